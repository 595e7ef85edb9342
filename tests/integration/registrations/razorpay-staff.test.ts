import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registrationFeePaise, type RazorpayCheckout } from "#shared/domain/registrations";
import type { RazorpayReconciliation } from "#shared/domain/razorpay-reconciliation";
import { createRazorpayClient } from "#server/payments/razorpay/client";
import { staffGuardMessages } from "#server/api/staff-guard";
import { cancellationMessages } from "#server/services/registrations/messages";
import { signUpVisitor, uniqueStudentEmail } from "../../support/accounts";
import { outboxIdle } from "../../support/outbox-idle";
import { RazorpayApiStandIn, standInKeyId, standInKeySecret } from "../../support/razorpay-api";
import {
  deliverRazorpayEvent,
  paymentCaptured,
  razorpayStandInEnv,
  refundProcessed,
  testRazorpayWebhookSecret,
} from "../../support/razorpay-events";
import { serverWithAdmin } from "../../support/server-with-admin";
import { sentTo, type ReceivedEmail } from "../../support/smtp-sink";
import { projectDraft, staffEmail, student, upiEnv } from "../projects/setup";

const standIn = new RazorpayApiStandIn();
beforeAll(() => standIn.start());
// Registered before the server's, so run after it has closed (hooks run as a stack).
afterAll(() => standIn.stop());
const portal = serverWithAdmin({
  email: "admin@kodeveda.test",
  mail: true,
  env: () => ({
    STAFF_EMAIL: staffEmail,
    FORM_RATE_LIMIT: "10000",
    // The tests sweep expired holds themselves, when they mean to.
    SEAT_HOLD_CHECK_SECONDS: "3600",
    ...razorpayStandInEnv(standIn),
    ...upiEnv,
  }),
});
const { sink } = portal;
beforeEach(() => {
  standIn.failWith(undefined);
  standIn.delayRefunds(0);
});

const db = () => portal.server.database.db;
const basicAuth = `Basic ${Buffer.from(`${standInKeyId}:${standInKeySecret}`).toString("base64")}`;
/** The stand-in, reached through the official SDK as the company's own tools would. */
const sdk = () =>
  createRazorpayClient({
    keyId: standInKeyId,
    keySecret: standInKeySecret,
    webhookSecret: testRazorpayWebhookSecret,
    apiUrl: new URL(standIn.url),
  });

