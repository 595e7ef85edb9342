import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema";
import type { Logger } from "../../logger";
import type { MailComposer } from "../../mail/messages";
import type { PaymentGateway, PaymentEvent, SignedEvent } from "../../payments/gateway";
import { releaseRegistrationSeat, type SeatMail } from "../projects/seats";
import type { Commit } from "../unit-of-work";
import { paidOrRefundNeeded } from "./confirm-payment";
import { orderLookup } from "./orders";
import { paymentEventLog, type EventChange, type EventOutcome } from "./payment-events";
import { summary, type RegistrationRecords } from "./records";
import { transition } from "./transition";

const cancelledThenPaid = (paymentName: string) =>
  `The ${paymentName} went through after staff had cancelled the registration.`;

/**
 * A gateway's verified events, each applied once (payment-events.ts): what the gateway read
 * in it, made into the registration's change. Only a payment of the order's amount in rupees
 * pays; one that arrives after staff cancelled goes back (needs_refund).
 */
export function gatewayEvents(
  db: Kysely<DatabaseSchema>,
  commit: Commit,
  { mail, logger, seatMail }: { mail: MailComposer; logger: Logger; seatMail: SeatMail },
  records: RegistrationRecords,
) {
  const log = paymentEventLog(db, commit);
  const orders = orderLookup(records);

  function change(
    gateway: PaymentGateway,
    { order, happened, paymentId }: PaymentEvent,
  ): EventChange | undefined {
    const registration = order?.registrations[0];
    if (!registration) {
      if (happened.kind === "received") {
        logger.warn({ payment: paymentId }, `${gateway.name} payment for no registration of ours`);
      }
      return undefined;
    }
    const { status } = registration;
    switch (happened.kind) {
      case "nothing":
        return undefined;
      case "received": {
        const { mismatch } = happened;
        if (mismatch) {
          return {
            from: [status],
            to: status,
            cause: "gateway",
            set: { status_note: mismatch.note },
            audit: mismatch.audited
              ? {
                  actor: { id: null, email: "system" },
                  action: "registration.payment_mismatch",
                  subject: registration.reference,
                  detail: mismatch.note,
                }
              : undefined,
          };
        }
        const paidAt = new Date();
        const set = { payment_method: gateway.method, ...happened.ids };
        if (status === "cancelled") {
          // Staff cancelled it while the student was paying: the money goes back.
          const note = cancelledThenPaid(gateway.paymentName);
          return {
            from: ["cancelled"],
            to: "needs_refund",
            cause: "gateway",
            set: { ...set, paid_at: paidAt.toISOString(), status_note: note },
            emails: mail.refundNeeded(summary({ ...registration, ...set }, paidAt), note),
          };
        }
        return (unit) =>
          paidOrRefundNeeded(unit, registration, {
            mail,
            from: ["pending_payment", "failed", "expired"],
            cause: "gateway",
            paidAt,
            set,
          });
      }
      case "failed":
        if (happened.orderStaysOpen) {
          return {
            from: ["pending_payment"],
            to: "pending_payment",
            cause: "gateway",
            set: { status_note: happened.note },
          };
        }
        return async (unit) => {
          const failed = await transition(unit, registration.id, {
            to: "failed",
            from: ["pending_payment"],
            cause: "gateway",
            set: { status_note: happened.note },
          });
          if (failed) await releaseRegistrationSeat(unit, registration, seatMail);
        };
      case "refunded": {
        const { refundId } = happened;
        return async (unit) => {
          const refunded = await transition(unit, registration.id, {
            to: "refunded",
            from: ["paid", "refund_pending", "needs_refund"],
            cause: "gateway",
            set: refundId
              ? { refund_reference: registration.refund_reference ?? refundId }
              : undefined,
            // A refund staff asked for was announced when they cancelled; one made in the
            // gateway's dashboard is news to the student.
            emails:
              status === "refund_pending" ? mail.registrationRefunded(summary(registration)) : [],
          });
          if (refunded) await releaseRegistrationSeat(unit, registration, seatMail);
        };
      }
      case "refund_failed":
        return {
          from: ["refund_pending"],
          to: "refund_pending",
          cause: "gateway",
          set: { status_note: happened.note },
        };
    }
  }

  return async (gateway: PaymentGateway, event: SignedEvent): Promise<EventOutcome> => {
    if (await log.seen(event.id)) return "duplicate";
    const read = await event.read(orders);
    return log.apply(
      {
        id: event.id,
        type: read.type,
        paymentId: read.paymentId,
        payloadKey: read.payloadKey,
        registration: read.order?.registrations[0],
      },
      change(gateway, read),
    );
  };
}
