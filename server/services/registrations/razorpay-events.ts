import type { Kysely } from "kysely";
import { z } from "zod";
import type { DatabaseSchema } from "../../db/schema";
import type { Logger } from "../../logger";
import type { MailComposer } from "../../mail/messages";
import { releaseRegistrationSeat, type SeatMail } from "../projects/seats";
import type { Commit } from "../unit-of-work";
import { paidOrRefundNeeded } from "./confirm-payment";
import { isTheFee, paymentMismatchNote } from "./razorpay-mismatch";
import { paymentEventLog, type EventChange, type EventOutcome } from "./payment-events";
import { summary, type Registration, type RegistrationRecords } from "./records";
import { transition } from "./transition";

/** Razorpay sends notes as an object, or as an empty array when there are none. */
const notes = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .nullish()
  .transform((value) => (value && !Array.isArray(value) ? value : {}));

const payment = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  order_id: z.string().nullish(),
  notes,
  error_description: z.string().nullish(),
  amount_refunded: z.number().nullish(),
});

const refund = z.object({
  id: z.string(),
  amount: z.number(),
  payment_id: z.string(),
});

/** The parts of Razorpay's webhook payload we read (razorpay.com/docs/webhooks/payloads). */
const eventShape = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: payment }).optional(),
      refund: z.object({ entity: refund }).optional(),
    })
    .default({}),
});

type RazorpayPayment = z.infer<typeof payment>;

const cancelledThenPaid =
  "The Razorpay payment went through after staff had cancelled the registration.";

/**
 * What a Razorpay event is about, from its signed body: its type and the refund or payment
 * it names. The X-Razorpay-Event-Id header is outside the signature, so the same signed
 * body could come again under another id; this key makes it a duplicate all the same.
 */
function payloadKey(type: string, payload: z.infer<typeof eventShape>["payload"]) {
  const subject = payload.refund?.entity.id ?? payload.payment?.entity.id;
  return subject ? `razorpay:${type}:${subject}` : null;
}

/**
 * Verified Razorpay events, each applied once (recorded as `razorpay:<event id>`, and by
 * what the signed body is about: `payloadKey`). Only
 * payment.captured and order.paid make a registration paid, and only when Razorpay received
 * the full fee in rupees; both come for one payment, and the second changes nothing.
 */
export function razorpayEvents(
  db: Kysely<DatabaseSchema>,
  commit: Commit,
  { mail, logger, seatMail }: { mail: MailComposer; logger: Logger; seatMail: SeatMail },
  records: RegistrationRecords,
) {
  const log = paymentEventLog(db, commit);

  async function forPayment(entity: RazorpayPayment): Promise<Registration | undefined> {
    const byOrder = entity.order_id ? await records.byRazorpayOrder(entity.order_id) : undefined;
    const id = entity.notes.registration_id;
    return byOrder ?? (typeof id === "string" ? await records.byId(id) : undefined);
  }

  function captured(
    record: (registration: Registration | undefined, change?: EventChange) => Promise<EventOutcome>,
    entity: RazorpayPayment,
    registration: Registration | undefined,
  ): Promise<EventOutcome> {
    if (!registration) {
      logger.warn({ payment: entity.id }, "Razorpay payment for no registration of ours");
      return record(undefined);
    }
    if (!isTheFee(entity, registration.amount_paise)) {
      const received = paymentMismatchNote(entity, registration.amount_paise);
      logger.error(
        { payment: entity.id, amount: entity.amount, currency: entity.currency },
        "Razorpay payment does not match the registration fee",
      );
      return record(registration, {
        from: [registration.status],
        to: registration.status,
        cause: "gateway",
        set: { status_note: received },
        audit: {
          actor: { id: null, email: "system" },
          action: "registration.payment_mismatch",
          subject: registration.reference,
          detail: received,
        },
      });
    }
    const paidAt = new Date();
    const set = { payment_method: "razorpay", razorpay_payment_id: entity.id } as const;
    if (registration.status === "cancelled") {
      // Staff cancelled it while the student was paying: the money goes back.
      return record(registration, {
        from: ["cancelled"],
        to: "needs_refund",
        cause: "gateway",
        set: { ...set, paid_at: paidAt.toISOString(), status_note: cancelledThenPaid },
        emails: mail.refundNeeded(summary({ ...registration, ...set }, paidAt), cancelledThenPaid),
      });
    }
    return record(registration, (unit) =>
      paidOrRefundNeeded(unit, registration, {
        mail,
        from: ["pending_payment", "failed", "expired"],
        cause: "gateway",
        paidAt,
        set,
      }),
    );
  }

  return async function handle(eventId: string, body: unknown): Promise<EventOutcome> {
    const id = `razorpay:${eventId}`;
    if (await log.seen(id)) return "duplicate";
    const parsed = eventShape.safeParse(body);
    if (!parsed.success) {
      logger.warn({ event: eventId, err: parsed.error }, "Razorpay event of an unknown shape");
      return log.apply({ id, type: "unknown", paymentId: null, registration: undefined });
    }
    const { event: type, payload } = parsed.data;
    const entity = payload.payment?.entity;
    const received = {
      id,
      type,
      paymentId: entity?.id ?? null,
      payloadKey: payloadKey(type, payload),
    };
    const record = (registration: Registration | undefined, change?: EventChange) =>
      log.apply({ ...received, registration }, change);

    switch (type) {
      case "payment.captured":
      case "order.paid":
        if (!entity) break;
        return captured(record, entity, await forPayment(entity));
      case "payment.failed": {
        if (!entity) break;
        const registration = await forPayment(entity);
        // The order stays open: the student may try again in Checkout.
        return record(registration, {
          from: ["pending_payment"],
          to: "pending_payment",
          cause: "gateway",
          set: { status_note: entity.error_description ?? "The payment failed." },
        });
      }
      case "refund.processed": {
        const refunded = payload.refund?.entity;
        if (!refunded) break;
        const registration =
          (await records.byRazorpayPayment(refunded.payment_id)) ??
          (entity && (await forPayment(entity)));
        if (!registration || refunded.amount < registration.amount_paise) {
          return record(registration);
        }
        return record(registration, async (unit) => {
          const moved = await transition(unit, registration.id, {
            to: "refunded",
            from: ["paid", "refund_pending", "needs_refund"],
            cause: "gateway",
            set: { refund_reference: registration.refund_reference ?? refunded.id },
            // A refund staff asked for was announced when they cancelled; one made in
            // Razorpay's dashboard is news to the student.
            emails:
              registration.status === "refund_pending"
                ? mail.registrationRefunded(summary(registration))
                : [],
          });
          if (moved) await releaseRegistrationSeat(unit, registration, seatMail);
        });
      }
      case "refund.failed": {
        const failed = payload.refund?.entity;
        if (!failed) break;
        const registration = await records.byRazorpayPayment(failed.payment_id);
        logger.error(
          { refund: failed.id, registration: registration?.reference },
          "Razorpay could not complete a refund",
        );
        return record(registration, {
          from: ["refund_pending"],
          to: "refund_pending",
          cause: "gateway",
          set: {
            status_note: `Razorpay could not complete the refund ${failed.id}: refund it again from Razorpay's dashboard.`,
          },
        });
      }
    }
    return record(undefined);
  };
}
