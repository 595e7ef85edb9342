import { rupees } from "../../mail/templates/RegistrationEmails";

/**
 * A Razorpay payment that is not the registration's fee in rupees is never taken as paid:
 * staff read this note on the registration, worded the same whether the webhook or a
 * reconciliation found it, so a note already left is recognised.
 */
export function paymentMismatchNote(
  payment: { id: string; amount: number | string; currency: string },
  feePaise: number,
): string {
  return `Razorpay received ${payment.amount} paise in ${payment.currency} (payment ${payment.id}), not the fee of ${rupees(feePaise)}.`;
}

/** Whether a Razorpay payment is exactly the fee, in rupees. */
export const isTheFee = (
  payment: { amount: number | string; currency: string },
  feePaise: number,
) => Number(payment.amount) === feePaise && payment.currency === "INR";
