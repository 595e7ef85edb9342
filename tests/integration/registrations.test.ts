import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pipelineProjects } from "../../app/content/projects";
import { privacyNoticeVersion } from "../../app/content/legal";
import { registrationMessages } from "../../server/services/registrations";
import { SmtpSink, sentTo, type ReceivedEmail } from "../support/smtp-sink";
import { StripeApiStandIn } from "../support/stripe-api";
import {
  deliverStripeEvent,
  stripeEvent,
  succeeded,
  testWebhookSecret,
} from "../support/stripe-events";
import { startTestServer, type TestServer } from "../support/test-server";
import { outboxIdle } from "../support/outbox-idle";

const staffEmail = "staff@kodeveda.test";
const sink = new SmtpSink();
const stripeApi = new StripeApiStandIn();
let server: TestServer;

const project = pipelineProjects[0]!;
let counter = 0;
/** A student nobody has used yet, so each test starts from a clean history. */
function student(overrides: Record<string, unknown> = {}) {
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

beforeAll(async () => {
  await sink.start();
  await stripeApi.start();
  server = await startTestServer({
    SMTP_URL: sink.url,
    STAFF_EMAIL: staffEmail,
    FORM_RATE_LIMIT: "1000",
    STRIPE_SECRET_KEY: "sk_test_stand_in",
    STRIPE_PUBLISHABLE_KEY: "pk_test_stand_in",
    STRIPE_WEBHOOK_SECRET: testWebhookSecret,
    STRIPE_API_URL: stripeApi.url,
    UPI_VPA: "kodeveda@okaxis",
    UPI_PAYEE_NAME: "Kodeveda Technologies",
  });
});
afterAll(async () => {
  await server.close();
  await stripeApi.stop();
  await sink.stop();
});
beforeEach(() => stripeApi.failWith(undefined));

const post = (path: string, body: unknown) =>
  fetch(server.url + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const registration = (reference: string) =>
  server.database.db
    .selectFrom("registrations")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();

async function count(table: "registrations" | "payment_events") {
  const row = await server.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function registerByCard(body = student()) {
  const response = await post("/api/register", body);
  expect(response.status).toBe(201);
  const answer = (await response.json()) as { client_secret: string; reference: string };
  const intentId = answer.client_secret.split("_secret_")[0]!;
  return { ...answer, intentId, intent: stripeApi.intents.get(intentId)!, body };
}

/** The mail matching `which` once the outbox has nothing more to send. */
async function settledMail(which: (email: ReceivedEmail) => boolean, expected: number) {
  await sink.waitFor(which, expected);
  await outboxIdle(server);
  return sink.received.filter(which);
}

describe("GET /api/payments/options", () => {
  it("tells the dialog which payment methods are on, with the publishable key", async () => {
    const response = await fetch(`${server.url}/api/payments/options`);
    expect(await response.json()).toEqual({
      card: { publishableKey: "pk_test_stand_in" },
      upi: true,
      returnUrl: `${server.config.siteUrl.origin}/projects?success=true`,
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

  it("answers 400 with each invalid field, including an unknown project, and stores nothing", async () => {
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
        { path: "projectId", msg: "Please choose a project from the list" },
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

    const kept = await server.database.db
      .selectFrom("registrations")
      .selectAll()
      .where("email", "=", body.email)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ status: "pending_payment", stripe_payment_intent_id: null });
    stripeApi.failWith(undefined);
    const retried = await registerByCard(body);
    expect((await registration(retried.reference)).stripe_payment_intent_id).toBe(retried.intentId);
  });
});

describe("POST /api/stripe/webhook", () => {
  const receiptsTo = (email: string) => (mail: ReceivedEmail) =>
    sentTo(email)(mail) && mail.subject.startsWith("Payment received");

  it("marks the registration paid once and sends one receipt, however often the event comes", async () => {
    const { reference, intent, body } = await registerByCard();
    const event = succeeded(intent);
    const first = await deliverStripeEvent(server.url, event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });

    const paid = await registration(reference);
    expect(paid.status).toBe("paid");
    expect(Date.parse(paid.paid_at!)).toBeGreaterThan(Date.now() - 60_000);

    const again = await deliverStripeEvent(server.url, event);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    // A second, distinct event about the same payment changes nothing either.
    await deliverStripeEvent(server.url, succeeded(intent));

    const receipts = await settledMail(receiptsTo(body.email), 1);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt!.subject).toBe(`Payment received: ${project.title} (${reference}) | Kodeveda`);
    expect(receipt!.text).toContain("₹500.00");
    expect(receipt!.text).toContain(reference);
    expect(receipt!.text).toContain(project.title);
    expect(receipt!.text).toContain(intent.id);
    const toStaff = await settledMail(
      (mail) => sentTo(staffEmail)(mail) && mail.subject.includes(reference),
      1,
    );
    expect(toStaff).toHaveLength(1);
  });

  it("refuses a tampered body or a wrong secret with 400 and changes nothing", async () => {
    const { reference, intent } = await registerByCard();
    const events = await count("payment_events");
    const event = succeeded(intent);

    const tampered = await deliverStripeEvent(server.url, event, {
      body: JSON.stringify({ ...event, data: { object: { ...event.data.object, amount: 1 } } }),
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toEqual({
      error: "The webhook signature could not be verified.",
    });

    const wrongSecret = await deliverStripeEvent(server.url, event, { secret: "whsec_other" });
    expect(wrongSecret.status).toBe(400);

    const unsigned = await fetch(`${server.url}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);

    expect((await registration(reference)).status).toBe("pending_payment");
    expect(await count("payment_events")).toBe(events);
  });

  it("answers 200 to an event for a payment that is not ours and changes nothing", async () => {
    const before = await server.database.db
      .selectFrom("registrations")
      .select(["id", "status", "updated_at"])
      .execute();
    const response = await deliverStripeEvent(
      server.url,
      stripeEvent("payment_intent.succeeded", {
        id: "pi_not_ours",
        object: "payment_intent",
        amount: 50_000,
        amount_received: 50_000,
        currency: "inr",
        status: "succeeded",
        metadata: {},
      }),
    );
    expect(response.status).toBe(200);
    const after = await server.database.db
      .selectFrom("registrations")
      .select(["id", "status", "updated_at"])
      .execute();
    expect(after).toEqual(before);
  });

  it("does not mark paid a payment of the wrong amount", async () => {
    const { reference, intent } = await registerByCard();
    await deliverStripeEvent(
      server.url,
      stripeEvent("payment_intent.succeeded", { ...intent, amount_received: 100 }),
    );
    expect((await registration(reference)).status).toBe("pending_payment");
  });

  it("marks a failed payment, and lets the student try again with the same PaymentIntent", async () => {
    const { reference, intent, body, client_secret } = await registerByCard();
    await deliverStripeEvent(
      server.url,
      stripeEvent("payment_intent.payment_failed", {
        ...intent,
        last_payment_error: { message: "Your card was declined." },
      }),
    );
    expect(await registration(reference)).toMatchObject({
      status: "failed",
      status_note: "Your card was declined.",
    });

    // Registering again is a registration of its own, with its own PaymentIntent.
    const again = await registerByCard(body);
    expect(again.reference).not.toBe(reference);
    expect(again.client_secret).not.toBe(client_secret);
    expect((await registration(reference)).status).toBe("failed");
  });

  it("answers a registration for a project already paid like any other, and tells only the mailbox", async () => {
    const { reference, intent, body } = await registerByCard();
    await deliverStripeEvent(server.url, succeeded(intent));

    const response = await post("/api/register", {
      ...body,
      name: "Someone Else",
      email: body.email.toUpperCase(),
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { reference: string; client_secret: string };
    expect(Object.keys(answer).sort()).toEqual(["client_secret", "reference"]);
    expect(answer.reference).not.toBe(reference);
    expect(await registration(reference)).toMatchObject({ status: "paid", name: body.name });

    const [notice] = await sink.waitFor(
      (mail) => sentTo(body.email)(mail) && mail.subject.startsWith("You are already registered"),
    );
    expect(notice!.text).toContain(reference);
  });

  it("marks a refunded payment as refunded", async () => {
    const { reference, intent } = await registerByCard();
    await deliverStripeEvent(server.url, succeeded(intent));
    await deliverStripeEvent(
      server.url,
      stripeEvent("charge.refunded", {
        id: "ch_refund",
        object: "charge",
        payment_intent: intent.id,
        refunded: true,
      }),
    );
    expect((await registration(reference)).status).toBe("refunded");
  });
});

describe("registration status for the /projects banner", () => {
  it("is looked up by PaymentIntent or by reference, and tells no personal data", async () => {
    const { reference, intent } = await registerByCard();
    const byIntent = await fetch(`${server.url}/api/registrations/by-payment-intent/${intent.id}`);
    expect(await byIntent.json()).toEqual({
      reference,
      status: "pending_payment",
      paymentMethod: "stripe",
      projectTitle: project.title,
    });
    await deliverStripeEvent(server.url, succeeded(intent));
    const byReference = await fetch(`${server.url}/api/registrations/${reference}`);
    expect(await byReference.json()).toMatchObject({ status: "paid" });

    for (const path of ["by-payment-intent/pi_unknown", "KV00000000", "nonsense"]) {
      const missing = await fetch(`${server.url}/api/registrations/${path}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: registrationMessages.notFound });
    }
  });
});

describe("UPI", () => {
  async function registerByUpi(body = student({ paymentMethod: "upi" })) {
    const response = await post("/api/register", body);
    expect(response.status).toBe(201);
    return {
      ...((await response.json()) as {
        reference: string;
        upi: { link: string; vpa: string; payeeName: string; amount: string };
      }),
      body,
    };
  }

  it("answers with a UPI link carrying the payee, ₹500.00 and the reference, and calls no Stripe", async () => {
    const created = stripeApi.created.length;
    const { reference, upi } = await registerByUpi();
    expect(upi).toEqual({
      link: `upi://pay?pa=kodeveda%40okaxis&pn=Kodeveda%20Technologies&am=500.00&cu=INR&tr=${reference}&tn=${encodeURIComponent(project.title)}`,
      vpa: "kodeveda@okaxis",
      payeeName: "Kodeveda Technologies",
      amount: "500.00",
    });
    expect(stripeApi.created).toHaveLength(created);
    expect(await registration(reference)).toMatchObject({
      payment_method: "upi",
      status: "pending_payment",
    });
  });

  it("takes the 12-digit UTR, waits for staff, and emails staff and the student", async () => {
    const { reference, body } = await registerByUpi();
    const invalid = await post(`/api/registrations/${reference}/upi`, { utr: "12345" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      errors: [{ path: "utr", msg: "Enter the 12-digit UPI transaction reference (UTR)" }],
    });
    expect((await registration(reference)).status).toBe("pending_payment");

    const accepted = await post(`/api/registrations/${reference}/upi`, { utr: "4123 5678 9012" });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({
      reference,
      status: "awaiting_verification",
      paymentMethod: "upi",
      projectTitle: project.title,
    });
    expect(await registration(reference)).toMatchObject({
      status: "awaiting_verification",
      upi_utr: "412356789012",
    });
    const [toStaff] = await sink.waitFor(
      (mail) => sentTo(staffEmail)(mail) && mail.subject.includes(reference),
    );
    expect(toStaff!.subject).toBe(`UPI payment to verify: 412356789012 (${reference})`);
    expect(toStaff!.text).toContain("₹500.00");
    await sink.waitFor(
      (mail) => sentTo(body.email)(mail) && mail.subject.startsWith("We are checking"),
    );

    // The same UTR again is answered like the first time; a different one is refused.
    const repeated = await post(`/api/registrations/${reference}/upi`, { utr: "412356789012" });
    expect(repeated.status).toBe(200);
    const changed = await post(`/api/registrations/${reference}/upi`, { utr: "999956789012" });
    expect(changed.status).toBe(409);

    // Registering again while staff verify: answered as a new registration; the verified
    // one is untouched and only its owner's mailbox hears of it.
    const before = await registration(reference);
    const again = await post("/api/register", { ...body, phone: "9000000000" });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { reference: string }).reference).not.toBe(reference);
    expect(await registration(reference)).toEqual(before);
    await sink.waitFor(
      (mail) =>
        sentTo(body.email)(mail) &&
        mail.subject.startsWith("You are already registered") &&
        mail.text.includes(reference),
    );
  });

  it("never hands someone else's pending registration to whoever types the same email", async () => {
    const { reference, body } = await registerByUpi();
    const before = await registration(reference);
    const takeover = await post("/api/register", {
      ...body,
      name: "Attacker",
      phone: "9111111111",
      under18: true,
    });
    expect(takeover.status).toBe(201);
    const taken = (await takeover.json()) as { reference: string };
    expect(taken.reference).not.toBe(reference);
    expect(await registration(reference)).toEqual(before);
    // The victim's reference still takes the victim's own UTR.
    const own = await post(`/api/registrations/${reference}/upi`, { utr: "722356789012" });
    expect(own.status).toBe(200);
  });

  it("refuses a UTR already used for another registration", async () => {
    const first = await registerByUpi();
    const second = await registerByUpi();
    await post(`/api/registrations/${first.reference}/upi`, { utr: "512356789012" });
    const reused = await post(`/api/registrations/${second.reference}/upi`, {
      utr: "512356789012",
    });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({ error: registrationMessages.utrUsed });
    expect((await registration(second.reference)).status).toBe("pending_payment");
  });

  it("answers 404 for a reference that does not exist", async () => {
    const response = await post("/api/registrations/KV00000000/upi", { utr: "612356789012" });
    expect(response.status).toBe(404);
  });

  it("lets staff confirm (receipt sent) or reject (student told why) a UTR", async () => {
    const confirmed = await registerByUpi();
    await post(`/api/registrations/${confirmed.reference}/upi`, { utr: "712356789012" });
    const view = await server.services.registrations.confirmUpiPayment(confirmed.reference);
    expect(view.status).toBe("paid");
    const [receipt] = await sink.waitFor(
      (mail) => sentTo(confirmed.body.email)(mail) && mail.subject.startsWith("Payment received"),
    );
    expect(receipt!.text).toContain("712356789012");
    await expect(
      server.services.registrations.confirmUpiPayment(confirmed.reference),
    ).rejects.toThrow(/awaiting verification/);

    const rejected = await registerByUpi();
    await post(`/api/registrations/${rejected.reference}/upi`, { utr: "812356789012" });
    await server.services.registrations.rejectUpiPayment(
      rejected.reference,
      "No payment with this UTR reached our account.",
    );
    expect(await registration(rejected.reference)).toMatchObject({
      status: "failed",
      upi_utr: null,
    });
    const [notice] = await sink.waitFor(
      (mail) => sentTo(rejected.body.email)(mail) && mail.subject.startsWith("We could not"),
    );
    expect(notice!.text).toContain("No payment with this UTR reached our account.");
    // The student may hand in the right UTR afterwards.
    const retried = await post(`/api/registrations/${rejected.reference}/upi`, {
      utr: "912356789012",
    });
    expect(retried.status).toBe(200);
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
