import { useState, type SubmitEvent } from "react";
import { buttonClass } from "../../components/button";
import { Banner } from "../../components/form/Banner";
import { Field } from "../../components/form/Field";
import { indiaDateTime } from "#shared/domain/india-time";
import {
  upiShortHoldNote,
  type UpiInstructions,
  type UpiSubmissionView,
} from "#shared/domain/registrations";
import { upiTransactionSchema } from "#shared/schemas/registration";
import { useFieldErrors } from "../forms/use-field-errors";
import { anErrorOccurred, registrationFailed } from "./messages";
import { submitUpiTransaction } from "./registration-api";
import { UpiQrCode } from "./UpiQrCode";

/**
 * Paying by UPI: scan the QR code (on a computer) or open the UPI app (on a phone), pay,
 * then hand in the 12-digit transaction reference so staff can match it to the payment.
 */
export function UpiPayment({
  reference,
  projectTitle,
  upi,
  onError,
}: {
  reference: string;
  projectTitle: string;
  upi: UpiInstructions;
  onError: (message: string) => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState<UpiSubmissionView | null>(null);
  const fields = useFieldErrors();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = fields.validate(form, upiTransactionSchema);
    if (!input) return;
    setSubmitting(true);
    onError("");
    const result = await submitUpiTransaction(reference, input.utr);
    setSubmitting(false);
    if (result.ok) {
      setSubmitted(result.data as UpiSubmissionView);
      return;
    }
    if (result.kind === "invalid") fields.show(form, result.errors);
    else
      onError(result.kind === "refused" ? (result.message ?? registrationFailed) : anErrorOccurred);
  }

  if (submitted) {
    // Told plainly when too many unverified payments hold this project's seats (decision 0024).
    const shortHold = upiShortHoldNote(submitted.seat, indiaDateTime);
    return (
      <Banner as="div" role="status" tone="success">
        <p className="font-semibold">Thank you! Your payment is awaiting verification.</p>
        <p className="mt-1">
          We will match your UPI transaction with our bank statement within one business day and
          email your receipt. Your reference is <strong>{reference}</strong>.
        </p>
        {shortHold && <p className="mt-1">{shortHold}</p>}
      </Banner>
    );
  }

  return (
    <div className="space-y-6">
      <ol className="list-decimal space-y-1 pl-5 text-slate-700">
        <li>
          Pay <strong>₹{upi.amount}</strong> to <strong>{upi.payeeName}</strong> with any UPI app.
        </li>
        <li>Enter the 12-digit UPI transaction reference (UTR) your app shows after paying.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-start">
        <UpiQrCode
          link={upi.link}
          label={`UPI QR code to pay ₹${upi.amount} to ${upi.payeeName}`}
        />
        <div className="space-y-3 text-center sm:text-left">
          <a href={upi.link} className={buttonClass("primary")}>
            Open in UPI app
          </a>
          <p className="text-sm text-slate-700">
            Or scan the code with your UPI app, or pay to <strong>{upi.vpa}</strong>.
          </p>
          <p className="text-sm text-slate-700">
            Reference <strong>{reference}</strong> for {projectTitle}: it is filled in as the
            payment note.
          </p>
        </div>
      </div>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onChange={fields.clearOnEdit}
        className="space-y-4"
      >
        <Field
          label="UPI transaction reference (UTR)"
          name="utr"
          error={fields.errors.utr}
          hint="12 digits, shown in your UPI app's payment details (also called UPI Ref No.)."
          inputProps={{ inputMode: "numeric", autoComplete: "off", required: true, maxLength: 20 }}
        />
        <button type="submit" disabled={submitting} className={buttonClass("primary", "w-full")}>
          {submitting ? "Submitting..." : "Submit transaction reference"}
        </button>
      </form>
    </div>
  );
}
