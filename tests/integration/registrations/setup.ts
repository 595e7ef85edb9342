import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { pipelineProjects } from "#shared/content/projects";
import type { RazorpayCheckout } from "#shared/domain/registrations";
import { outboxIdle } from "../../support/outbox-idle";
import { RazorpayApiStandIn } from "../../support/razorpay-api";
import { razorpayStandInEnv } from "../../support/razorpay-events";
import { SmtpSink, type ReceivedEmail } from "../../support/smtp-sink";
import { StripeApiStandIn } from "../../support/stripe-api";
import { stripeStandInEnv } from "../../support/stripe-events";
import { startTestServer, type TestServer } from "../../support/test-server";

export const staffEmail = "staff@kodeveda.test";
export const project = pipelineProjects[0]!;

let counter = 0;
/** A student nobody has used yet, so each test starts from a clean history. */
export function student(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: "Ananya Reddy",
    email: `ananya.${counter}@student.example`,
    phone: "+91 98480 22338",
    college: "CBIT Hyderabad",
    section: "CSE-B",
    year: "3rd Year",
    paymentMethod: "stripe",
    projectId: project.id,
    ...overrides,
  };
}

export type UpiAnswer = {
  reference: string;
  upi: { link: string; vpa: string; payeeName: string; amount: string };
};

/**
 * A server with card, Razorpay and UPI payments on, Stripe's and Razorpay's APIs answered by
 * local stand-ins and mail caught by a local SMTP server; started before the file's tests,
 * stopped after.
 */
export function registrationServer() {
  const sink = new SmtpSink();
  const stripeApi = new StripeApiStandIn();
  const razorpayApi = new RazorpayApiStandIn();
  let started: TestServer | undefined;
  const server = () => {
    if (!started) throw new Error("the registration server has not started");
    return started;
  };

  beforeAll(async () => {
    await sink.start();
    await stripeApi.start();
    await razorpayApi.start();
    started = await startTestServer({
      SMTP_URL: sink.url,
      STAFF_EMAIL: staffEmail,
      FORM_RATE_LIMIT: "1000",
      ...stripeStandInEnv(stripeApi),
      ...razorpayStandInEnv(razorpayApi),
      UPI_VPA: "kodeveda@okaxis",
      UPI_PAYEE_NAME: "Kodeveda Technologies",
    });
  });
  afterAll(async () => {
    await started?.close();
    await stripeApi.stop();
    await razorpayApi.stop();
    await sink.stop();
  });
  beforeEach(() => {
    stripeApi.failWith(undefined);
    razorpayApi.failWith(undefined);
  });

  const post = (path: string, body: unknown) =>
    fetch(server().url + path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  return {
    sink,
    stripeApi,
    razorpayApi,
    server,
    post,

    /** The audit entries about a registration: what happened, and what was said of it. */
    auditOf: (reference: string) =>
      server()
        .database.db.selectFrom("audit_log")
        .select(["action", "detail"])
        .where("subject", "=", reference)
        .execute(),

    registration: (reference: string) =>
      server()
        .database.db.selectFrom("registrations")
        .selectAll()
        .where("reference", "=", reference)
        .executeTakeFirstOrThrow(),

    count: async (table: "registrations" | "payment_events" | "audit_log" | "email_outbox") => {
      const row = await server()
        .database.db.selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    registerByCard: async (body = student()) => {
      const response = await post("/api/register", body);
      expect(response.status).toBe(201);
      const answer = (await response.json()) as { client_secret: string; reference: string };
      const intentId = answer.client_secret.split("_secret_")[0]!;
      return { ...answer, intentId, intent: stripeApi.intents.get(intentId)!, body };
    },

    registerByRazorpay: async (body = student({ paymentMethod: "razorpay" })) => {
      const response = await post("/api/register", body);
      expect(response.status).toBe(201);
      const answer = (await response.json()) as { reference: string; razorpay: RazorpayCheckout };
      return { ...answer, order: razorpayApi.orders.get(answer.razorpay.orderId)!, body };
    },

    registerByUpi: async (body = student({ paymentMethod: "upi" })) => {
      const response = await post("/api/register", body);
      expect(response.status).toBe(201);
      return { ...((await response.json()) as UpiAnswer), body };
    },

    /** The mail matching `which` once the outbox has nothing more to send. */
    settledMail: async (which: (email: ReceivedEmail) => boolean, expected: number) => {
      await sink.waitFor(which, expected);
      await outboxIdle(server());
      return sink.received.filter(which);
    },
  };
}
