import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privacyNoticeVersion } from "#shared/content/legal";
import { registrationMessages } from "#server/services/registrations";
import { standInKeyId } from "../../support/razorpay-api";
import { deliverStripeEvent, stripeEvent, succeeded } from "../../support/stripe-events";
import { startTestServer, type TestServer } from "../../support/test-server";
import { project, registrationServer, student } from "./setup";

const { sink, stripeApi, server, post, registration, count, registerByCard } = registrationServer();

describe("GET /api/payments/options", () => {
  it("tells the dialog which payment methods are on, with the publishable key", async () => {
    const response = await fetch(`${server().url}/api/payments/options`);
    expect(await response.json()).toEqual({
      card: { publishableKey: "pk_test_stand_in" },
      razorpay: { keyId: standInKeyId },
      upi: true,
      returnUrl: `${server().config.siteUrl.origin}/projects?success=true`,
    });
  });
});

describe("POST /api/register with a card", () => {
  it("stores the registration and answers with the client secret of a ₹500 PaymentIntent", async () => {
    const body = student({ email: "  Ananya.Card@Student.Example " });
    const { client_secret, reference, intent } = await registerByCard(body);
    expect(client_secret).toBe(intent.client_secret);
    expect(reference).toMatch(/^KV[0-9A-Z]{8}$/);

    const stored = await registration(reference);
    expect(stored).toMatchObject({
      project_id: project.id,
      name: "Ananya Reddy",
      email: "ananya.card@student.example",
      college: "CBIT Hyderabad",
      section: "CSE-B",
      year: "3rd Year",
      payment_method: "stripe",
      amount_paise: 50_000,
      currency: "INR",
      status: "pending_payment",
      stripe_payment_intent_id: intent.id,
      consent_notice: privacyNoticeVersion,
      under_18: 0,
    });

    const request = stripeApi.created.at(-1)!;
    expect(request.authorization).toBe("Bearer sk_test_stand_in");
    expect(request.idempotencyKey).toBe(`registration-${stored.id}`);
    expect(request.body).toMatchObject({
      amount: "50000",
      currency: "inr",
      receipt_email: "ananya.card@student.example",
      automatic_payment_methods: { enabled: "true" },
      metadata: { registration_id: stored.id, reference, project_id: project.id },
    });
  });

  it("gives each submission its own registration and PaymentIntent, leaving the earlier one as it was", async () => {
    const body = student();
    const first = await registerByCard(body);
    const created = stripeApi.created.length;
    const second = await registerByCard({ ...body, section: "CSE-C" });
    expect(second.reference).not.toBe(first.reference);
    expect(second.client_secret).not.toBe(first.client_secret);
    expect(stripeApi.created).toHaveLength(created + 1);
    expect((await registration(first.reference)).section).toBe("CSE-B");
  });

  // An unknown project is answered at its field once the rest is valid (the database says
  // which exist): tests/integration/projects/seats.test.ts.
  it("answers 400 with each invalid field and stores nothing", async () => {
    const before = await count("registrations");
    const created = stripeApi.created.length;
    const response = await post("/api/register", {
      name: " ",
      email: "not-an-email",
      phone: "12",
      college: "",
      section: "",
      year: "5th Year",
      paymentMethod: "cash",
      projectId: "no-such-project",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        { path: "name", msg: "Name is required" },
        { path: "email", msg: "Please enter a valid email address" },
        { path: "phone", msg: "Please enter a valid phone number" },
        { path: "college", msg: "College is required" },
        { path: "section", msg: "Section is required" },
        { path: "year", msg: "Please choose your year of study" },
        { path: "paymentMethod", msg: "Please choose a payment method" },
      ],
    });
    expect(await count("registrations")).toBe(before);
    expect(stripeApi.created).toHaveLength(created);
  });

  it("defaults the payment method to card, as the specification says", async () => {
    const body: Record<string, unknown> = student();
    delete body.paymentMethod;
    const response = await post("/api/register", body);
    expect(response.status).toBe(201);
    expect(await response.json()).toHaveProperty("client_secret");
  });

  it("surfaces a Stripe failure as a sentence and keeps the registration; trying again works", async () => {
    stripeApi.failWith({
      status: 400,
      type: "invalid_request_error",
      message: "Your account cannot currently make live charges.",
    });
    const body = student();
    const failed = await post("/api/register", body);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: registrationMessages.cardFailedToStart });

    const kept = await server()
      .database.db.selectFrom("registrations")
      .selectAll()
      .where("email", "=", body.email)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ status: "pending_payment", stripe_payment_intent_id: null });
    stripeApi.failWith(undefined);
    const retried = await registerByCard(body);
    expect((await registration(retried.reference)).stripe_payment_intent_id).toBe(retried.intentId);
  });
});

describe("registration status for the /projects banner", () => {
  it("is looked up by PaymentIntent or by reference, and tells no personal data", async () => {
    const { reference, intent } = await registerByCard();
    const byIntent = await fetch(
      `${server().url}/api/registrations/by-payment-intent/${intent.id}`,
    );
    expect(await byIntent.json()).toEqual({
      reference,
      status: "pending_payment",
      paymentMethod: "stripe",
      projectTitle: project.title,
      checkoutVerified: false,
    });
    await deliverStripeEvent(server().url, succeeded(intent));
    const byReference = await fetch(`${server().url}/api/registrations/${reference}`);
    expect(await byReference.json()).toMatchObject({ status: "paid" });

    for (const path of ["by-payment-intent/pi_unknown", "KV00000000", "nonsense"]) {
      const missing = await fetch(`${server().url}/api/registrations/${path}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: registrationMessages.notFound });
    }
  });
});

describe("without payment configuration", () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ SMTP_URL: sink.url, FORM_RATE_LIMIT: "1000" });
  });
  afterAll(() => bare.close());

  it("offers neither method and refuses each with a sentence", async () => {
    const options = await fetch(`${bare.url}/api/payments/options`);
    expect(await options.json()).toMatchObject({ card: null, upi: false });

    const card = await fetch(`${bare.url}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(student()),
    });
    expect(card.status).toBe(503);
    expect(await card.json()).toEqual({ error: registrationMessages.cardUnavailable });

    const upi = await fetch(`${bare.url}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(student({ paymentMethod: "upi" })),
    });
    expect(upi.status).toBe(503);

    const webhook = await deliverStripeEvent(bare.url, stripeEvent("payment_intent.succeeded", {}));
    expect(webhook.status).toBe(404);
  });
});