async function newProject(seats = 2): Promise<string> {
  const response = await portal.request("/api/admin/projects", {
    method: "POST",
    json: projectDraft({ seats }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { project: { id: string } }).project.id;
}

const registration = (reference: string) =>
  db()
    .selectFrom("registrations")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();

const seatsUsed = async (projectId: string) =>
  (
    await db()
      .selectFrom("projects")
      .select("seats_used")
      .where("id", "=", projectId)
      .executeTakeFirstOrThrow()
  ).seats_used;

/** A registration paying through Razorpay: a seat held and its order on the stand-in. */
async function razorpayRegistration(projectId: string) {
  const body = student(projectId, { paymentMethod: "razorpay" });
  const response = await fetch(`${portal.server.url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  const { reference, razorpay } = (await response.json()) as {
    reference: string;
    razorpay: RazorpayCheckout;
  };
  return { reference, orderId: razorpay.orderId, email: body.email, projectId };
}

/** Paid in Checkout, and Razorpay's signed webhook made it paid. */
async function paidRegistration(projectId: string) {
  const registered = await razorpayRegistration(projectId);
  const payment = standIn.pay(registered.orderId);
  expect((await deliverRazorpayEvent(portal.server.url, paymentCaptured(payment))).status).toBe(
    200,
  );
  expect((await registration(registered.reference)).status).toBe("paid");
  return { ...registered, payment, paymentId: payment.id };
}

/** The seat hold ran out a minute ago; the sweep may not have come by yet. */
const holdRanOut = (reference: string) =>
  db()
    .updateTable("registrations")
    .set({ hold_expires_at: new Date(Date.now() - 60_000).toISOString() })
    .where("reference", "=", reference)
    .execute();

const cancel = (reference: string) =>
  portal.request(`/api/admin/registrations/${reference}/cancel`, {
    method: "POST",
    json: { reason: "Student asked" },
  });

const reconcile = (cookie?: string) =>
  portal.request("/api/admin/registrations/reconcile-razorpay", { method: "POST", cookie });

async function reconciled(): Promise<RazorpayReconciliation> {
  const response = await reconcile();
  expect(response.status).toBe(200);
  return (await response.json()) as RazorpayReconciliation;
}

async function settledMail(which: (email: ReceivedEmail) => boolean, expected = 1) {
  await sink.waitFor(which, expected);
  await outboxIdle(portal.server);
  return sink.received.filter(which);
}

const auditOf = (subject: string) =>
  db()
    .selectFrom("audit_log")
    .select(["action", "actor_email", "detail"])
    .where("subject", "=", subject)
    .execute();

describe("reconciling Razorpay payments whose webhook never came", () => {
  it("makes paid a captured order, leaves an unpaid one, flags a wrong amount and skips holds still running", async () => {
    const projectId = await newProject(5);
    const lost = await razorpayRegistration(projectId);
    const payment = standIn.pay(lost.orderId);
    await holdRanOut(lost.reference);
    const unpaid = await razorpayRegistration(projectId);
    await holdRanOut(unpaid.reference);
    const short = await razorpayRegistration(projectId);
    standIn.pay(short.orderId, { amount: 100 });
    await holdRanOut(short.reference);
    const running = await razorpayRegistration(projectId);
    standIn.pay(running.orderId);

    const result = await reconciled();
    expect(result).toEqual({
      checked: 3,
      paid: 1,
      unpaid: 1,
      flagged: 1,
      failed: 0,
      paidReferences: [lost.reference],
      flaggedReferences: [short.reference],
    });
    const asked = standIn.requests.filter((r) => r.path.endsWith("/payments"));
    expect(asked.map((r) => r.path).sort()).toEqual(
      [lost, unpaid, short].map((r) => `/v1/orders/${r.orderId}/payments`).sort(),
    );
    for (const request of asked) expect(request.authorization).toBe(basicAuth);

    expect(await registration(lost.reference)).toMatchObject({
      status: "paid",
      payment_method: "razorpay",
      razorpay_payment_id: payment.id,
      seat_held: 1,
      hold_expires_at: null,
    });
    expect((await registration(unpaid.reference)).status).toBe("pending_payment");
    expect(await registration(short.reference)).toMatchObject({
      status: "pending_payment",
      razorpay_payment_id: null,
    });
    const note = (await registration(short.reference)).status_note;
    expect(note).toMatch(
      /^Razorpay received 100 paise in INR \(payment pay_\w+\), not the fee of ₹500\.00\.$/,
    );
    expect(await auditOf(short.reference)).toEqual([
      { action: "registration.payment_mismatch", actor_email: portal.email, detail: note },
    ]);
    expect((await registration(running.reference)).status).toBe("pending_payment");

    const [receipt] = await settledMail(
      (mail) => sentTo(lost.email)(mail) && mail.subject.startsWith("Payment received"),
    );
    expect(receipt!.subject).toContain(lost.reference);
    expect(await auditOf(lost.reference)).toEqual([
      { action: "registration.reconciled", actor_email: portal.email, detail: payment.id },
    ]);
    const runs = await db()
      .selectFrom("audit_log")
      .select(["actor_email", "detail"])
      .where("action", "=", "registration.reconciliation_run")
      .execute();
    expect(runs).toEqual([
      {
        actor_email: portal.email,
        detail: "3 checked: 1 paid, 1 unpaid, 1 flagged, 0 not answered",
      },
    ]);
  });

  it("pays a registration the hold sweep expired, taking a free seat again", async () => {
    const projectId = await newProject(1);
    const lost = await razorpayRegistration(projectId);
    standIn.pay(lost.orderId);
    await holdRanOut(lost.reference);
    await portal.server.services.projects.releaseExpiredHolds();
    expect(await registration(lost.reference)).toMatchObject({ status: "expired", seat_held: 0 });
    expect(await seatsUsed(projectId)).toBe(0);

    const result = await reconciled();
    expect(result.paidReferences).toEqual([lost.reference]);
    expect(await registration(lost.reference)).toMatchObject({ status: "paid", seat_held: 1 });
    expect(await seatsUsed(projectId)).toBe(1);
  });

  it("pays once and sends one receipt when two runs go at the same moment", async () => {
    const projectId = await newProject(2);
    const lost = await razorpayRegistration(projectId);
    standIn.pay(lost.orderId);
    await holdRanOut(lost.reference);

    const results = await Promise.all([reconciled(), reconciled()]);
    expect(results.flatMap((result) => result.paidReferences)).toEqual([lost.reference]);
    expect((await registration(lost.reference)).status).toBe("paid");
    const receipts = await settledMail(
      (mail) => sentTo(lost.email)(mail) && mail.subject.startsWith("Payment received"),
    );
    expect(receipts).toHaveLength(1);
    expect(
      (await auditOf(lost.reference)).filter((row) => row.action === "registration.reconciled"),
    ).toHaveLength(1);
    expect(await seatsUsed(projectId)).toBe(1);
  });

  it("goes on with the other orders when Razorpay does not answer, and changes nothing", async () => {
    const projectId = await newProject(2);
    const lost = await razorpayRegistration(projectId);
    standIn.pay(lost.orderId);
    await holdRanOut(lost.reference);
    standIn.failWith({ status: 500, description: "Razorpay is down" });
    const result = await reconciled();
    expect(result.failed).toBe(result.checked);
    expect(result.paid).toBe(0);
    expect((await registration(lost.reference)).status).toBe("pending_payment");

    standIn.failWith(undefined);
    expect((await reconciled()).paidReferences).toEqual([lost.reference]);
  });

  it("is for admins only: no session, a visitor and an editor are refused, nothing is asked", async () => {
    const visitor = await signUpVisitor(portal.server, uniqueStudentEmail("visitor"));
    const editor = await signUpVisitor(portal.server, uniqueStudentEmail("editor"));
    await sql`update "user" set role = 'editor' where email = ${editor.email}`.execute(db());
    const asked = standIn.requests.length;
    for (const cookie of ["", visitor.cookie, editor.cookie]) {
      const response = await reconcile(cookie);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: staffGuardMessages.signIn });
    }
    expect(standIn.requests).toHaveLength(asked);
  });
});

describe("cancelling a paid Razorpay registration", () => {
  it("refunds it through Razorpay once: refund pending, seat freed, the student emailed, refunded by the webhook", async () => {
    const projectId = await newProject(1);
    const paid = await paidRegistration(projectId);
    expect(await seatsUsed(projectId)).toBe(1);

    const first = await cancel(paid.reference);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      reference: paid.reference,
      status: "refund_pending",
      paymentMethod: "razorpay",
    });
    expect((await cancel(paid.reference)).status).toBe(409);

    const refundCalls = standIn.requests.filter(
      (r) => r.method === "POST" && r.path === `/v1/payments/${paid.paymentId}/refund`,
    );
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.authorization).toBe(basicAuth);
    const { id: registrationId } = await registration(paid.reference);
    expect(refundCalls[0]!.body).toEqual({
      amount: registrationFeePaise,
      speed: "normal",
      receipt: `refund-${paid.reference}`,
      notes: { registration_id: registrationId, reference: paid.reference },
    });
    const [refund] = standIn.refunds.filter((r) => r.payment_id === paid.paymentId);
    expect(await registration(paid.reference)).toMatchObject({
      status: "refund_pending",
      refund_reference: refund!.id,
      seat_held: 0,
    });
    expect(await seatsUsed(projectId)).toBe(0);

    const [mail] = await settledMail(
      (m) => sentTo(paid.email)(m) && m.subject.startsWith("Your registration for"),
    );
    expect(mail!.text).toContain("is being refunded through Razorpay");

    // Razorpay's word that the refund reached the student's bank ends it.
    expect(
      (await deliverRazorpayEvent(portal.server.url, refundProcessed(refund!, paid.payment)))
        .status,
    ).toBe(200);
    expect((await registration(paid.reference)).status).toBe("refunded");
    expect(await auditOf(paid.reference)).toContainEqual({
      action: "registration.cancelled",
      actor_email: portal.email,
      detail: "Student asked",
    });
  });

  it("makes no second refund after a first press whose answer was lost", async () => {
    const projectId = await newProject(1);
    const paid = await paidRegistration(projectId);
    // The first press reached Razorpay, but its answer never came back to us.
    const earlier = await sdk().payments.refund(paid.paymentId, {
      amount: registrationFeePaise,
      speed: "normal",
      receipt: `refund-${paid.reference}`,
    });

    const retry = await cancel(paid.reference);
    expect(retry.status).toBe(200);
    expect(standIn.refunds.filter((r) => r.payment_id === paid.paymentId)).toEqual([
      expect.objectContaining({ id: earlier.id }),
    ]);
    expect(await registration(paid.reference)).toMatchObject({
      status: "refund_pending",
      refund_reference: earlier.id,
    });
  });

  it("asks Razorpay for one refund when staff press three times at the same moment: one press refunds, the others are told it is under way", async () => {
    const projectId = await newProject(1);
    const paid = await paidRegistration(projectId);
    // Razorpay takes its time, so all three presses are in before the first is answered.
    standIn.delayRefunds(300);
    const answers = await Promise.all([1, 2, 3].map(() => cancel(paid.reference)));
    const refundCalls = standIn.requests.filter(
      (r) => r.method === "POST" && r.path === `/v1/payments/${paid.paymentId}/refund`,
    );
    expect(refundCalls).toHaveLength(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(await answer.json()).toEqual({ error: cancellationMessages.refundUnderway });
    }
    const { id: registrationId } = await registration(paid.reference);
    // A press retried after a crash mid-request is answered with the same refund.
    expect(refundCalls[0]!.idempotencyKey).toBe(`refund-${registrationId}`);
    const refunds = standIn.refunds.filter((r) => r.payment_id === paid.paymentId);
    expect(refunds).toHaveLength(1);
    expect(await registration(paid.reference)).toMatchObject({
      status: "refund_pending",
      refund_reference: refunds[0]!.id,
    });
    const mails = await settledMail(
      (m) => sentTo(paid.email)(m) && m.subject.startsWith("Your registration for"),
    );
    expect(mails).toHaveLength(1);
    expect(await seatsUsed(projectId)).toBe(0);
    expect(
      (await auditOf(paid.reference)).filter((row) => row.action === "registration.cancelled"),
    ).toHaveLength(1);
  });

  it("lets a press take over a refund claim left by a server that stopped, but not one still fresh", async () => {
    const projectId = await newProject(1);
    const paid = await paidRegistration(projectId);
    const claimed = (minutesAgo: number) =>
      db()
        .updateTable("registrations")
        .set({ refund_claimed_at: new Date(Date.now() - minutesAgo * 60_000).toISOString() })
        .where("reference", "=", paid.reference)
        .execute();
    const asked = standIn.requests.length;

    await claimed(1);
    const fresh = await cancel(paid.reference);
    expect(fresh.status).toBe(409);
    expect(await fresh.json()).toEqual({ error: cancellationMessages.refundUnderway });
    expect(standIn.requests).toHaveLength(asked);
    expect((await registration(paid.reference)).status).toBe("paid");

    await claimed(10);
    expect((await cancel(paid.reference)).status).toBe(200);
    expect(standIn.refunds.filter((r) => r.payment_id === paid.paymentId)).toHaveLength(1);
    expect(await registration(paid.reference)).toMatchObject({
      status: "refund_pending",
      refund_claimed_at: null,
    });
  });

  it("changes nothing when Razorpay refuses the refund, and staff can press again", async () => {
    const projectId = await newProject(1);
    const paid = await paidRegistration(projectId);
    standIn.failWith({ status: 500, description: "Razorpay is down" });
    const response = await cancel(paid.reference);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: cancellationMessages.razorpayRefundFailed });
    standIn.failWith(undefined);
    expect(await registration(paid.reference)).toMatchObject({
      status: "paid",
      seat_held: 1,
      refund_reference: null,
    });
    expect(await seatsUsed(projectId)).toBe(1);
    expect(standIn.refunds.filter((r) => r.payment_id === paid.paymentId)).toEqual([]);

    // The refused press gave up its claim: the next one refunds.
    expect((await cancel(paid.reference)).status).toBe(200);
    expect(standIn.refunds.filter((r) => r.payment_id === paid.paymentId)).toHaveLength(1);
  });

  it("cancels an unpaid Razorpay registration without asking Razorpay anything", async () => {
    const projectId = await newProject(1);
    const { reference } = await razorpayRegistration(projectId);
    const asked = standIn.requests.length;
    expect((await cancel(reference)).status).toBe(200);
    expect(await registration(reference)).toMatchObject({ status: "cancelled", seat_held: 0 });
    expect(standIn.requests).toHaveLength(asked);
  });
});

describe("the registrations list", () => {
  it("shows the payment method in words and the Razorpay payment, in the list and its CSV, with the check button", async () => {
    const projectId = await newProject(1);
    const paid = await paidRegistration(projectId);
    const page = await portal.request(`/admin/registrations?q=${paid.reference}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Check pending Razorpay payments");
    expect(html).toContain(">Razorpay payment</th>");
    // Each cell names its column (a card shows the name beside the value).
    const cell = (column: string, value: string) =>
      new RegExp(`<td data-label="${column}"[^>]*><div[^>]*>${value}</div></td>`);
    expect(html).toMatch(cell("Razorpay payment", paid.paymentId));
    expect(html).toMatch(cell("Method", "Razorpay"));

    const csv = await (
      await portal.request(`/api/admin/export/registrations.csv?q=${paid.reference}`)
    ).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toContain(`"UTR","UTR network","Razorpay payment","Guardian"`);
    // The CSV keeps the method's code, as it keeps the status's.
    expect(row).toContain(`"razorpay","","","${paid.paymentId}"`);
  });
});
