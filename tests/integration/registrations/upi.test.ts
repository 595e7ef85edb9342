import { describe, expect, it } from "vitest";
import { upiReferenceAt } from "#shared/domain/upi-reference";
import { upiReferenceMessages } from "#shared/schemas/registration";
import { registrationMessages } from "#server/services/registrations";
import { sentTo } from "../../support/smtp-sink";
import { recentUtr } from "../../support/utr";
import { project, registrationServer, staffEmail } from "./setup";

const { sink, stripeApi, server, post, registration, registerByUpi, count } = registrationServer();
const staff = { id: "staff-1", email: "office@kodeveda.test" };

const auditRows = (subject: string) =>
  server()
    .database.db.selectFrom("audit_log")
    .select(["actor_email", "action", "detail"])
    .where("subject", "=", subject)
    .execute();

describe("UPI", () => {
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

    const utr = recentUtr();
    const spaced = `${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`;
    const accepted = await post(`/api/registrations/${reference}/upi`, { utr: spaced });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({
      reference,
      status: "awaiting_verification",
      paymentMethod: "upi",
      projectTitle: project.title,
      checkoutVerified: false,
      // The first UTR from this network for the project: held while staff verify it.
      seat: { untilVerified: true, heldUntil: expect.any(String) as string },
    });
    expect(await registration(reference)).toMatchObject({
      status: "awaiting_verification",
      upi_utr: utr,
    });
    const [toStaff] = await sink.waitFor(
      (mail) => sentTo(staffEmail)(mail) && mail.subject.includes(reference),
    );
    expect(toStaff!.subject).toBe(`UPI payment to verify: ${utr} (${reference})`);
    expect(toStaff!.text).toContain("₹500.00");
    await sink.waitFor(
      (mail) => sentTo(body.email)(mail) && mail.subject.startsWith("We are checking"),
    );

    // The same UTR again is answered like the first time; a different one is refused.
    const repeated = await post(`/api/registrations/${reference}/upi`, { utr });
    expect(repeated.status).toBe(200);
    const changed = await post(`/api/registrations/${reference}/upi`, { utr: recentUtr() });
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

  it("refuses at the field a UTR that cannot be a payment of the last 7 days, storing and sending nothing", async () => {
    const { reference } = await registerByUpi();
    const before = await registration(reference);
    const outbox = await count("email_outbox");
    const nineDaysAgo = upiReferenceAt(new Date(Date.now() - 9 * 24 * 3_600_000), 4242);
    for (const utr of [nineDaysAgo, "999999999999", "412356789012"]) {
      const refused = await post(`/api/registrations/${reference}/upi`, { utr });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        errors: [{ path: "utr", msg: upiReferenceMessages.notRecent }],
      });
    }
    expect(await registration(reference)).toEqual(before);
    expect(await count("email_outbox")).toBe(outbox);
  });

  it("never hands someone else's pending registration to whoever types the same email", async () => {
    const { reference, body } = await registerByUpi();
    const before = await registration(reference);
    const takeover = await post("/api/register", {
      ...body,
      name: "Attacker",
      phone: "9111111111",
      under18: true,
      guardianName: "Someone Else",
      guardianEmail: "someone.else@parent.example",
    });
    expect(takeover.status).toBe(201);
    const taken = (await takeover.json()) as { reference: string };
    expect(taken.reference).not.toBe(reference);
    expect(await registration(reference)).toEqual(before);
    // The victim's reference still takes the victim's own UTR.
    const own = await post(`/api/registrations/${reference}/upi`, { utr: recentUtr() });
    expect(own.status).toBe(200);
  });

  it("refuses a UTR already used for another registration", async () => {
    const first = await registerByUpi();
    const second = await registerByUpi();
    const utr = recentUtr();
    await post(`/api/registrations/${first.reference}/upi`, { utr });
    const reused = await post(`/api/registrations/${second.reference}/upi`, { utr });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({ error: registrationMessages.utrUsed });
    expect((await registration(second.reference)).status).toBe("pending_payment");
  });

  it("answers 404 for a reference that does not exist", async () => {
    const response = await post("/api/registrations/KV00000000/upi", { utr: recentUtr() });
    expect(response.status).toBe(404);
  });

  it("lets staff confirm (receipt sent) or reject (student told why) a UTR, each audited once", async () => {
    const confirmed = await registerByUpi();
    const confirmedUtr = recentUtr();
    await post(`/api/registrations/${confirmed.reference}/upi`, { utr: confirmedUtr });
    const view = await server().services.registrations.confirmUpiPayment(
      confirmed.reference,
      staff,
    );
    expect(view.status).toBe("paid");
    const [receipt] = await sink.waitFor(
      (mail) => sentTo(confirmed.body.email)(mail) && mail.subject.startsWith("Payment received"),
    );
    expect(receipt!.text).toContain(confirmedUtr);
    await expect(
      server().services.registrations.confirmUpiPayment(confirmed.reference, staff),
    ).rejects.toThrow(/awaiting verification/);
    // The refused second confirmation left no trace.
    expect(await auditRows(confirmed.reference)).toEqual([
      { actor_email: staff.email, action: "registration.upi_confirmed", detail: null },
    ]);

    const rejected = await registerByUpi();
    const utr = recentUtr();
    await post(`/api/registrations/${rejected.reference}/upi`, { utr });
    await server().services.registrations.rejectUpiPayment(
      rejected.reference,
      "No payment with this UTR reached our account.",
      staff,
    );
    expect(await auditRows(rejected.reference)).toEqual([
      {
        actor_email: staff.email,
        action: "registration.upi_rejected",
        detail: `No payment with this UTR reached our account. (UTR ${utr})`,
      },
    ]);
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
      utr: recentUtr(),
    });
    expect(retried.status).toBe(200);
  });
});
