import Stripe from "stripe";
import type { Logger } from "../../logger";
import type { Happening, OrderLookup, PaymentEvent, PaymentOrder, SignedEvents } from "../gateway";

/**
 * Stripe's webhook: the Stripe-Signature header checked with the official SDK (five-minute
 * tolerance). Only payment_intent.succeeded pays, and only when Stripe received the order's
 * amount in rupees.
 */
export function stripeEvents(webhookSecret: string | undefined, logger: Logger): SignedEvents {
  return {
    notConfigured: "Card payments are not configured on this site.",
    verify({ body, header }) {
      const signature = header("Stripe-Signature");
      let event: Stripe.Event;
      try {
        if (!signature || !webhookSecret) throw new Error("no signature or body");
        event = Stripe.webhooks.constructEvent(body, signature, webhookSecret);
      } catch (error) {
        return { kind: "bad_signature", error };
      }
      return {
        kind: "verified",
        event: { id: event.id, type: event.type, read: (orders) => read(event, orders, logger) },
      };
    },
  };
}

async function read(event: Stripe.Event, orders: OrderLookup, logger: Logger) {
  const about = (
    order: PaymentOrder | undefined,
    paymentId: string | null,
    happened: Happening = { kind: "nothing" },
  ): PaymentEvent => ({ type: event.type, paymentId, order, happened });

  async function forIntent(intent: { id: string; metadata?: Stripe.Metadata | null }) {
    const id = intent.metadata?.registration_id;
    return (
      (id ? await orders.byRegistrationId(id) : undefined) ??
      (await orders.byGatewayId("stripe_payment_intent_id", intent.id))
    );
  }

  switch (event.type) {
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      const order = await forIntent(intent);
      const ids = { stripe_payment_intent_id: intent.id };
      if (order && (intent.amount_received !== order.amountPaise || intent.currency !== "inr")) {
        logger.error(
          { intent: intent.id, amount: intent.amount_received, currency: intent.currency },
          "Stripe payment does not match the registration fee",
        );
        const note = `Stripe received ${intent.amount_received} ${intent.currency}`;
        return about(order, intent.id, {
          kind: "received",
          ids,
          mismatch: { note, audited: false },
        });
      }
      return about(order, intent.id, { kind: "received", ids });
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      return about(await forIntent(intent), intent.id, {
        kind: "failed",
        note: intent.last_payment_error?.message ?? "The payment failed.",
        orderStaysOpen: false,
      });
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const intentId =
        typeof charge.payment_intent === "string"
          ? charge.payment_intent
          : (charge.payment_intent?.id ?? null);
      const order = intentId
        ? await orders.byGatewayId("stripe_payment_intent_id", intentId)
        : undefined;
      if (!order || !charge.refunded) return about(order, intentId);
      return about(order, intentId, { kind: "refunded", refundId: null });
    }
    default:
      return about(undefined, null);
  }
}
