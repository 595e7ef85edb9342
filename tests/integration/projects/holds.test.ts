import { describe, expect, it } from "vitest";
import { createProjectService } from "#server/services/projects";
import { createCommit } from "#server/services/unit-of-work";
import { createMailComposer } from "#server/mail/messages";
import { sentTo } from "../../support/smtp-sink";
import { deliverStripeEvent, paymentFailed, succeeded } from "../../support/stripe-events";
import { recentUtr } from "../../support/utr";
import { projectServer, staffEmail, student } from "./setup";

const site = projectServer();
const { server, registered, registration, seatsUsed, accountedSeats, stripeApi } = site;

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const sweep = (at: Date) => server().services.projects.releaseExpiredHolds(at);

/** Registers by card; the PaymentIntent the stand-in made for it. */
async function byCard(projectId: string) {
  const response = await site.register(student(projectId, { paymentMethod: "stripe" }));
  expect(response.status).toBe(201);
  const { reference, client_secret } = (await response.json()) as {
    reference: string;
    client_secret: string;
  };
  const intent = stripeApi.intents.get(client_secret.split("_secret_")[0]!)!;
  return { reference, intent };
}

const pay = async (intent: { id: string }) => {
  stripeApi.settle(intent.id, "succeeded");
  const response = await deliverStripeEvent(
    server().url,
    succeeded(stripeApi.intents.get(intent.id)!),
  );
  expect(response.status).toBe(200);
};

describe("holds", () => {
  it("releases an unpaid hold once its 30 minutes are up, once however many instances sweep", async () => {
    const projectId = await site.project({ seats: 2 });
    const reference = await registered(student(projectId));
    expect(await registration(reference)).toMatchObject({
      status: "pending_payment",
      seat_held: 1,
    });

    expect(await sweep(minutes(29))).toEqual({ registrations: 0, offers: 0 });
    expect(await seatsUsed(projectId)).toBe(1);

    // Two instances, each with its own services, sweeping at the same moment.
    const { mail } = { mail: createMailComposer({ siteUrl: server().url, staffEmail }) };
    const instances = [1, 2].map(() =>
      createProjectService(
        server().database,
        createCommit(server().database, () => undefined),
        {
          mail,
          siteUrl: server().url,
          changed: () => undefined,
        },
      ),
    );
    const swept = await Promise.all(instances.map((i) => i.releaseExpiredHolds(minutes(31))));
    expect(swept.reduce((sum, s) => sum + s.registrations, 0)).toBe(1);
    expect(await registration(reference)).toMatchObject({ status: "expired", seat_held: 0 });
    expect(await seatsUsed(projectId)).toBe(0);
    expect(await accountedSeats(projectId)).toBe(0);
  });

  it("holds a UPI seat 48 hours once the UTR is in; after that staff can still confirm while a seat is free", async () => {
    const projectId = await site.project({ seats: 1 });
    const reference = await registered(student(projectId));
    expect((await site.submitUtr(reference, recentUtr())).status).toBe(200);
    const held = await registration(reference);
    expect(held.status).toBe("awaiting_verification");
    expect(new Date(held.hold_expires_at!).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);

    await sweep(minutes(49 * 60));
    expect(await registration(reference)).toMatchObject({
      status: "awaiting_verification",
      seat_held: 0,
    });
    expect(await seatsUsed(projectId)).toBe(0);

    await server().services.registrations.confirmUpiPayment(reference, {
      id: null,
      email: "office@kodeveda.test",
    });
    expect(await registration(reference)).toMatchObject({
      status: "paid",
      seat_held: 1,
      hold_expires_at: null,
    });
    expect(await seatsUsed(projectId)).toBe(1);
  });

  it("gives the seat back when the card payment fails", async () => {
    const projectId = await site.project({ seats: 1 });
    const { reference, intent } = await byCard(projectId);
    const response = await deliverStripeEvent(server().url, paymentFailed(intent));
    expect(response.status).toBe(200);
    expect(await registration(reference)).toMatchObject({ status: "failed", seat_held: 0 });
    expect(await seatsUsed(projectId)).toBe(0);
  });
});

describe("payments that arrive after the hold expired", () => {
  it("are honoured while a seat is free", async () => {
    const projectId = await site.project({ seats: 1 });
    const { reference, intent } = await byCard(projectId);
    await sweep(minutes(31));
    expect((await registration(reference)).status).toBe("expired");
    await pay(intent);
    expect(await registration(reference)).toMatchObject({ status: "paid", seat_held: 1 });
    expect(await seatsUsed(projectId)).toBe(1);
    await site.settledMail(
      (mail) => sentTo(intent.receipt_email!)(mail) && mail.subject.startsWith("Payment received"),
    );
  });

  it("are flagged for a refund, with staff told, when the project filled meanwhile; never over capacity", async () => {
    const projectId = await site.project({ seats: 1 });
    const late = await byCard(projectId);
    await sweep(minutes(31));
    const taker = await registered(student(projectId));
    expect((await registration(taker)).seat_held).toBe(1);

    await pay(late.intent);
    expect(await registration(late.reference)).toMatchObject({
      status: "needs_refund",
      seat_held: 0,
      status_note: "The payment arrived after the seat hold expired, and the project is full.",
    });
    expect(await seatsUsed(projectId)).toBe(1);
    const [alert] = await site.settledMail(
      (mail) =>
        sentTo(staffEmail)(mail) && mail.subject.startsWith(`Refund needed: ${late.reference}`),
    );
    expect(alert!.text).toContain("Cancel the registration in the portal to refund it");
    const audit = await server()
      .database.db.selectFrom("audit_log")
      .select("action")
      .where("subject", "=", late.reference)
      .execute();
    expect(audit.map((row) => row.action)).toContain("registration.refund_needed");
  });

  it("flags a late UPI payment staff confirm when no seat is free", async () => {
    const projectId = await site.project({ seats: 1 });
    const reference = await registered(student(projectId));
    await sweep(minutes(31));
    await registered(student(projectId));
    // The UTR arrives late: taken, but no seat is held for it.
    expect((await site.submitUtr(reference, recentUtr())).status).toBe(200);
    expect(await registration(reference)).toMatchObject({
      status: "awaiting_verification",
      seat_held: 0,
    });
    await server().services.registrations.confirmUpiPayment(reference, {
      id: null,
      email: "office@kodeveda.test",
    });
    expect((await registration(reference)).status).toBe("needs_refund");
    expect(await seatsUsed(projectId)).toBe(1);
  });
});
