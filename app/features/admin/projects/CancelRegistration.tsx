import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonClass } from "#app/components/button";
import { Dialog } from "#app/components/Dialog";
import {
  registrationStatusLabels,
  type RegistrationStatusView,
} from "#shared/domain/registrations";
import { Notice } from "./fields";
import { TextField } from "./fields";
import {
  needsUpiRefundReference,
  refundsThroughRazorpay,
  type FieldMessages,
  type RegistrationRow,
} from "./project-form";
import { send } from "./projects-api";

/** What staff read once a registration is cancelled. */
export function cancelledSentence(view: RegistrationStatusView): string {
  switch (view.status) {
    case "refund_pending":
      return view.paymentMethod === "razorpay"
        ? `Registration ${view.reference} cancelled. The refund was sent to Razorpay; the student has been emailed.`
        : `Registration ${view.reference} cancelled. The card refund was sent to Stripe; the student has been emailed.`;
    case "refunded":
      return `Registration ${view.reference} cancelled and refunded. The student has been emailed.`;
    default:
      return `Registration ${view.reference} cancelled (${registrationStatusLabels[view.status].toLowerCase()}). The student has been emailed.`;
  }
}

/** What the dialog says happens to the registration and its money. */
export function cancelDescription(row: RegistrationRow): string {
  if (needsUpiRefundReference(row)) {
    return "The student paid by UPI: send the refund from the bank's app first, then give its reference here.";
  }
  if (refundsThroughRazorpay(row)) {
    return "The seat goes back (to the waitlist first) and the student is emailed. The payment goes back to the student through Razorpay.";
  }
  return "The seat goes back (to the waitlist first) and the student is emailed. A card payment is refunded through Stripe.";
}

/**
 * A registration's Cancel button and its small dialog: the reason, and the UPI refund's
 * reference when the student paid by UPI. Tells `onDone` the sentence for the page.
 */
export function CancelRegistration({
  row,
  onDone,
}: {
  row: RegistrationRow;
  onDone: (notice: { text: string; good: boolean }) => void;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const reference = String(row.reference);
  const upi = needsUpiRefundReference(row);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [upiRefundReference, setUpiRefundReference] = useState("");
  const [errors, setErrors] = useState<FieldMessages>({});
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit() {
    const problems: FieldMessages = {};
    if (!reason.trim()) problems.reason = "Reason is required";
    if (upi && !upiRefundReference.trim()) {
      problems.upiRefundReference = "Enter the reference of the UPI refund you sent";
    }
    setErrors(problems);
    setProblem("");
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const result = await send<RegistrationStatusView>(
      `/api/admin/registrations/${encodeURIComponent(reference)}/cancel`,
      "POST",
      { reason, ...(upi ? { upiRefundReference } : {}) },
    );
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      setProblem(result.error);
      return;
    }
    setOpen(false);
    onDone({ text: cancelledSentence(result.data), good: true });
    await revalidator.revalidate();
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          setProblem("");
          setErrors({});
        }}
        className="rounded border border-red-700 px-2 py-1 font-semibold text-red-800"
      >
        Cancel registration<span className="sr-only"> {reference}</span>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Cancel registration ${reference}`}
        description={cancelDescription(row)}
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            id={`${id}-reason`}
            label="Reason"
            value={reason}
            onChange={setReason}
            error={errors.reason}
            rows={3}
            maxLength={300}
          />
          {upi && (
            <TextField
              id={`${id}-upi`}
              label="UPI refund reference"
              value={upiRefundReference}
              onChange={setUpiRefundReference}
              error={errors.upiRefundReference}
              maxLength={40}
            />
          )}
          {problem && <Notice notice={{ text: problem, good: false }} />}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={() => setOpen(false)} className={buttonClass("outline")}>
              Keep it
            </button>
            <button
              type="submit"
              disabled={busy}
              className={buttonClass("primary", "bg-red-800 hover:bg-red-900")}
            >
              Cancel registration
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
