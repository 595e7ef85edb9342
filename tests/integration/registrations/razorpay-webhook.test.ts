import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { standInKeyId, standInKeySecret } from "../../support/razorpay-api";
import {
  checkoutAnswer,
  deliverRazorpayEvent,
  orderPaid,
  paymentCaptured,
  paymentFailed,
  razorpayEvent,
  refundProcessed,
  testRazorpayWebhookSecret,
} from "../../support/razorpay-events";
import { sentTo, type ReceivedEmail } from "../../support/smtp-sink";
import { project, registrationServer, staffEmail } from "./setup";

const { server, post, razorpayApi, registration, count, registerByRazorpay, settledMail, auditOf } =
  registrationServer();

const receiptsTo = (email: string) => (mail: ReceivedEmail) =>
  sentTo(email)(mail) && mail.subject.startsWith("Payment received");

const deliver = (event: object, options?: Parameters<typeof deliverRazorpayEvent>[2]) =>
  deliverRazorpayEvent(server().url, event, options);

const seatsUsed = async () =>
  (
    await server()
      .database.db.selectFrom("projects")
      .select("seats_used")
      .where("id", "=", project.id)
      .executeTakeFirstOrThrow()
  ).seats_used;

/** What the portal's cancellation leaves behind: Razorpay refunding the payment. */
async function refundRequested(reference: string, paymentId: string) {
  const response = await fetch(`${razorpayApi.url}/v1/payments/${paymentId}/refund`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${standInKeyId}:${standInKeySecret}`).toString("base64")}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({}),
  });
  expect(response.status).toBe(200);
  const refund = razorpayApi.refunds.at(-1)!;
  await server()
    .database.db.updateTable("registrations")
    .set({ status: "refund_pending", refund_reference: refund.id })
    .where("reference", "=", reference)
    .execute();
  return refund;
}

describe("POST /api/razorpay/webhook", () => {
  it("refuses a tampered body, a wrong secret or no signature with 400, and changes nothing", async () => {
    const { reference, order } = await registerByRazorpay();
    const events = await count("payment_events");
    const event = paymentCaptured(razorpayApi.pay(order.id));

    const tampered = await deliver(event, {
      body: JSON.stringify({ ...event, created_at: event.created_at + 1 }),
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toEqual({
      error: "The webhook signature could not be verified.",
    });
    expect((await deliver(event, { secret: "another-webhook-secret" })).status).toBe(400);
    const unsigned = await fetch(`${server().url}/api/razorpay/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-razorpay-event-id": "evt_Unsigned000001" },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);

    expect((await registration(reference)).status).toBe("pending_payment");
    expect(await count("payment_events")).toBe(events);
  });

  it("refuses a signed delivery without its event id", async () => {
    const { reference, order } = await registerByRazorpay();
    const body = JSON.stringify(paymentCaptured(razorpayApi.pay(order.id)));
    const response = await fetch(`${server().url}/api/razorpay/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": createHmac("sha256", testRazorpayWebhookSecret)
          .update(body)
          .digest("hex"),
      },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The webhook has no event id." });
    expect((await registration(reference)).status).toBe("pending_payment");
  });

  it("marks the registration paid on payment.captured, keeps its seat and sends one receipt, whatever follows", async () => {
    const { reference, order, body } = await registerByRazorpay();
    const seats = await seatsUsed();
    const payment = razorpayApi.pay(order.id);
    const event = paymentCaptured(payment);

    const first = await deliver(event, { eventId: "evt_Captured000001" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const paid = await registration(reference);
    expect(paid).toMatchObject({
      status: "paid",
      payment_method: "razorpay",
      razorpay_payment_id: payment.id,
      seat_held: 1,
      status_note: null,
    });
    expect(Date.parse(paid.paid_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await seatsUsed()).toBe(seats);

    // Razorpay redelivers the same event, then sends order.paid about the same payment.
    const replay = await deliver(event, { eventId: "evt_Captured000001" });
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    const second = await deliver(orderPaid(razorpayApi.orders.get(order.id)!, payment));
    expect(await second.json()).toEqual({ received: true, duplicate: false });
    expect((await registration(reference)).paid_at).toBe(paid.paid_at);

    const receipts = await settledMail(receiptsTo(body.email), 1);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(
      `Payment received: ${project.title} (${reference}) | Kodeveda`,
    );
    expect(receipts[0]!.text).toContain("₹500.00");
    expect(receipts[0]!.text).toContain(`Razorpay, payment ${payment.id}`);
    const toStaff = await settledMail(
      (mail) =>
        sentTo(staffEmail)(mail) && mail.subject.startsWith(`Paid registration ${reference}`),
      1,
    );
    expect(toStaff).toHaveLength(1);
    expect(toStaff[0]!.text).toContain(payment.id);
  });

  it("makes a registration paid from order.paid alone, after Checkout's answer was verified", async () => {
    const { reference, order } = await registerByRazorpay();
    const payment = razorpayApi.pay(order.id);
    expect(
      (await post(`/api/registrations/${reference}/razorpay`, checkoutAnswer(order, payment)))
        .status,
    ).toBe(200);
    await deliver(orderPaid(razorpayApi.orders.get(order.id)!, payment));
    expect(await registration(reference)).toMatchObject({
      status: "paid",
      razorpay_payment_id: payment.id,
    });
  });

  it.each([
    ["amount", { amount: 100 }, "Razorpay received 100 paise in INR"],
    ["currency", { currency: "USD" }, "Razorpay received 50000 paise in USD"],
  ])(
    "does not mark paid a payment of the wrong %s: it flags and audits it",
    async (_, paid, note) => {
      const { reference, order } = await registerByRazorpay();
      const payment = razorpayApi.pay(order.id, paid);
      const response = await deliver(paymentCaptured(payment));
      expect(response.status).toBe(200);
      const stored = await registration(reference);
      expect(stored).toMatchObject({ status: "pending_payment", paid_at: null });
      expect(stored.status_note).toContain(note);
      expect(stored.status_note).toContain(payment.id);
      expect(await auditOf(reference)).toEqual([
        { action: "registration.payment_mismatch", detail: stored.status_note },
      ]);
    },
  );

  it("keeps a failed payment's registration pending with the reason, for the student to try again", async () => {
    const { reference, order } = await registerByRazorpay();
    const failed = razorpayApi.pay(order.id, { status: "failed" });
    const response = await deliver(paymentFailed(failed));
    expect(await response.json()).toEqual({ received: true, duplicate: false });
    expect(await registration(reference)).toMatchObject({
      status: "pending_payment",
      seat_held: 1,
      razorpay_order_id: order.id,
      status_note: "Payment was declined by the bank.",
    });

    // The second attempt, on the same order, goes through.
    const payment = razorpayApi.pay(order.id);
    await deliver(paymentCaptured(payment));
    expect(await registration(reference)).toMatchObject({ status: "paid", status_note: null });
  });

  it("marks a refunded payment refunded and tells the student", async () => {
    const { reference, order, body } = await registerByRazorpay();
    const payment = razorpayApi.pay(order.id);
    await deliver(paymentCaptured(payment));
    const refund = await refundRequested(reference, payment.id);

    const response = await deliver(refundProcessed(refund, payment));
    expect(response.status).toBe(200);
    expect(await registration(reference)).toMatchObject({
      status: "refunded",
      seat_held: 0,
      refund_reference: refund.id,
    });
    const [refunded] = await settledMail(
      (mail) => sentTo(body.email)(mail) && mail.subject.startsWith("Refund completed"),
      1,
    );
    expect(refunded!.text).toContain("₹500.00");
  });

  it("notes a refund Razorpay could not complete and keeps it pending", async () => {
    const { reference, order } = await registerByRazorpay();
    const payment = razorpayApi.pay(order.id);
    await deliver(paymentCaptured(payment));
    const refund = await refundRequested(reference, payment.id);
    await deliver(
      razorpayEvent("refund.failed", { refund: { ...refund, status: "failed" }, payment }),
    );
    const stored = await registration(reference);
    expect(stored.status).toBe("refund_pending");
    expect(stored.status_note).toContain(`Razorpay could not complete the refund ${refund.id}`);
  });

  it("flags for a refund a payment that went through after staff cancelled", async () => {
    const { reference, order } = await registerByRazorpay();
    await server()
      .database.db.updateTable("registrations")
      .set({ status: "cancelled", seat_held: 0, hold_expires_at: null })
      .where("reference", "=", reference)
      .execute();
    await deliver(paymentCaptured(razorpayApi.pay(order.id)));
    expect(await registration(reference)).toMatchObject({
      status: "needs_refund",
      payment_method: "razorpay",
      status_note: "The Razorpay payment went through after staff had cancelled the registration.",
    });
  });

  it("records an event it has no use for and changes nothing", async () => {
    const { reference, order } = await registerByRazorpay();
    const events = await count("payment_events");
    const payment = razorpayApi.pay(order.id, { status: "authorized" });
    const response = await deliver(razorpayEvent("payment.authorized", { payment }));
    expect(await response.json()).toEqual({ received: true, duplicate: false });
    expect(await count("payment_events")).toBe(events + 1);
    expect((await registration(reference)).status).toBe("pending_payment");
  });

  describe("seat holds", () => {
    const sweep = (minutes: number) =>
      server().services.projects.releaseExpiredHolds(new Date(Date.now() + minutes * 60_000));

    it("releases the seat of an order never paid once its hold lapses; a late payment still counts while a seat is free", async () => {
      // The holds earlier tests left lapse first, so the count below is this one's seat.
      await sweep(31);
      const { reference, order, body } = await registerByRazorpay();
      const seats = await seatsUsed();
      await sweep(31);
      expect(await registration(reference)).toMatchObject({ status: "expired", seat_held: 0 });
      expect(await seatsUsed()).toBe(seats - 1);

      await deliver(paymentCaptured(razorpayApi.pay(order.id)));
      expect(await registration(reference)).toMatchObject({ status: "paid", seat_held: 1 });
      expect(await seatsUsed()).toBe(seats);
      expect(await settledMail(receiptsTo(body.email), 1)).toHaveLength(1);
    });

    it("keeps the seat of a payment whose Checkout answer came, until the webhook arrives", async () => {
      const { reference, order } = await registerByRazorpay();
      const payment = razorpayApi.pay(order.id);
      // The student paid at the last minute of the hold.
      await server()
        .database.db.updateTable("registrations")
        .set({ hold_expires_at: new Date(Date.now() + 60_000).toISOString() })
        .where("reference", "=", reference)
        .execute();
      await post(`/api/registrations/${reference}/razorpay`, checkoutAnswer(order, payment));
      await sweep(5);
      expect(await registration(reference)).toMatchObject({
        status: "pending_payment",
        seat_held: 1,
      });
    });
  });
});
