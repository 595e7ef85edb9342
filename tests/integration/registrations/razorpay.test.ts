import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#shared/content/site";
import type { RazorpayCheckout } from "#shared/domain/registrations";
import { registrationMessages } from "#server/services/registrations";
import { standInKeyId, standInKeySecret } from "../../support/razorpay-api";
import {
  checkoutAnswer,
  deliverRazorpayEvent,
  paymentCaptured,
} from "../../support/razorpay-events";
import { sentTo } from "../../support/smtp-sink";
import { startTestServer, type TestServer } from "../../support/test-server";
import { project, registrationServer, student } from "./setup";

const { sink, razorpayApi, server, post, registration, count, registerByRazorpay } =
  registrationServer();

const basicAuth = `Basic ${Buffer.from(`${standInKeyId}:${standInKeySecret}`).toString("base64")}`;

let guardians = 0;
/**
 * A student under 18 paying by Razorpay, once their guardian has consented through the
 * emailed link: the registration's reference, ready for the pay link's payment start.
 */
async function consentedMinor(): Promise<string> {
  guardians += 1;
  const guardianEmail = `lakshmi.rzp.${guardians}@parent.example`;
  const response = await post("/api/register", {
    ...student({ under18: true, paymentMethod: "razorpay" }),
    guardianName: "Lakshmi Reddy",
    guardianEmail,
  });
  expect(response.status).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  const [mail] = await sink.waitFor(
    (email) => sentTo(guardianEmail)(email) && email.subject.includes("consent"),
  );
  const token = /guardian-consent\?token=([\w-]{43})/.exec(mail!.text)?.[1] ?? "";
  const consent = await fetch(`${server().url}/guardian-consent?token=${token}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server().url },
    body: "",
  });
  expect(consent.status).toBeLessThan(400);
  expect((await registration(reference)).status).toBe("pending_payment");
  return reference;
}

/** The pay link's payment start, by Razorpay. */
const startPayment = (reference: string) =>
  post(`/api/registrations/${reference}/payment`, { paymentMethod: "razorpay" });

const verify = (reference: string, answer: object) =>
  post(`/api/registrations/${reference}/razorpay`, answer);

describe("GET /api/payments/options", () => {
  it("offers Razorpay with its public key id beside the card and UPI", async () => {
    const response = await fetch(`${server().url}/api/payments/options`);
    expect(await response.json()).toMatchObject({
      card: { publishableKey: "pk_test_stand_in" },
      razorpay: { keyId: standInKeyId },
      upi: true,
    });
  });
});

describe("POST /api/register with Razorpay", () => {
  it("holds a seat and creates a ₹500 order through the SDK, with our reference as its receipt", async () => {
    const body = student({ paymentMethod: "razorpay", phone: "+91 98480 22338" });
    const { reference, razorpay, order } = await registerByRazorpay(body);
    expect(reference).toMatch(/^KV[0-9A-Z]{8}$/);

    const stored = await registration(reference);
    expect(stored).toMatchObject({
      payment_method: "razorpay",
      status: "pending_payment",
      seat_held: 1,
      razorpay_order_id: order.id,
      razorpay_payment_id: null,
      checkout_verified_at: null,
    });

    const request = razorpayApi.created.at(-1)!;
    expect(request.authorization).toBe(basicAuth);
    expect(request.body).toEqual({
      amount: 50_000,
      currency: "INR",
      receipt: reference,
      notes: { registration_id: stored.id, reference, project_id: project.id },
    });

    expect(razorpay).toEqual({
      keyId: standInKeyId,
      orderId: order.id,
      amount: 50_000,
      currency: "INR",
      name: site.name,
      description: project.title,
      prefill: { name: body.name, email: body.email, contact: "+919848022338" },
    } satisfies RazorpayCheckout);
  });

  it("reuses the registration's order however often the payment is started again", async () => {
    const reference = await consentedMinor();
    const created = razorpayApi.created.length;
    const first = await startPayment(reference);
    expect(first.status).toBe(200);
    const { razorpay } = (await first.json()) as { razorpay: RazorpayCheckout };
    const again = await startPayment(reference);
    expect(((await again.json()) as { razorpay: RazorpayCheckout }).razorpay).toEqual(razorpay);
    expect(razorpayApi.created).toHaveLength(created + 1);
    expect(await registration(reference)).toMatchObject({
      payment_method: "razorpay",
      razorpay_order_id: razorpay.orderId,
    });
  });

  it("adopts the order an earlier request created when its answer was lost", async () => {
    const reference = await consentedMinor();
    // What reached Razorpay before the connection dropped: an order with our receipt.
    const lost = await fetch(`${razorpayApi.url}/v1/orders`, {
      method: "POST",
      headers: { authorization: basicAuth, "content-type": "application/json" },
      body: JSON.stringify({ amount: 50_000, currency: "INR", receipt: reference }),
    });
    const { id } = (await lost.json()) as { id: string };
    const created = razorpayApi.created.length;

    const response = await startPayment(reference);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { razorpay: RazorpayCheckout }).razorpay.orderId).toBe(id);
    expect(razorpayApi.created).toHaveLength(created);
    expect((await registration(reference)).razorpay_order_id).toBe(id);
  });

  it("refuses to start another payment of an order Razorpay says is paid", async () => {
    const reference = await consentedMinor();
    const started = (await (await startPayment(reference)).json()) as {
      razorpay: RazorpayCheckout;
    };
    razorpayApi.pay(started.razorpay.orderId);
    const response = await startPayment(reference);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: registrationMessages.razorpayAlreadyPaid });
  });

  it("answers a Razorpay failure with a sentence and stores no order; registering again works", async () => {
    razorpayApi.failWith({ status: 500, description: "We are facing some trouble" });
    const body = student({ paymentMethod: "razorpay" });
    const failed = await post("/api/register", body);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: registrationMessages.razorpayFailedToStart });
    const kept = await server()
      .database.db.selectFrom("registrations")
      .selectAll()
      .where("email", "=", body.email)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ status: "pending_payment", razorpay_order_id: null });
    expect(razorpayApi.orderFor(kept.reference)).toBeUndefined();

    razorpayApi.failWith(undefined);
    const retried = await registerByRazorpay(body);
    expect((await registration(retried.reference)).razorpay_order_id).toBe(retried.order.id);
  });
});

describe("POST /api/registrations/:reference/razorpay", () => {
  it("believes a correctly signed Checkout answer: payment received, still pending until the webhook", async () => {
    const { reference, order } = await registerByRazorpay();
    const before = await registration(reference);
    const payment = razorpayApi.pay(order.id);

    const response = await verify(reference, checkoutAnswer(order, payment));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      reference,
      status: "pending_payment",
      paymentMethod: "razorpay",
      projectTitle: project.title,
      checkoutVerified: true,
    });
    const after = await registration(reference);
    expect(after).toMatchObject({
      status: "pending_payment",
      razorpay_payment_id: payment.id,
      paid_at: null,
    });
    expect(Date.parse(after.checkout_verified_at!)).toBeGreaterThan(Date.now() - 60_000);
    // The seat stays held for the webhook: as long as a new card payment's hold, from now.
    expect(Date.parse(after.hold_expires_at!)).toBeGreaterThanOrEqual(
      Date.parse(before.hold_expires_at!),
    );
    expect(Date.parse(after.hold_expires_at!)).toBeGreaterThan(Date.now() + 25 * 60_000);

    const status = await fetch(`${server().url}/api/registrations/${reference}`);
    expect(await status.json()).toMatchObject({ checkoutVerified: true });
  });

  it("refuses a tampered signature, a wrong secret, swapped ids and another registration's order alike, changing nothing", async () => {
    const mine = await registerByRazorpay();
    const theirs = await registerByRazorpay();
    const payment = razorpayApi.pay(mine.order.id);
    const theirPayment = razorpayApi.pay(theirs.order.id);
    const good = checkoutAnswer(mine.order, payment);
    const flipped = good.razorpay_signature.startsWith("0") ? "1" : "0";
    const signed = (text: string) =>
      createHmac("sha256", standInKeySecret).update(text).digest("hex");

    const forged = [
      { ...good, razorpay_signature: flipped + good.razorpay_signature.slice(1) },
      checkoutAnswer(mine.order, payment, "not-the-key-secret"),
      // Another payment's id under this order's signature, and the ids signed the wrong way round.
      { ...good, razorpay_payment_id: theirPayment.id },
      { ...good, razorpay_signature: signed(`${payment.id}|${mine.order.id}`) },
      // A genuine answer, but for someone else's order.
      checkoutAnswer(theirs.order, theirPayment),
    ];
    const events = await count("payment_events");
    for (const answer of forged) {
      const response = await verify(mine.reference, answer);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: registrationMessages.checkoutNotVerified });
    }
    // An unknown reference gets the very same answer.
    const unknown = await verify("KV00000000", good);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: registrationMessages.checkoutNotVerified });

    for (const reference of [mine.reference, theirs.reference]) {
      expect(await registration(reference)).toMatchObject({
        status: "pending_payment",
        razorpay_payment_id: null,
        checkout_verified_at: null,
      });
    }
    expect(await count("payment_events")).toBe(events);
  });

  it("answers 400 with the field for an answer that is not Razorpay's shape", async () => {
    const { reference } = await registerByRazorpay();
    const response = await verify(reference, {
      razorpay_payment_id: "pay_x",
      razorpay_order_id: "nonsense",
      razorpay_signature: "abc",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        { path: "razorpay_order_id", msg: "Not a Razorpay order id" },
        { path: "razorpay_signature", msg: "Not a Razorpay signature" },
      ],
    });
  });

  it("keeps a registration the webhook already made paid as it is", async () => {
    const { reference, order } = await registerByRazorpay();
    const payment = razorpayApi.pay(order.id);
    await deliverRazorpayEvent(server().url, paymentCaptured(payment));
    const response = await verify(reference, checkoutAnswer(order, payment));
    expect(await response.json()).toMatchObject({ status: "paid", checkoutVerified: true });
  });
});

describe("without Razorpay configured", () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({
      SMTP_URL: sink.url,
      FORM_RATE_LIMIT: "1000",
      UPI_VPA: "kodeveda@okaxis",
    });
  });
  afterAll(() => bare.close());

  it("offers no Razorpay and refuses it with a sentence", async () => {
    const options = await fetch(`${bare.url}/api/payments/options`);
    expect(await options.json()).toMatchObject({ razorpay: null, upi: true });

    const response = await fetch(`${bare.url}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(student({ paymentMethod: "razorpay" })),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: registrationMessages.razorpayUnavailable });

    const webhook = await deliverRazorpayEvent(bare.url, { event: "payment.captured" });
    expect(webhook.status).toBe(404);
  });
});
