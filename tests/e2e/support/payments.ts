import path from "node:path";
import type { Page } from "@playwright/test";
import { deliverStripeEvent, succeeded } from "../../support/stripe-events";
import type { PaymentIntent } from "../../support/stripe-api";

/** Ports and keys shared by playwright.config.ts (which starts the servers) and the tests. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);
/** A server with UPI but no Stripe keys. */
export const e2eUpiOnlyPort = e2ePort + 1;
export const e2eStripeStandInPort = e2ePort + 2;
/** SMTP sink for the main server's mail; what it received is on the next port. */
export const e2eSmtpSinkPort = e2ePort + 3;
/**
 * A server of its own for the staff's stories (the blog editor, the project pipeline), whose
 * posts and projects would otherwise change what the visitors' tests count on the main server
 * while both run.
 */
export const e2eStaffPort = e2ePort + 5;

/** The emails the main test server has sent so far. */
export async function sentEmails(): Promise<
  Array<{ to: string[]; subject: string; text: string }>
> {
  const response = await fetch(`http://127.0.0.1:${e2eSmtpSinkPort + 1}/messages`);
  return (await response.json()) as Array<{ to: string[]; subject: string; text: string }>;
}

/** The first admin of the main test server (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = { email: "ops@kodeveda.test", password: "e2e admin password" } as const;

export const e2eStripe = {
  secretKey: "sk_test_e2e_stand_in",
  publishableKey: "pk_test_e2e_stand_in",
  webhookSecret: "whsec_e2e_stand_in",
  apiUrl: `http://127.0.0.1:${e2eStripeStandInPort}`,
} as const;

const stripeJs = path.join(import.meta.dirname, "stripe-js-stand-in.js");

/**
 * js.stripe.com cannot be reached from here: the browser gets a small stand-in of Stripe.js
 * instead, so the site's own payment code runs as it would against Stripe.
 */
export async function standInForStripeJs(page: Page): Promise<void> {
  await page.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ path: stripeJs, contentType: "text/javascript" }),
  );
}

/** What Stripe would then do: send the site the signed payment_intent.succeeded event. */
export async function stripeConfirmsPayment(siteUrl: string, intentId: string): Promise<void> {
  const response = await fetch(`${e2eStripe.apiUrl}/v1/payment_intents/${intentId}`, {
    headers: { authorization: `Bearer ${e2eStripe.secretKey}` },
  });
  const intent = (await response.json()) as PaymentIntent;
  const delivered = await deliverStripeEvent(siteUrl, succeeded(intent), {
    secret: e2eStripe.webhookSecret,
  });
  if (!delivered.ok) throw new Error(`webhook answered ${delivered.status}`);
}
