import type Razorpay from "razorpay";
import type Stripe from "stripe";
import {
  cancellableStatuses,
  refundableStatuses,
  registrationStatusLabels,
  type RegistrationStatus,
} from "#shared/domain/registrations";
import type { CancelRegistrationInput } from "#shared/schemas/project";
import type { Logger } from "../../logger";
import type { MailComposer } from "../../mail/messages";
import { refundPayment } from "../../payments/razorpay";
import { ServiceRefusal } from "../errors";
import { releaseRegistrationSeat, type SeatMail } from "../projects/seats";
import type { Actor, AuditEntry, Commit } from "../unit-of-work";
import { registrationMessages } from "./messages";
import { statusView, summary, type Registration, type RegistrationRecords } from "./records";
import { refundClaims } from "./refund-claims";
import { transition } from "./transition";

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

export const cancellationMessages = {
  notCancellable: (status: RegistrationStatus) =>
    `This registration cannot be cancelled: it is ${registrationStatusLabels[status].toLowerCase()}.`,
  verifyFirst:
    "Confirm or reject this UPI payment first: the student may have paid. Then cancel it.",
  upiRefundReference: "Enter the reference of the UPI refund you sent",
  noStripe: "Card refunds need Stripe to be configured on this site.",
  refundFailed:
    "Stripe did not accept the refund just now. Nothing was changed; try again in a minute.",
  noRazorpay: "Razorpay refunds need Razorpay to be configured on this site.",
  razorpayRefundFailed:
    "Razorpay did not accept the refund just now. Nothing was changed; try again in a minute.",
  refundUnderway: "A refund for this registration is already under way.",
} as const;

/**
 * Staff cancel a registration (the student asked, or it is a duplicate). Its seat goes
 * back (to the waitlist first); money received goes back too: a card payment through
 * Stripe's refund API and a Razorpay payment through Razorpay's (each refund's webhook then
 * marks it refunded), a UPI payment by staff from the bank's app, whose reference they
 * give. The student is emailed either way. A gateway refund is claimed in the database
 * before the gateway is asked (refund-claims.ts): of presses at the same moment, on any
 * instance, one refunds and the others are told it is under way.
 */
