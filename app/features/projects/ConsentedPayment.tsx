import { useState, type SubmitEvent } from "react";
import { buttonClass } from "../../components/button";
import { ErrorAlert } from "../../components/form/Banner";
import {
  paymentMethods,
  type RegisterAnswer,
  type RegistrationStatusView,
} from "#shared/domain/registrations";
import { anErrorOccurred, registrationFailed } from "./messages";
import { PaymentMethodChoice } from "./PaymentMethodChoice";
import { nextStep, PaymentStep, useLoadedPaymentOptions, type Step } from "./PaymentStep";
import { startPayment } from "./registration-api";

/**
 * Paying for a registration a parent or guardian consented to: the student chooses card or
 * UPI (their choice at registration first), then pays as in a new registration.
 */
export function ConsentedPayment({
  registration,
  onClose,
}: {
  registration: RegistrationStatusView;
  onClose: () => void;
}) {
  const options = useLoadedPaymentOptions();
  const [step, setStep] = useState<Step>({ name: "details" });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState("");
  const loaded = typeof options === "object" ? options : undefined;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const chosen = new FormData(event.currentTarget).get("paymentMethod");
    const method = paymentMethods.find((m) => m === chosen);
    if (!method) {
      setError("Please choose a payment method");
      return;
    }
    setError("");
    setSubmitting(true);
    const result = await startPayment(registration.reference, method);
    setSubmitting(false);
    if (!result.ok) {
      setError(
        result.kind === "refused" ? (result.message ?? registrationFailed) : anErrorOccurred,
      );
      return;
    }
    setStep(nextStep(result.data as RegisterAnswer, registration.projectTitle));
  }

  if (step.name !== "details") {
    return (
      <PaymentStep
        step={step}
        options={loaded}
        error={error}
        onError={setError}
        onClose={onClose}
      />
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <p className="text-slate-800">
        Your parent or guardian has consented. Reference <strong>{registration.reference}</strong>.
      </p>
      <PaymentMethodChoice options={options} preferred={registration.paymentMethod} />
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <button type="submit" disabled={submitting || !loaded} className={buttonClass("primary")}>
        {submitting ? "Starting the payment..." : "Continue to payment"}
      </button>
    </form>
  );
}
