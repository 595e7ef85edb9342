import { describe, expect, it } from "vitest";
import { cancellationMessages } from "#server/services/registrations/messages";
import { sentTo } from "../../support/smtp-sink";
import { chargeRefunded, deliverStripeEvent, succeeded } from "../../support/stripe-events";
import { recentUtr } from "../../support/utr";
import { projectServer, student } from "./setup";

const site = projectServer();
const { server, registered, registration, seatsUsed, stripeApi, cancel } = site;

async function paidByCard(projectId: string) {
  const body = student(projectId, { paymentMethod: "stripe" });
  const response = await site.register(body);
  const { reference, client_secret } = (await response.json()) as {
    reference: string;
    client_secret: string;
  };
  const intentId = client_secret.split("_secret_")[0]!;
  stripeApi.settle(intentId, "succeeded");
  await deliverStripeEvent(server().url, succeeded(stripeApi.intents.get(intentId)!));
  expect((await registration(reference)).status).toBe("paid");
  return { reference, intentId, email: body.email };
}

describe("cancelling a registration", () => {
  it("refunds a card payment through Stripe once; the refund's webhook marks it refunded; the student is told both times", async () => {
    const projectId = await site.project({ seats: 1 });
    const { reference, intentId, email } = await paidByCard(projectId);

    const [first, repeated] = [
      await cancel(reference, { reason: "Student asked" }),
      await cancel(reference, { reason: "Student asked" }),
    ];
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ reference, status: "refund_pending" });
    expect(repeated.status).toBe(409);
    const refunds = stripeApi.requests.filter((r) => r.path === "/v1/refunds");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.idempotencyKey).toMatch(/^refund-/);
    expect(refunds[0]?.body).toMatchObject({
      payment_intent: intentId,
      reason: "requested_by_customer",
    });
    expect(await registration(reference)).toMatchObject({
      status: "refund_pending",
      seat_held: 0,
      refund_reference: stripeApi.refunds[0]!.id,
    });
    expect(await seatsUsed(projectId)).toBe(0);
    await site.settledMail(
      (mail) => sentTo(email)(mail) && mail.subject.startsWith("Your registration for"),
    );

    const event = chargeRefunded(stripeApi.intents.get(intentId)!);
    expect((await deliverStripeEvent(server().url, event)).status).toBe(200);
    expect((await registration(reference)).status).toBe("refunded");
    await site.settledMail(
      (mail) => sentTo(email)(mail) && mail.subject.startsWith("Refund completed"),
    );

    const audit = await server()
      .database.db.selectFrom("audit_log")
      .select(["action", "actor_email", "detail"])
      .where("subject", "=", reference)
      .execute();
    expect(audit).toContainEqual({
      action: "registration.cancelled",
      actor_email: site.portal.email,
      detail: "Student asked",
    });
  });

  it("asks Stripe for one refund when staff press three times at the same moment: one press refunds, the others are told it is under way", async () => {
    const projectId = await site.project({ seats: 1 });
    const { reference, intentId, email } = await paidByCard(projectId);
    const refundRequests = () =>
      stripeApi.requests.filter(
        (r) => r.path === "/v1/refunds" && r.body.payment_intent === intentId,
      );
    // Stripe takes its time, so all three presses are in before the first is answered.
    stripeApi.delayRefunds(300);
    try {
      const answers = await Promise.all(
        [1, 2, 3].map(() => cancel(reference, { reason: "Student asked" })),
      );
      expect(refundRequests()).toHaveLength(1);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect(await answer.json()).toEqual({ error: cancellationMessages.refundUnderway });
      }
    } finally {
      stripeApi.delayRefunds(0);
    }
    expect(await registration(reference)).toMatchObject({
      status: "refund_pending",
      refund_claimed_at: null,
      seat_held: 0,
    });
    const mails = await site.settledMail(
      (mail) => sentTo(email)(mail) && mail.subject.startsWith("Your registration for"),
    );
    expect(mails).toHaveLength(1);
    const cancelled = await server()
      .database.db.selectFrom("audit_log")
      .select("id")
      .where("subject", "=", reference)
      .where("action", "=", "registration.cancelled")
      .execute();
    expect(cancelled).toHaveLength(1);
  });

  it("changes nothing when Stripe refuses the refund, and staff can press again", async () => {
    const projectId = await site.project({ seats: 1 });
    const { reference } = await paidByCard(projectId);
    stripeApi.failWith({ status: 500, type: "api_error", message: "Stripe is down" });
    try {
      const response = await cancel(reference, { reason: "Student asked" });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: cancellationMessages.refundFailed });
    } finally {
      stripeApi.failWith(undefined);
    }
    expect(await registration(reference)).toMatchObject({ status: "paid", seat_held: 1 });
    expect(await seatsUsed(projectId)).toBe(1);

    // The refused press gave up its claim: the next one refunds.
    const retry = await cancel(reference, { reason: "Student asked" });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ reference, status: "refund_pending" });
  });

  it("asks for the UPI refund's reference for a paid UPI registration, then marks it refunded and emails it", async () => {
    const projectId = await site.project({ seats: 1 });
    const body = student(projectId);
    const reference = await registered(body);
    await site.submitUtr(reference, recentUtr());
    const pending = await cancel(reference, { reason: "Student asked" });
    expect(pending.status).toBe(409);
    expect(await pending.json()).toEqual({ error: cancellationMessages.verifyFirst });

    await server().services.registrations.confirmUpiPayment(reference, {
      id: null,
      email: "office@kodeveda.test",
    });
    const missing = await cancel(reference, { reason: "Student asked" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      errors: [{ path: "upiRefundReference", msg: cancellationMessages.upiRefundReference }],
    });
    expect((await registration(reference)).status).toBe("paid");

    const done = await cancel(reference, {
      reason: "Student asked",
      upiRefundReference: "UPIREF12345",
    });
    expect(done.status).toBe(200);
    expect(await registration(reference)).toMatchObject({
      status: "refunded",
      refund_reference: "UPIREF12345",
      seat_held: 0,
    });
    const [mail] = await site.settledMail(
      (m) => sentTo(body.email)(m) && m.subject.startsWith("Your registration for"),
    );
    expect(mail!.text).toContain("UPIREF12345");
  });

  it("cancels an unpaid registration and frees its seat", async () => {
    const projectId = await site.project({ seats: 1 });
    const reference = await registered(student(projectId));
    expect((await cancel(reference, { reason: "" })).status).toBe(400);
    expect((await cancel(reference, { reason: "Duplicate" })).status).toBe(200);
    expect(await registration(reference)).toMatchObject({ status: "cancelled", seat_held: 0 });
    expect(await seatsUsed(projectId)).toBe(0);
  });
});
