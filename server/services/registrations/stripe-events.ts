import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { DatabaseSchema } from "../../db/schema";
import type { Logger } from "../../logger";
import type { MailComposer } from "../../mail/messages";
import { releaseRegistrationSeat, type SeatMail } from "../projects/seats";
import type { Commit } from "../unit-of-work";
import { paidOrRefundNeeded } from "./confirm-payment";
import { paymentEventLog, type EventChange, type EventOutcome } from "./payment-events";
import { summary, type RegistrationRecords } from "./records";
import { transition } from "./transition";

const cancelledThenPaid =
  "The card payment went through after staff had cancelled the registration.";

/**
 * Verified Stripe events. Only payment_intent.succeeded makes a registration paid, and only
 * when Stripe received the full fee in rupees.
 */
export function stripeEvents(
  db: Kysely<DatabaseSchema>,
  commit: Commit,
  { mail, logger, seatMail }: { mail: MailComposer; logger: Logger; seatMail: SeatMail },
  records: RegistrationRecords,
) {
  const log = paymentEventLog(db, commit);
  const apply = (
    event: Stripe.Event,
    registration: { id: string } | undefined,
    intentId: string | null,
    change?: EventChange,
  ) => log.apply({ id: event.id, type: event.type, paymentId: intentId, registration }, change);

  async function forIntent(intent: { id: string; metadata?: Stripe.Metadata | null }) {
    const id = intent.metadata?.registration_id;
    return (id ? await records.byId(id) : undefined) ?? (await records.byPaymentIntent(intent.id));
  }

  async function succeeded(event: Stripe.PaymentIntentSucceededEvent): Promise<EventOutcome> {
    const intent = event.data.object;
    const registration = await forIntent(intent);
    if (!registration) {
      logger.warn({ intent: intent.id }, "Stripe payment for no registration of ours");
      return apply(event, undefined, intent.id);
    }
    if (intent.amount_received !== registration.amount_paise || intent.currency !== "inr") {
      logger.error(
        { intent: intent.id, amount: intent.amount_received, currency: intent.currency },
        "Stripe payment does not match the registration fee",
      );
      return apply(event, registration, intent.id, {
        to: registration.status,
        from: [registration.status],
        cause: "gateway",
        set: { status_note: `Stripe received ${intent.amount_received} ${intent.currency}` },
      });
    }
    const paidAt = new Date();
    const set = { payment_method: "stripe", stripe_payment_intent_id: intent.id } as const;
    if (registration.status === "cancelled") {
      // Staff cancelled it while the student was paying: the money goes back.
      return apply(event, registration, intent.id, {
        from: ["cancelled"],
        to: "needs_refund",
        cause: "gateway",
        set: { ...set, paid_at: paidAt.toISOString(), status_note: cancelledThenPaid },
        emails: mail.refundNeeded(summary({ ...registration, ...set }, paidAt), cancelledThenPaid),
      });
    }
    return apply(event, registration, intent.id, (unit) =>
      paidOrRefundNeeded(unit, registration, {
        mail,
        from: ["pending_payment", "failed", "expired"],
        cause: "gateway",
        paidAt,
        set,
      }),
    );
  }

  return async function handle(event: Stripe.Event): Promise<EventOutcome> {
    if (await log.seen(event.id)) return "duplicate";

    switch (event.type) {
      case "payment_intent.succeeded":
        return succeeded(event);
      case "payment_intent.payment_failed": {
        const intent = event.data.object;
        const registration = await forIntent(intent);
        return apply(event, registration, intent.id, async (unit) => {
          if (!registration) return;
          const failed = await transition(unit, registration.id, {
            to: "failed",
            from: ["pending_payment"],
            cause: "gateway",
            set: { status_note: intent.last_payment_error?.message ?? "The payment failed." },
          });
          if (failed) await releaseRegistrationSeat(unit, registration, seatMail);
        });
      }
      case "charge.refunded": {
        const charge = event.data.object;
        const intentId =
          typeof charge.payment_intent === "string"
            ? charge.payment_intent
            : (charge.payment_intent?.id ?? null);
        const registration = intentId ? await records.byPaymentIntent(intentId) : undefined;
        if (!registration || !charge.refunded) return apply(event, registration, intentId);
        return apply(event, registration, intentId, async (unit) => {
          const refunded = await transition(unit, registration.id, {
            to: "refunded",
            from: ["paid", "refund_pending", "needs_refund"],
            cause: "gateway",
            // A refund staff asked for was announced when they cancelled; one made in
            // Stripe's dashboard is news to the student.
            emails:
              registration.status === "refund_pending"
                ? mail.registrationRefunded(summary(registration))
                : [],
          });
          if (refunded) await releaseRegistrationSeat(unit, registration, seatMail);
        });
      }
      default:
        return apply(event, undefined, null);
    }
  };
}
