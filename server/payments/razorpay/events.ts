import { z } from "zod";
import type { Logger } from "../../logger";
import type { Happening, OrderLookup, PaymentEvent, PaymentOrder, SignedEvents } from "../gateway";
import { isWebhookSignatureValid } from "./client";
import { isTheFee, paymentMismatchNote } from "./mismatch";

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

/** Razorpay's event ids (X-Razorpay-Event-Id): anything else is not a delivery of theirs. */
const eventIdShape = /^[A-Za-z0-9_-]{1,100}$/;

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
 * Razorpay's webhook: X-Razorpay-Signature is HMAC-SHA256 of the raw body with the webhook
 * secret. Each event is recorded as `razorpay:<event id>`, and by what the signed body is
 * about (`payloadKey`), so it is applied once. Only payment.captured and order.paid pay, and
 * only when Razorpay received the order's amount in rupees; both come for one payment, and
 * the second changes nothing.
 */
export function razorpayEvents(webhookSecret: string | undefined, logger: Logger): SignedEvents {
  return {
    notConfigured: "Razorpay payments are not configured on this site.",
    verify({ body, header }) {
      const signature = header("X-Razorpay-Signature");
      if (
        !signature ||
        !webhookSecret ||
        !isWebhookSignatureValid(webhookSecret, body, signature)
      ) {
        return { kind: "bad_signature" };
      }
      const eventId = header("X-Razorpay-Event-Id");
      if (!eventId || !eventIdShape.test(eventId)) {
        return { kind: "malformed", answer: "The webhook has no event id.", log: "no event id" };
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString("utf8"));
      } catch {
        return { kind: "malformed", answer: "The webhook body is not JSON." };
      }
      return {
        kind: "verified",
        event: {
          id: `razorpay:${eventId}`,
          read: (orders) => read(eventId, parsed, orders, logger),
        },
      };
    },
  };
}

async function read(
  eventId: string,
  body: unknown,
  orders: OrderLookup,
  logger: Logger,
): Promise<PaymentEvent> {
  const parsed = eventShape.safeParse(body);
  if (!parsed.success) {
    logger.warn({ event: eventId, err: parsed.error }, "Razorpay event of an unknown shape");
    return { type: "unknown", paymentId: null, order: undefined, happened: { kind: "nothing" } };
  }
  const { event: type, payload } = parsed.data;
  const entity = payload.payment?.entity;
  const about = (
    order: PaymentOrder | undefined,
    happened: Happening = { kind: "nothing" },
  ): PaymentEvent => ({
    type,
    paymentId: entity?.id ?? null,
    payloadKey: payloadKey(type, payload),
    order,
    happened,
  });

  async function forPayment(paid: RazorpayPayment): Promise<PaymentOrder | undefined> {
    const byOrder = paid.order_id
      ? await orders.byGatewayId("razorpay_order_id", paid.order_id)
      : undefined;
    const id = paid.notes.registration_id;
    return byOrder ?? (typeof id === "string" ? await orders.byRegistrationId(id) : undefined);
  }

  switch (type) {
    case "payment.captured":
    case "order.paid": {
      if (!entity) break;
      const order = await forPayment(entity);
      const ids = { razorpay_payment_id: entity.id };
      if (order && !isTheFee(entity, order.amountPaise)) {
        logger.error(
          { payment: entity.id, amount: entity.amount, currency: entity.currency },
          "Razorpay payment does not match the registration fee",
        );
        const note = paymentMismatchNote(entity, order.amountPaise);
        return about(order, { kind: "received", ids, mismatch: { note, audited: true } });
      }
      return about(order, { kind: "received", ids });
    }
    case "payment.failed": {
      if (!entity) break;
      // The order stays open: the student may try again in Checkout.
      return about(await forPayment(entity), {
        kind: "failed",
        note: entity.error_description ?? "The payment failed.",
        orderStaysOpen: true,
      });
    }
    case "refund.processed": {
      const refunded = payload.refund?.entity;
      if (!refunded) break;
      const order =
        (await orders.byGatewayId("razorpay_payment_id", refunded.payment_id)) ??
        (entity && (await forPayment(entity)));
      if (!order || refunded.amount < order.amountPaise) return about(order);
      return about(order, { kind: "refunded", refundId: refunded.id });
    }
    case "refund.failed": {
      const failed = payload.refund?.entity;
      if (!failed) break;
      const order = await orders.byGatewayId("razorpay_payment_id", failed.payment_id);
      logger.error(
        { refund: failed.id, registration: order?.reference },
        "Razorpay could not complete a refund",
      );
      return about(order, {
        kind: "refund_failed",
        note: `Razorpay could not complete the refund ${failed.id}: refund it again from Razorpay's dashboard.`,
      });
    }
  }
  return about(undefined);
}
