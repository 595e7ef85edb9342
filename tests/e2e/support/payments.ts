import { calendarParts, type CalendarPart } from "../../support/calendar-mail";
import path from "node:path";
import type { Page } from "@playwright/test";
import { razorpayCheckoutScript } from "#app/features/projects/razorpay-checkout";
import {
  standInKeyId,
  standInKeySecret,
  type RazorpayOrder,
  type RazorpayPayment,
} from "../../support/razorpay-api";
import {
  checkoutAnswer,
  deliverRazorpayEvent,
  orderPaid,
  paymentCaptured,
  razorpayStandInEnv,
} from "../../support/razorpay-events";
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
/** The Razorpay API stand-in the main server's official SDK talks to. */
export const e2eRazorpayStandInPort = e2ePort + 6;

/** The emails the main test server has sent so far. */
export async function sentEmails(): Promise<
  Array<{ to: string[]; subject: string; text: string }>
> {
  const response = await fetch(`http://127.0.0.1:${e2eSmtpSinkPort + 1}/messages`);
  return (await response.json()) as Array<{ to: string[]; subject: string; text: string }>;
}

/** The calendar parts of every message to `to` whose subject starts with `subject`, oldest first. */
export async function calendarsSent(to: string, subject: string): Promise<CalendarPart[][]> {
  const response = await fetch(`http://127.0.0.1:${e2eSmtpSinkPort + 1}/messages/raw`);
  const messages = (await response.json()) as Array<{ to: string[]; subject: string; raw: string }>;
  return Promise.all(
    messages
      .filter((message) => message.to.includes(to) && message.subject.startsWith(subject))
      .map((message) => calendarParts({ raw: Buffer.from(message.raw, "base64") })),
  );
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

/** The main server's Razorpay settings: the API stand-in's keys, webhook secret and address. */
export const e2eRazorpay = razorpayStandInEnv({
  url: `http://127.0.0.1:${e2eRazorpayStandInPort}`,
});

const razorpayCheckoutJs = path.join(import.meta.dirname, "razorpay-checkout-stand-in.js");
const razorpayCheckoutFrame = path.join(import.meta.dirname, "razorpay-checkout-frame.html");

/** Razorpay's words for a declined payment, as payment.failed hands them to the page. */
const declined = (order: RazorpayOrder, payment: RazorpayPayment) => ({
  error: {
    code: "BAD_REQUEST_ERROR",
    description: payment.error_description ?? "Payment failed",
    source: "bank",
    step: "payment_authorization",
    reason: "payment_failed",
    metadata: { order_id: order.id, payment_id: payment.id },
  },
});

/**
 * checkout.razorpay.com and api.razorpay.com cannot be reached from here. The browser gets a
 * stand-in of Checkout.js instead, whose window (a frame at api.razorpay.com, as Checkout's)
 * is a small page with Pay, Fail and Close. Its Pay and Fail reach this Node side, which pays
 * the order at the Razorpay API stand-in (POST /__pay/:orderId) and answers as Checkout
 * does: a successful payment signed with the key secret, or Razorpay's error. Razorpay's
 * webhooks for the payments made follow when the test says they arrive.
 */
export class RazorpayCheckoutStandIn {
  /** Payments made in Checkout whose webhooks Razorpay has not sent yet. */
  private unsent: Array<{ order: RazorpayOrder; payment: RazorpayPayment }> = [];

  async serve(page: Page): Promise<void> {
    await page.route(razorpayCheckoutScript, (route) =>
      route.fulfill({ path: razorpayCheckoutJs, contentType: "text/javascript" }),
    );
    await page.route(/^https:\/\/api\.razorpay\.com\/v1\/checkout\/public\?/, (route) =>
      route.fulfill({ path: razorpayCheckoutFrame, contentType: "text/html" }),
    );
    await page.route(/^https:\/\/api\.razorpay\.com\/__stand-in\//, async (route) => {
      const [, what, orderId] =
        /\/__stand-in\/(pay|fail)\/([^/]+)$/.exec(new URL(route.request().url()).pathname) ?? [];
      if (!what || !orderId) return route.fulfill({ status: 404, json: {} });
      const answer = await fetch(`${e2eRazorpay.RAZORPAY_API_URL}/__pay/${orderId}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(what === "fail" ? { status: "failed" } : {}),
      });
      const body = (await answer.json()) as { payment: RazorpayPayment; order: RazorpayOrder };
      if (!answer.ok) return route.fulfill({ status: answer.status, json: body });
      const { order, payment } = body;
      if (what === "fail") return route.fulfill({ json: declined(order, payment) });
      this.unsent.push({ order, payment });
      return route.fulfill({ json: checkoutAnswer(order, payment) });
    });
  }

  /**
   * What Razorpay then does: sends the site the signed payment.captured and order.paid
   * webhooks of every payment made in Checkout since the last call.
   */
  async sendWebhooks(siteUrl: string): Promise<void> {
    for (const { order, payment } of this.unsent.splice(0)) {
      for (const event of [paymentCaptured(payment), orderPaid(order, payment)]) {
        const delivered = await deliverRazorpayEvent(siteUrl, event);
        if (!delivered.ok) throw new Error(`the Razorpay webhook answered ${delivered.status}`);
      }
    }
  }

  /** The orders the site created at Razorpay for a registration (its reference is the receipt). */
  async ordersFor(reference: string): Promise<RazorpayOrder[]> {
    const answer = await fetch(
      `${e2eRazorpay.RAZORPAY_API_URL}/v1/orders?receipt=${encodeURIComponent(reference)}`,
      {
        headers: {
          authorization: `Basic ${Buffer.from(`${standInKeyId}:${standInKeySecret}`).toString("base64")}`,
        },
      },
    );
    return ((await answer.json()) as { items: RazorpayOrder[] }).items;
  }
}
