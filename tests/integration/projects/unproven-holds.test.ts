/**
 * Seats kept out of sale without proof of payment (decision 0024): made-up UTRs and waitlist
 * places from addresses nobody has proven hold at most a share of a project's seats for
 * longer than a card's 30 minutes, while a real UPI payer keeps the seat until staff verify.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { UpiSubmissionView } from "#shared/domain/registrations";
import { postForm } from "../../support/admin-session";
import type { ServerProcess } from "../../support/server-process";
import { sentTo } from "../../support/smtp-sink";
import { startServerProcess, stopServerProcess } from "../../support/spawned-server";
import { recentUtr } from "../../support/utr";
import { freshNetwork, projectServer, student, upiEnv } from "./setup";

const site = projectServer({ TRUST_PROXY: "true" });
const { server, portal, registered, registration, seatsUsed, accountedSeats } = site;

let second: ServerProcess | undefined;
afterAll(async () => {
  if (second) await stopServerProcess(second);
});

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const sweep = (at: Date) => server().services.projects.releaseExpiredHolds(at);

/** Registers by UPI and hands in a UTR from `from`: the answer's seat and the reference. */
async function claim(projectId: string, from: string, url?: string) {
  const reference = await registered(student(projectId));
  const response = await site.submitUtr(reference, recentUtr(), { from, ...(url ? { url } : {}) });
  expect(response.status).toBe(200);
  return { reference, answer: (await response.json()) as UpiSubmissionView };
}

/** Whether the registration holds its seat for the UPI hours, not a card's 30 minutes. */
const holdsLong = async (reference: string) => {
  const row = await registration(reference);
  return (
    row.seat_held === 1 &&
    row.hold_expires_at !== null &&
    new Date(row.hold_expires_at).getTime() > minutes(47 * 60).getTime()
  );
};

const unsentMail = async () =>
  Number(
    (
      await server()
        .database.db.selectFrom("email_outbox")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("sent_at", "is", null)
        .where("failed_at", "is", null)
        .executeTakeFirstOrThrow()
    ).n,
  );

