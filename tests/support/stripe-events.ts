import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import type { PaymentIntent } from "./stripe-api";

export const testWebhookSecret = "whsec_test_secret_for_the_local_stand_in";

/** An event as Stripe delivers it, about one PaymentIntent (or a charge of one). */
export function stripeEvent(
  type: string,
  object: object,
  eventId = `evt_${randomBytes(12).toString("hex")}`,
) {
  return {
    id: eventId,
    object: "event",
    api_version: "2025-10-29.clover",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export const succeeded = (intent: PaymentIntent) =>
  stripeEvent("payment_intent.succeeded", {
    ...intent,
    status: "succeeded",
    amount_received: intent.amount,
  });

/** The charge of a paid intent, refunded in full: what Stripe sends once a refund went through. */
export const chargeRefunded = (intent: PaymentIntent) =>
  stripeEvent("charge.refunded", {
    id: `ch_${randomBytes(12).toString("hex")}`,
    object: "charge",
    amount: intent.amount,
    amount_refunded: intent.amount,
    currency: intent.currency,
    payment_intent: intent.id,
    refunded: true,
  });

export const paymentFailed = (intent: PaymentIntent) =>
  stripeEvent("payment_intent.payment_failed", {
    ...intent,
    status: "requires_payment_method",
    last_payment_error: { message: "Your card was declined." },
  });

/**
 * Posts the event to the site's webhook, signed with Stripe's own helper exactly as Stripe
 * signs deliveries (or as told otherwise, to test refusals).
 */
export async function deliverStripeEvent(
  siteUrl: string,
  event: object,
  { secret = testWebhookSecret, body }: { secret?: string; body?: string } = {},
): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return fetch(`${siteUrl}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: body ?? payload,
  });
}

/** A server's Stripe settings for a running stand-in: test keys and the test webhook secret. */
export const stripeStandInEnv = (standIn: { url: string }) => ({
  STRIPE_SECRET_KEY: "sk_test_stand_in",
  STRIPE_PUBLISHABLE_KEY: "pk_test_stand_in",
  STRIPE_WEBHOOK_SECRET: testWebhookSecret,
  STRIPE_API_URL: standIn.url,
});
