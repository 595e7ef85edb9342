import type { RegistrationStatus } from "./registrations";

/**
 * A registration's lifecycle as data (decision 0028): the statuses it is created in and
 * every change of status there is, each with what causes it. transition()
 * (server/services/registrations/transition.ts) refuses any change not listed here, and
 * docs/product.md draws the same table, kept equal to it by a test. The statuses and their
 * words are in registrations.ts, which the browser loads; only the server loads this.
 */

/**
 * What makes a status change: the student; their parent or guardian (the consent link);
 * staff in the portal; a payment gateway's word (its signed webhook, or its answer when staff
 * reconcile its orders); the clock that ends seat holds.
 */
export const registrationCauses = ["student", "guardian", "staff", "gateway", "clock"] as const;
export type RegistrationCause = (typeof registrationCauses)[number];

export interface RegistrationStart {
  to: RegistrationStatus;
  cause: RegistrationCause;
  description: string;
}

export interface RegistrationChange {
  from: RegistrationStatus;
  to: RegistrationStatus;
  cause: RegistrationCause;
  description: string;
}

/** The statuses a registration is created in. */
export const registrationStarts = [
  {
    to: "pending_payment",
    cause: "student",
    description: "A student of 18 or over registers; the seat is held while they pay.",
  },
  {
    to: "awaiting_guardian_consent",
    cause: "student",
    description: "A student under 18 registers; their parent or guardian is asked to consent.",
  },
] as const satisfies readonly RegistrationStart[];

export type StartingStatus = (typeof registrationStarts)[number]["to"];

const cancelledUnpaid = "Staff cancel it; nothing was paid, and the seat goes back.";
const utrHandedIn =
  "The student hands in a UPI transaction reference (UTR) for staff to verify; after a hold ended it is taken all the same, as the payment may have gone through.";
const paidByGateway =
  "Stripe or Razorpay received the full fee; a hold that ended is taken again if a seat is free.";
const paidTooLate =
  "The payment was confirmed after the hold ended and the project is full: the money goes back, and staff are told.";
const refundedByGateway =
  "The gateway reports the refund done: one staff asked for, or one made in its dashboard.";

/** Every change of status there is; anything else is refused. */
export const registrationChanges = [
  {
    from: "awaiting_guardian_consent",
    to: "pending_payment",
    cause: "guardian",
    description: "The parent or guardian consents from the emailed link; the student may pay.",
  },
  {
    from: "awaiting_guardian_consent",
    to: "expired",
    cause: "clock",
    description: "The hold ends before anyone consents; the link no longer works.",
  },
  {
    from: "awaiting_guardian_consent",
    to: "cancelled",
    cause: "staff",
    description: cancelledUnpaid,
  },
  {
    from: "pending_payment",
    to: "awaiting_verification",
    cause: "student",
    description: utrHandedIn,
  },
  {
    from: "pending_payment",
    to: "failed",
    cause: "gateway",
    description: "Stripe reports the card payment failed; the seat goes back.",
  },
  { from: "pending_payment", to: "paid", cause: "gateway", description: paidByGateway },
  {
    from: "pending_payment",
    to: "expired",
    cause: "clock",
    description: "The hold ends unpaid; the seat goes back.",
  },
  { from: "pending_payment", to: "cancelled", cause: "staff", description: cancelledUnpaid },
  { from: "failed", to: "awaiting_verification", cause: "student", description: utrHandedIn },
  { from: "failed", to: "paid", cause: "gateway", description: paidByGateway },
  { from: "failed", to: "cancelled", cause: "staff", description: cancelledUnpaid },
  { from: "expired", to: "awaiting_verification", cause: "student", description: utrHandedIn },
  { from: "expired", to: "paid", cause: "gateway", description: paidByGateway },
  { from: "expired", to: "cancelled", cause: "staff", description: cancelledUnpaid },
  {
    from: "awaiting_verification",
    to: "paid",
    cause: "staff",
    description: "Staff find the UTR in the bank statement.",
  },
  {
    from: "awaiting_verification",
    to: "failed",
    cause: "staff",
    description:
      "Staff cannot match the UTR (or reject every UTR from one network); the seat goes back and the student may hand in another.",
  },
  { from: "paid", to: "needs_refund", cause: "gateway", description: paidTooLate },
  { from: "paid", to: "needs_refund", cause: "staff", description: paidTooLate },
  {
    from: "paid",
    to: "refund_pending",
    cause: "staff",
    description: "Staff cancel a card or Razorpay payment; the gateway has taken the refund.",
  },
  {
    from: "paid",
    to: "refunded",
    cause: "staff",
    description: "Staff cancel a UPI payment, giving the reference of the refund they sent.",
  },
  { from: "paid", to: "refunded", cause: "gateway", description: refundedByGateway },
  {
    from: "needs_refund",
    to: "refund_pending",
    cause: "staff",
    description: "Staff cancel it and the gateway takes the refund.",
  },
  {
    from: "needs_refund",
    to: "refunded",
    cause: "staff",
    description: "Staff cancel it, giving the reference of the UPI refund they sent.",
  },
  { from: "needs_refund", to: "refunded", cause: "gateway", description: refundedByGateway },
  { from: "refund_pending", to: "refunded", cause: "gateway", description: refundedByGateway },
  {
    from: "cancelled",
    to: "needs_refund",
    cause: "gateway",
    description: "A card or Razorpay payment completes after staff cancelled; the money goes back.",
  },
] as const satisfies readonly RegistrationChange[];

/** Whether the table lists this change of status with this cause. */
export function isListedChange(
  from: RegistrationStatus,
  to: RegistrationStatus,
  cause: RegistrationCause,
): boolean {
  return registrationChanges.some(
    (change) => change.from === from && change.to === to && change.cause === cause,
  );
}

/** Whether a registration may be created in this status, for this cause. */
export function isListedStart(to: RegistrationStatus, cause: RegistrationCause): boolean {
  return registrationStarts.some((start) => start.to === to && start.cause === cause);
}

/**
 * The statuses in which the seat is paid for and kept: the student has a ticket, sees the
 * online link and gets reminders (issue 39). `needs_refund` was paid too, but its seat was
 * never kept, and every refund status ends the place.
 */
export const ticketStatuses = ["paid"] as const satisfies readonly RegistrationStatus[];

export const holdsTicket = (status: RegistrationStatus): boolean =>
  (ticketStatuses as readonly RegistrationStatus[]).includes(status);