const heldUntilVerified = async (projectId: string) =>
  Number(
    (
      await server()
        .database.db.selectFrom("registrations")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("project_id", "=", projectId)
        .where("seat_held", "=", 1)
        .where("status", "=", "awaiting_verification")
        .where("hold_expires_at", ">", minutes(47 * 60).toISOString())
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("made-up UTRs", () => {
  it("from one network cannot keep a 3-seat project out of sale longer than a card hold", async () => {
    const projectId = await site.project({ seats: 3 });
    const network = freshNetwork();
    // Six requests: three registrations, three UTRs.
    const claims = [];
    for (let i = 0; i < 3; i++) claims.push(await claim(projectId, network));
    expect(await seatsUsed(projectId)).toBe(3);

    // Half an hour later, two of the three seats are on sale again.
    await sweep(minutes(31));
    expect(await seatsUsed(projectId)).toBe(1);
    expect(await accountedSeats(projectId)).toBe(1);
    const [first, ...rest] = claims;
    expect(await holdsLong(first!.reference)).toBe(true);
    for (const { reference } of rest) {
      expect(await registration(reference)).toMatchObject({
        status: "awaiting_verification",
        seat_held: 0,
      });
    }
    await registered(student(projectId));
    await registered(student(projectId));

    // Each student was told.
    expect(first!.answer.seat).toMatchObject({ untilVerified: true });
    for (const { reference, answer } of rest) {
      // Taken and waiting for staff, but held only as long as the registration's card hold.
      expect(answer).toMatchObject({ status: "awaiting_verification" });
      expect(answer.seat.untilVerified).toBe(false);
      expect(new Date(answer.seat.heldUntil!).getTime()).toBeLessThanOrEqual(minutes(30).getTime());
      const { email } = await registration(reference);
      const [told] = await site.settledMail(
        (mail) => sentTo(email)(mail) && mail.subject.startsWith("We are checking"),
      );
      expect(told!.text).toContain("your seat is held only until");
      expect(told!.text).toContain("we refund the ₹500 in full");
    }
  });

  it("hold at most a fifth of a project's seats until verified, whatever the number of networks, also when they arrive at once at two instances", async () => {
    second = await startServerProcess(server().testDatabase, {
      AUTH_SECRET: server().config.authSecret,
      FORM_RATE_LIMIT: "10000",
      TRUST_PROXY: "true",
      ...upiEnv,
    });
    try {
      await atOnceAtTwoInstances(second);
    } finally {
      // Whatever the second instance took from the outbox is sent before it stops.
      await expect.poll(unsentMail, { timeout: 20_000 }).toBe(0);
      await stopServerProcess(second);
      second = undefined;
    }
  });

  async function atOnceAtTwoInstances(other: ServerProcess) {
    const projectId = await site.project({ seats: 10 });
    const references = [];
    for (let i = 0; i < 8; i++) references.push(await registered(student(projectId)));
    const answers = await Promise.all(
      references.map(async (reference, i) => {
        const response = await site.submitUtr(reference, recentUtr(), {
          from: freshNetwork(),
          url: i % 2 === 0 ? server().url : other.url,
        });
        expect(response.status).toBe(200);
        return (await response.json()) as UpiSubmissionView;
      }),
    );
    expect(await heldUntilVerified(projectId)).toBe(2);
    expect(answers.filter((answer) => answer.seat.untilVerified)).toHaveLength(2);

    await sweep(minutes(31));
    expect(await seatsUsed(projectId)).toBe(2);
    expect(await accountedSeats(projectId)).toBe(2);
  }

  it("hold at most two seats of a project per network until verified", async () => {
    const projectId = await site.project({ seats: 20 });
    const crowded = freshNetwork();
    const fromCrowded = [];
    for (let i = 0; i < 3; i++) fromCrowded.push(await claim(projectId, crowded));
    const long = [];
    for (const { reference } of fromCrowded) long.push(await holdsLong(reference));
    expect(long).toEqual([true, true, false]);
    expect(fromCrowded.map(({ answer }) => answer.seat.untilVerified)).toEqual([true, true, false]);
    // Another network still gets the long hold: the project's cap (4) is not reached.
    expect(await holdsLong((await claim(projectId, freshNetwork())).reference)).toBe(true);
    // The network's count is per project.
    const other = await site.project({ seats: 20 });
    expect(await holdsLong((await claim(other, crowded)).reference)).toBe(true);
  });

  it("leave a real UPI payer within the cap their seat for 48 hours, until staff verify", async () => {
    const projectId = await site.project({ seats: 3 });
    const { reference, answer } = await claim(projectId, freshNetwork());
    expect(answer.seat.untilVerified).toBe(true);
    expect(new Date(answer.seat.heldUntil!).getTime()).toBeGreaterThan(minutes(47 * 60).getTime());
    const { email } = await registration(reference);
    const [told] = await site.settledMail(
      (mail) => sentTo(email)(mail) && mail.subject.startsWith("We are checking"),
    );
    expect(told!.text).not.toContain("held only until");

    await sweep(minutes(47 * 60));
    expect(await registration(reference)).toMatchObject({
      status: "awaiting_verification",
      seat_held: 1,
    });
    await server().services.registrations.confirmUpiPayment(reference, {
      id: null,
      email: portal.email,
    });
    expect(await registration(reference)).toMatchObject({
      status: "paid",
      seat_held: 1,
      hold_expires_at: null,
    });
    expect(await seatsUsed(projectId)).toBe(1);
  });
});

describe("staff", () => {
  it("reject every unverified UPI claim from one network at once: each student told, each audited, seats back", async () => {
    const network = freshNetwork();
    const projectA = await site.project({ seats: 3 });
    const projectB = await site.project({ seats: 3 });
    const fake = [
      await claim(projectA, network),
      await claim(projectA, network),
      await claim(projectB, network),
    ];
    const real = await claim(projectA, freshNetwork());
    expect(await seatsUsed(projectA)).toBe(3);

    const list = await (await portal.request("/admin/registrations")).text();
    expect(list).toContain(`Reject every unverified UPI claim from ${network}`);
    const response = await postForm(
      portal.server,
      "/admin/registrations",
      { intent: "reject-network", network, reason: "Made-up UTR." },
      portal.cookie,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      `3 unverified UPI payments from ${network} rejected; each student has been told why.`,
    );

    for (const { reference } of fake) {
      expect(await registration(reference)).toMatchObject({
        status: "failed",
        seat_held: 0,
        upi_utr: null,
        status_note: "Made-up UTR.",
      });
      const email = (await registration(reference)).email;
      await site.settledMail(
        (mail) => sentTo(email)(mail) && mail.subject.startsWith("We could not"),
      );
    }
    expect(await registration(real.reference)).toMatchObject({
      status: "awaiting_verification",
      seat_held: 1,
    });
    expect(await seatsUsed(projectA)).toBe(1);
    expect(await seatsUsed(projectB)).toBe(0);
    expect(await accountedSeats(projectA)).toBe(1);

    const audit = await server()
      .database.db.selectFrom("audit_log")
      .select(["action", "subject", "detail", "actor_email"])
      .where("action", "in", ["registration.upi_rejected", "registration.upi_network_rejected"])
      .where("actor_email", "=", portal.email)
      .where((eb) =>
        eb.or([
          eb(
            "subject",
            "in",
            fake.map(({ reference }) => reference),
          ),
          eb("subject", "is", null),
        ]),
      )
      .execute();
    expect(audit).toHaveLength(4);
    const summary = audit.find((row) => row.action === "registration.upi_network_rejected");
    expect(summary).toMatchObject({ subject: null, actor_email: portal.email });
    expect(summary?.detail).toMatch(/^3 rejected \(.+\): Made-up UTR\.$/);
    for (const { reference } of fake) expect(summary?.detail).toContain(reference);
    // The audit log, kept for a year, never holds the network: a person's address.
    for (const row of audit) expect(JSON.stringify(row)).not.toContain(network);
  });
});
