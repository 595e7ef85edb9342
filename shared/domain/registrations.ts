/**
 * Project registrations as the browser and the server both know them: the statuses, the
 * payment methods, the fee (docs/product.md §9) and the JSON the API answers with
 * (server/api/registrations.ts).
 */

export const registrationStatuses = [
  "pending_payment",
  "awaiting_verification",
  "paid",
  "failed",
  "refunded",
  "expired",
  "cancelled",
  "refund_pending",
  "needs_refund",
  "awaiting_guardian_consent",
] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/** Worded for the student; staff read the same words in the admin lists. */
export const registrationStatusLabels: Record<RegistrationStatus, string> = {
  pending_payment: "Waiting for payment",
  awaiting_verification: "UPI payment being verified",
  paid: "Paid",
  failed: "Payment failed",
  refunded: "Refunded",
  expired: "Seat hold expired",
  cancelled: "Cancelled",
  refund_pending: "Refund in progress",
  needs_refund: "Paid after the project filled: refund needed",
  awaiting_guardian_consent: "Waiting for a parent's or guardian's consent",
};

/** The statuses staff may cancel from: everything not already ended. */
export const cancellableStatuses = [
  "pending_payment",
  "awaiting_guardian_consent",
  "awaiting_verification",
  "paid",
  "failed",
  "expired",
  "needs_refund",
] as const satisfies readonly RegistrationStatus[];

/** Money was received, so cancelling means refunding. */
export const refundableStatuses = [
  "paid",
  "needs_refund",
] as const satisfies readonly RegistrationStatus[];

/**
 * Money was received (and perhaps returned): the registration is a payment record tax law
 * makes us keep, so erasing its student keeps its amount, date, reference and method.
 */
export const paymentRecordStatuses = [
  "paid",
  "refund_pending",
  "refunded",
  "needs_refund",
] as const satisfies readonly RegistrationStatus[];

export const paymentMethods = ["stripe", "upi", "razorpay"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** How staff and students read a payment method (admin lists, CSV, emails). */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  stripe: "Card (Stripe)",
  upi: "UPI",
  razorpay: "Razorpay",
};

/** Money is integer paise everywhere it is stored or sent to a payment provider. */
export const registrationFeePaise = 50_000;
export const registrationFeeLabel = `₹${registrationFeePaise / 100}`;
export const registrationFeeText = `Registration fee: ${registrationFeeLabel}, including project materials, mentorship and certification.`;

export interface PaymentOptions {
  card: { publishableKey: string } | null;
  /** Razorpay Checkout (UPI, cards, netbanking, wallets), with the public key id. */
  razorpay: { keyId: string } | null;
  upi: boolean;
  /** Where Stripe sends the student back after a payment that needed a redirect. */
  returnUrl: string;
}

export interface RegistrationStatusView {
  reference: string;
  status: RegistrationStatus;
  paymentMethod: PaymentMethod;
  projectTitle: string;
  /**
   * Razorpay Checkout brought us a correctly signed payment: the money is taken and the
   * webhook that makes the registration paid is on its way ("payment received, confirming").
   */
  checkoutVerified: boolean;
}

/**
 * How long a handed-in UPI payment keeps its seat (decision 0024): while staff verify it, or,
 * when too many unverified payments already hold this project's seats, only until the
 * registration's own short hold ends (`heldUntil`; null when it had already ended).
 */
export interface UpiSeatHold {
  untilVerified: boolean;
  heldUntil: string | null;
}

/** What POST /api/registrations/:reference/upi answers. */
export interface UpiSubmissionView extends RegistrationStatusView {
  seat: UpiSeatHold;
}

/**
 * What the student is told, at the UPI step and in the "we are checking" email, when the
 * seat is not held while staff verify; nothing when it is.
 */
export function upiShortHoldNote(seat: UpiSeatHold, formatTime: (iso: string) => string) {
  if (seat.untilVerified) return undefined;
  const after = `If we confirm your payment after that, you keep your place if a seat is still free; if none is, we refund the ${registrationFeeLabel} in full.`;
  return seat.heldUntil
    ? `While we check it, your seat is held only until ${formatTime(seat.heldUntil)}. ${after}`
    : `Your seat was no longer held when we got your transaction reference. ${after}`;
}

export interface UpiInstructions {
  link: string;
  vpa: string;
  payeeName: string;
  amount: string;
}

/**
 * What Razorpay Checkout is opened with (razorpay.com/docs/payments/payment-gateway/web-integration/standard):
 * the order our server created, and the student's details to prefill.
 */
export interface RazorpayCheckout {
  keyId: string;
  orderId: string;
  /** In paise, as the order. */
  amount: number;
  currency: "INR";
  /** The company's name and the project, as the checkout shows them. */
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
}

/**
 * What POST /api/register answers: the card payment to confirm, the UPI payment to make, the
 * Razorpay order to pay, or
 * (a student under 18) nothing to pay yet: the parent or guardian has been asked to consent.
 * POST /api/registrations/:reference/payment answers with one of the first two.
 */
export type RegisterAnswer =
  | { client_secret: string; reference: string }
  | { reference: string; upi: UpiInstructions }
  | { reference: string; razorpay: RazorpayCheckout }
  | { reference: string; awaitingGuardian: RegistrationStatusView };
