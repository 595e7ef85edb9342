import { lazy, Suspense, useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { registrationFeeLabel } from "#shared/domain/registrations";
import { CardPayment } from "./CardPayment";
import { RazorpayPayment } from "./RazorpayPayment";

// The QR code encoder comes with the UPI step, so only students who pay by UPI download it.
const UpiPayment = lazy(() =>
  import("./UpiPayment").then(({ UpiPayment }) => ({ default: UpiPayment })),
);

/** The dialog's card step: the reference, the fee and Stripe's card form. */
export function CardStep({
  reference,
  alert,
  ...payment
}: ComponentProps<typeof CardPayment> & {
  reference: string;
  /** Why the last attempt failed, shown under the card form. */
  alert: ReactNode;
}) {
  return (
    <div>
      <StepHeading>Pay by card</StepHeading>
      <p className="mb-4 text-slate-700">
        Reference <strong>{reference}</strong>. Enter your card details to pay{" "}
        {registrationFeeLabel}.
      </p>
      <CardPayment {...payment} />
      {alert}
    </div>
  );
}

/** The dialog's Razorpay step: the reference, the fee, and Razorpay Checkout over the page. */
export function RazorpayStep({
  alert,
  ...payment
}: ComponentProps<typeof RazorpayPayment> & {
  /** Why the last attempt failed, shown under the button. */
  alert: ReactNode;
}) {
  return (
    <div>
      <StepHeading>Pay with Razorpay</StepHeading>
      <p className="mb-4 text-slate-700">
        Reference <strong>{payment.reference}</strong>. Pay {registrationFeeLabel} by UPI, card or
        netbanking in Razorpay&apos;s secure window.
      </p>
      <RazorpayPayment {...payment} />
      {alert}
    </div>
  );
}

/** The dialog's UPI step: the payment instructions and the transaction form, loaded on demand. */
export function UpiStep({
  alert,
  ...payment
}: ComponentProps<typeof UpiPayment> & {
  /** Why the last attempt failed, shown under the UPI form. */
  alert: ReactNode;
}) {
  return (
    <div>
      <StepHeading>Pay by UPI</StepHeading>
      <Suspense fallback={<p className="text-slate-600">Preparing the UPI payment…</p>}>
        <UpiPayment {...payment} />
      </Suspense>
      {alert}
    </div>
  );
}

/**
 * A payment step's title. It takes focus when the step appears, so the dialog starts from
 * the top and a screen reader announces where the student now is.
 */
function StepHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <h3
      ref={heading}
      tabIndex={-1}
      className="mb-3 text-lg font-semibold text-slate-900 outline-none"
    >
      {children}
    </h3>
  );
}
