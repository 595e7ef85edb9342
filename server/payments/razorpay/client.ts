import { createHmac, timingSafeEqual } from "node:crypto";
import Razorpay from "razorpay";
import type { Refunds } from "razorpay/dist/types/refunds";
import type { Config } from "../../config";

export type RazorpaySettings = NonNullable<Config["razorpay"]>;

/** The SDK's HTTP client: the SDK has no host option, so a stand-in is reached through it. */
interface SdkTransport {
  api: {
    rq: {
      defaults: { baseURL?: string; timeout?: number };
      post: (
        url: string,
        data: unknown,
        config: { headers: Record<string, string> },
      ) => Promise<{ data: unknown }>;
    };
  };
}

/** Razorpay's error answer, as the SDK reads it. */
interface ApiFailure {
  response?: { status?: number; data?: { error?: { description?: string } } };
}

/**
 * The official Razorpay client, authenticating with the key id and secret (HTTP Basic).
 * RAZORPAY_API_URL points it at a local stand-in of the API in tests; otherwise it talks to
 * api.razorpay.com. Every call gives up after 20 seconds rather than hold a student's
 * request open.
 */
export function createRazorpayClient({ keyId, keySecret, apiUrl }: RazorpaySettings): Razorpay {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  const { defaults } = (client as unknown as SdkTransport).api.rq;
  defaults.timeout = 20_000;
  if (apiUrl) defaults.baseURL = apiUrl.origin;
  return client;
}

/** HMAC-SHA256 in hex, compared in constant time (the SDK's own helper compares with ===). */
function signedBy(secret: string, payload: string | Buffer, signature: string): boolean {
  const expected = createHmac("sha256", secret).update(payload).digest();
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Checkout's success handler signs `order_id|payment_id` with the key secret: a valid
 * signature proves Razorpay took a payment for this order (razorpay.com/docs/payments/
 * payment-gateway/web-integration/standard/integration-steps/#15-verify-payment-signature).
 */
export function isCheckoutSignatureValid(
  keySecret: string,
  { orderId, paymentId, signature }: { orderId: string; paymentId: string; signature: string },
): boolean {
  return signedBy(keySecret, `${orderId}|${paymentId}`, signature);
}

/** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
export function isWebhookSignatureValid(
  webhookSecret: string,
  rawBody: Buffer,
  signature: string,
): boolean {
  return signedBy(webhookSecret, rawBody, signature);
}

/**
 * Refunds a payment with Razorpay's X-Refund-Idempotency header (razorpay.com/docs/api/
 * refunds/normal-refunds-idempotent): the same key and body again answer with the refund
 * already made, so a retry after a lost answer or a crash never refunds twice. The SDK's
 * `payments.refund` cannot send the header, so the request goes through the SDK's own HTTP
 * client (its address, keys and timeout). A failure is reduced to Razorpay's status and
 * description: the HTTP client's own error carries the keys.
 */
export async function refundPayment(
  client: Razorpay,
  paymentId: string,
  body: Refunds.RazorpayRefundCreateRequestBody,
  idempotencyKey: string,
): Promise<Refunds.RazorpayRefund> {
  const { rq } = (client as unknown as SdkTransport).api;
  try {
    const answer = await rq.post(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, body, {
      headers: { "X-Refund-Idempotency": idempotencyKey },
    });
    return answer.data as Refunds.RazorpayRefund;
  } catch (error) {
    const { response } = error as ApiFailure;
    const description = response?.data?.error?.description ?? "no answer";
    // eslint-disable-next-line preserve-caught-error -- the HTTP client's error holds the keys
    throw new Error(
      `Razorpay refused the refund (${response?.status ?? "network"}): ${description}`,
    );
  }
}
