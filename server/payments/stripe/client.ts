import Stripe from "stripe";
import type { Config } from "../../config";

export type StripeSettings = NonNullable<Config["stripe"]>;

/**
 * The official Stripe client. STRIPE_API_URL points it at another host (a local stand-in of
 * the API in tests); otherwise it talks to Stripe. Network failures are retried by the SDK
 * with the same idempotency key, so a retry never creates a second PaymentIntent.
 */
export function createStripeClient({ secretKey, apiUrl }: StripeSettings): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(apiUrl
      ? {
          host: apiUrl.hostname,
          port: Number(apiUrl.port || (apiUrl.protocol === "https:" ? 443 : 80)),
          protocol: apiUrl.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}
