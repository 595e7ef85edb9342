import { cancellableStatuses, refundableStatuses } from "#shared/domain/registrations";
import type { CancelRegistrationInput } from "#shared/schemas/project";
import type { MailComposer } from "../../mail/messages";
import type { PaymentGateways } from "../../payments/registry";
import { ServiceRefusal } from "../errors";
import { releaseRegistrationSeat, type SeatMail } from "../projects/seats";
import type { Actor, AuditEntry, Commit } from "../unit-of-work";
import { withSessionsWithdrawn } from "../sessions/withdrawal";
import { cancellationMessages, registrationMessages } from "./messages";
import { orderOf } from "./orders";
import { statusView, summary, type Registration, type RegistrationRecords } from "./records";
import { refundClaims } from "./refund-claims";
import { transition } from "./transition";

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * Staff cancel a registration (the student asked, or it is a duplicate). Its seat goes
 * back (to the waitlist first); money received goes back too: through the gateway's refund
 * API when it has one (Stripe, Razorpay: each refund's event then marks it refunded), else
 * by staff themselves (a UPI payment, from the bank's app), who give the refund's
 * reference. The student is emailed either way. A gateway refund is claimed in the database
 * before the gateway is asked (refund-claims.ts): of presses at the same moment, on any
 * instance, one refunds and the others are told it is under way.
 */
export function cancellations(
  commit: Commit,
  records: RegistrationRecords,
  {
    mail,
    payments,
    seatMail,
  }: {
    mail: MailComposer;
    payments: PaymentGateways;
    seatMail: SeatMail;
  },
) {
  const claims = refundClaims(commit);

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
        cause: "staff",
        set: { refund_reference: refundId, status_note: reason, refund_claimed_at: null },
        emails: await withSessionsWithdrawn(
          unit,
          registration,
          mail,
          mail.registrationCancelled(summary(registration), { kind: "refund_pending" }),
        ),
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

    const { refund } = payments.get(registration.payment_method);
    if (refunding && refund.kind === "gateway") {
      const ask = refund.prepare(orderOf(registration));
      return gatewayRefund(registration, ask, audit, input.reason);
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
        cause: "staff",
        set: { refund_reference: refunding ? upiReference : null, status_note: input.reason },
        emails: await withSessionsWithdrawn(
          unit,
          registration,
          mail,
          mail.registrationCancelled(
            summary(registration),
            refunding && upiReference
              ? { kind: "refunded", refundReference: upiReference }
              : { kind: "cancelled" },
          ),
        ),
        audit,
      });
      if (!moved) throw new ServiceRefusal("conflict", registrationMessages.changedMeanwhile);
      await releaseRegistrationSeat(unit, registration, seatMail);
    });
    return statusView(await records.stored(registration.id));
  };
}
