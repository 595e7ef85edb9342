import { createHmac } from "node:crypto";
import {
  razorpayId,
  standInKeyId,
  standInKeySecret,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from "./razorpay-api";

export const testRazorpayWebhookSecret = "razorpay-webhook-secret-for-the-stand-in";

/** A server's Razorpay settings for a running stand-in. */
export const razorpayStandInEnv = (standIn: { url: string }) => ({
  RAZORPAY_KEY_ID: standInKeyId,
  RAZORPAY_KEY_SECRET: standInKeySecret,
  RAZORPAY_WEBHOOK_SECRET: testRazorpayWebhookSecret,
  RAZORPAY_API_URL: standIn.url,
});

const hmac = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(payload).digest("hex");

/** What Checkout hands its success handler after a payment: signed with the key secret. */
export function checkoutAnswer(
  order: { id: string },
  payment: { id: string },
  secret = standInKeySecret,
) {
  return {
    razorpay_payment_id: payment.id,
    razorpay_order_id: order.id,
    razorpay_signature: hmac(secret, `${order.id}|${payment.id}`),
  };
}

/** A webhook event as Razorpay delivers it: the entities it is about, each under `entity`. */
export function razorpayEvent(
  event: string,
  entities: { payment?: RazorpayPayment; order?: RazorpayOrder; refund?: RazorpayRefund },
) {
  const payload = Object.fromEntries(
    Object.entries(entities).map(([name, entity]) => [name, { entity }]),
  );
  return {
    entity: "event",
    account_id: "acc_StandInAccount1",
    event,
    contains: Object.keys(entities),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  };
}

export const paymentCaptured = (payment: RazorpayPayment) =>
  razorpayEvent("payment.captured", { payment });
export const orderPaid = (order: RazorpayOrder, payment: RazorpayPayment) =>
  razorpayEvent("order.paid", { payment, order });
export const paymentFailed = (payment: RazorpayPayment) =>
  razorpayEvent("payment.failed", { payment });
/** Razorpay's word that a refund reached the student's bank. */
export const refundProcessed = (refund: RazorpayRefund, payment: RazorpayPayment) =>
  razorpayEvent("refund.processed", {
    refund: { ...refund, status: "processed" },
    payment,
  });

/**
 * Posts the event to the site's webhook, signed as Razorpay signs deliveries (HMAC-SHA256 of
 * the body with the webhook secret, in X-Razorpay-Signature), with its event id in
 * X-Razorpay-Event-Id; `eventId` again is a redelivery.
 */
export async function deliverRazorpayEvent(
  siteUrl: string,
  event: object,
  {
    secret = testRazorpayWebhookSecret,
    eventId = razorpayId("evt"),
    body,
  }: { secret?: string; eventId?: string; body?: string } = {},
): Promise<Response> {
  const payload = JSON.stringify(event);
  return fetch(`${siteUrl}/api/razorpay/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": hmac(secret, payload),
      "x-razorpay-event-id": eventId,
    },
    body: body ?? payload,
  });
}
