import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ErrorAlert } from "../../components/form/Banner";
import type {
  PaymentOptions,
  RazorpayCheckout,
  RegisterAnswer,
  RegistrationStatusView,
  UpiInstructions,
} from "#shared/domain/registrations";
import { paymentBanner } from "./messages";
import type { PaymentOptionsState } from "./PaymentMethodChoice";
import { CardStep, RazorpayStep, UpiStep } from "./PaymentSteps";
import { fetchPaymentOptions } from "./registration-api";

/** Where the registration dialog is: the details, or what the server's answer leads to. */
export type Step =
  | { name: "details" }
  | { name: "card"; clientSecret: string; reference: string }
  | { name: "upi"; reference: string; upi: UpiInstructions; projectTitle: string }
  | { name: "razorpay"; reference: string; checkout: RazorpayCheckout }
  | { name: "guardian"; view: RegistrationStatusView };

/** The step the server's answer leads to. */
export function nextStep(answer: RegisterAnswer, projectTitle: string): Step {
  if ("client_secret" in answer) {
    return { name: "card", clientSecret: answer.client_secret, reference: answer.reference };
  }
  if ("awaitingGuardian" in answer) return { name: "guardian", view: answer.awaitingGuardian };
  if ("razorpay" in answer) {
    return { name: "razorpay", reference: answer.reference, checkout: answer.razorpay };
  }
  return { name: "upi", reference: answer.reference, upi: answer.upi, projectTitle };
}

/**
 * What follows the details: the card form, Razorpay Checkout, the UPI instructions, or (a
 * student under 18) word that the parent or guardian has been emailed.
 */
export function PaymentStep({
  step,
  options,
  error,
  onError,
  onClose,
}: {
  step: Exclude<Step, { name: "details" }>;
  options: PaymentOptions | undefined;
  error: string;
  onError: (message: string) => void;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const errorBox = error && <ErrorAlert className="mt-4">{error}</ErrorAlert>;
  switch (step.name) {
    case "card":
      return (
        options?.card && (
          <CardStep
            publishableKey={options.card.publishableKey}
            clientSecret={step.clientSecret}
            returnUrl={options.returnUrl}
            reference={step.reference}
            alert={errorBox}
            onError={onError}
            onPaid={(intentId) => {
              onClose();
              void navigate(
                `/projects?success=true&payment_intent=${encodeURIComponent(intentId)}`,
                { preventScrollReset: false },
              );
            }}
          />
        )
      );
    case "razorpay":
      return (
        <RazorpayStep
          reference={step.reference}
          checkout={step.checkout}
          alert={errorBox}
          onError={onError}
          onConfirmed={() => {
            onClose();
            void navigate(
              `/projects?success=true&reference=${encodeURIComponent(step.reference)}`,
              { preventScrollReset: false },
            );
          }}
        />
      );
    case "upi":
      return (
        <UpiStep
          reference={step.reference}
          projectTitle={step.projectTitle}
          upi={step.upi}
          alert={errorBox}
          onError={onError}
        />
      );
    case "guardian":
      return (
        <p role="status" className="text-slate-800">
          {paymentBanner(step.view).text}
        </p>
      );
  }
}

export function useLoadedPaymentOptions(): PaymentOptionsState {
  const [options, setOptions] = useState<PaymentOptionsState>("loading");
  useEffect(() => {
    let current = true;
    void fetchPaymentOptions().then((answer) => {
      if (current) setOptions(answer ?? "unreachable");
    });
    return () => {
      current = false;
    };
  }, []);
  return options;
}