export function cancellations(
  commit: Commit,
  records: RegistrationRecords,
  {
    mail,
    stripe,
    razorpay,
    logger,
    seatMail,
  }: {
    mail: MailComposer;
    stripe: Stripe | undefined;
    razorpay: Razorpay | undefined;
    logger: Logger;
    seatMail: SeatMail;
  },
) {
  const claims = refundClaims(commit);

  async function stripeRefund(client: Stripe, intentId: string, registrationId: string) {
    try {
      // One refund per registration, however often staff press the button.
      return await client.refunds.create(
        {
          payment_intent: intentId,
          reason: "requested_by_customer",
          metadata: { registration_id: registrationId },
        },
        { idempotencyKey: `refund-${registrationId}` },
      );
    } catch (error) {
      logger.error({ err: error, intent: intentId }, "Stripe refused a refund");
      throw new ServiceRefusal("upstream", cancellationMessages.refundFailed);
    }
  }

  /**
   * A refund already made for the payment (a press whose answer was lost, or one made in
   * Razorpay's dashboard) is the refund; a new one goes with the registration's idempotency
   * key, so a press retried after a crash mid-request gets the first refund back.
   */
  async function razorpayRefund(client: Razorpay, paymentId: string, registration: Registration) {
    const existing = async () =>
      (await client.payments.fetchMultipleRefund(paymentId)).items.find(
        (refund) => refund.status !== "failed",
      );
    try {
      return (
        (await existing()) ??
        (await refundPayment(
          client,
          paymentId,
          {
            amount: registration.amount_paise,
            speed: "normal",
            receipt: `refund-${registration.reference}`,
            notes: { registration_id: registration.id, reference: registration.reference },
          },
          `refund-${registration.id}`,
        ))
      );
    } catch (error) {
      const made = await existing().catch(() => undefined);
      if (made) return made;
      logger.error({ err: error, payment: paymentId }, "Razorpay refused a refund");
      throw new ServiceRefusal("upstream", cancellationMessages.razorpayRefundFailed);
    }
  }

  /** A refund the provider has taken: refund_pending until its webhook says it is done. */
  async function refundPending(
    registration: Registration,
    refundId: string,
    audit: AuditEntry,
    reason: string,
  ) {
    return commit(async (unit) => {
      const moved = await transition(unit, registration.id, {
        from: [registration.status],
        to: "refund_pending",
        set: { refund_reference: refundId, status_note: reason, refund_claimed_at: null },
        emails: mail.registrationCancelled(summary(registration), { kind: "refund_pending" }),
        audit,
      });
      if (moved) await releaseRegistrationSeat(unit, registration, seatMail);
      return moved;
    });
  }

  /**
   * Asks the gateway for the refund only once this press has claimed it; a refusal releases
   * the claim so staff can press again.
   */
  async function gatewayRefund(
    registration: Registration,
    refund: () => Promise<{ id: string }>,
    audit: AuditEntry,
    reason: string,
  ) {
    const claimedAt = await claims.claim(registration);
    if (!claimedAt) {
      const { status } = await records.stored(registration.id);
      const underway = status === registration.status || status === "refund_pending";
      throw new ServiceRefusal(
        "conflict",
        underway ? cancellationMessages.refundUnderway : registrationMessages.changedMeanwhile,
      );
    }
    let made: { id: string };
    try {
      made = await refund();
    } catch (error) {
      await claims.release(registration.id, claimedAt);
      throw error;
    }
    if (!(await refundPending(registration, made.id, audit, reason))) {
      await claims.release(registration.id, claimedAt);
    }
    return statusView(await records.stored(registration.id));
  }

  return async (reference: string, input: CancelRegistrationInput, by: Actor) => {
    const registration = await records.byReference(reference);
    if (!registration) throw new ServiceRefusal("not_found", registrationMessages.notFound);
    const { status } = registration;
    if (status === "refund_pending") {
      throw new ServiceRefusal("conflict", cancellationMessages.refundUnderway);
    }
    if (status === "awaiting_verification") {
      throw new ServiceRefusal("conflict", cancellationMessages.verifyFirst);
    }
    if (!isOneOf(cancellableStatuses, status)) {
      throw new ServiceRefusal("conflict", cancellationMessages.notCancellable(status));
    }
    const audit: AuditEntry = {
      actor: by,
      action: "registration.cancelled",
      subject: reference,
      detail: input.reason,
    };
    const refunding = isOneOf(refundableStatuses, status);

    if (refunding && registration.payment_method === "stripe") {
      if (!stripe) throw new ServiceRefusal("unavailable", cancellationMessages.noStripe);
      const intentId = registration.stripe_payment_intent_id;
      if (!intentId) throw new ServiceRefusal("conflict", cancellationMessages.noStripe);
      const refund = () => stripeRefund(stripe, intentId, registration.id);
      return gatewayRefund(registration, refund, audit, input.reason);
    }

    if (refunding && registration.payment_method === "razorpay") {
      if (!razorpay) throw new ServiceRefusal("unavailable", cancellationMessages.noRazorpay);
      const paymentId = registration.razorpay_payment_id;
      if (!paymentId) throw new ServiceRefusal("conflict", cancellationMessages.noRazorpay);
      const refund = () => razorpayRefund(razorpay, paymentId, registration);
      return gatewayRefund(registration, refund, audit, input.reason);
    }

    const upiReference = input.upiRefundReference?.trim();
    if (refunding && !upiReference) {
      throw new ServiceRefusal("invalid", cancellationMessages.upiRefundReference, {
        field: "upiRefundReference",
      });
    }
    await commit(async (unit) => {
      const moved = await transition(unit, registration.id, {
        from: [status],
        to: refunding ? "refunded" : "cancelled",
        set: { refund_reference: refunding ? upiReference : null, status_note: input.reason },
        emails: mail.registrationCancelled(
          summary(registration),
          refunding && upiReference
            ? { kind: "refunded", refundReference: upiReference }
            : { kind: "cancelled" },
        ),
        audit,
      });
      if (!moved) throw new ServiceRefusal("conflict", registrationMessages.changedMeanwhile);
      await releaseRegistrationSeat(unit, registration, seatMail);
    });
    return statusView(await records.stored(registration.id));
  };
}
