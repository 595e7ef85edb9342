import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#server/db/connect";
import { transition } from "#server/services/registrations/transition";
import { createCommit, type Commit } from "#server/services/unit-of-work";
import { migratedTestDatabase, type TestDatabase } from "../../support/test-database";

let testDatabase: TestDatabase;
let database: AppDatabase;
let commit: Commit;
const projectId = "lifecycle-project";

beforeAll(async () => {
  ({ testDatabase, database } = await migratedTestDatabase());
  commit = createCommit(database, () => undefined);
  const at = new Date().toISOString();
  await database.db
    .insertInto("projects")
    .values({
      id: projectId,
      title: "Lifecycle project",
      status: "In Progress",
      timeline: "Jan 2027 – Apr 2027",
      description: "A project for testing the registration lifecycle.",
      technologies: "[]",
      objectives: "[]",
      mentor: "Sneha Iyer",
      progress: 0,
      seats: 10,
      registration_open: 1,
      position: 0,
      archived_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

/** A registration stored waiting for its card payment, as a student's would be. */
async function pendingRegistration() {
  const id = randomUUID();
  const at = new Date(Date.now() - 60_000).toISOString();
  await database.db
    .insertInto("registrations")
    .values({
      id,
      reference: `KV-${id.slice(0, 8).toUpperCase()}`,
      project_id: projectId,
      name: "Ananya Reddy",
      email: `${id}@student.example`,
      phone: "+91 98480 22338",
      college: "CBIT Hyderabad",
      section: "CSE-B",
      year: "3rd Year",
      payment_method: "stripe",
      amount_paise: 50_000,
      currency: "INR",
      status: "pending_payment",
      stripe_payment_intent_id: null,
      upi_utr: null,
      upi_submitted_at: null,
      paid_at: null,
      status_note: null,
      hold_expires_at: at,
      refund_reference: null,
      consent_notice: "privacy-notice-2026-11",
      consent_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

const stored = (id: string) =>
  database.db
    .selectFrom("registrations")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const count = async (table: "audit_log" | "email_outbox") =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const staffNote = {
  audit: {
    actor: { id: null, email: "system" },
    action: "registration.payment_mismatch",
    subject: "lifecycle",
  },
  emails: [{ template: "registration-refunded", to: "a@student.example", subject: "", props: {} }],
} as const;

describe(`a registration's lifecycle on the database (${process.env.TEST_DATABASE ?? "sqlite"})`, () => {
  it("refuses a change the table does not list, and the transaction it was in stores nothing", async () => {
    const id = await pendingRegistration();
    const before = await stored(id);
    const [audits, emails] = [await count("audit_log"), await count("email_outbox")];

    const refused = commit(async (unit) => {
      // Written first in the same transaction: it must not survive the refusal.
      await transition(unit, id, {
        from: ["pending_payment"],
        to: "pending_payment",
        cause: "gateway",
        set: { status_note: "noted before the refused change" },
      });
      return transition(unit, id, {
        from: ["pending_payment"],
        to: "refunded",
        cause: "staff",
        set: { refund_reference: "UPI-REFUND-1", paid_at: new Date().toISOString() },
        ...staffNote,
      });
    });

    await expect(refused).rejects.toThrow(
      "A registration cannot go from pending_payment to refunded by staff: the lifecycle does not list it.",
    );
    expect(await stored(id)).toEqual(before);
    expect([await count("audit_log"), await count("email_outbox")]).toEqual([audits, emails]);
  });

  it("refuses a listed change named with another cause: a student cannot make a registration paid", async () => {
    const id = await pendingRegistration();
    const before = await stored(id);

    await expect(
      commit((unit) =>
        transition(unit, id, { from: ["pending_payment"], to: "paid", cause: "student" }),
      ),
    ).rejects.toThrow("A registration cannot go from pending_payment to paid by student");
    expect(await stored(id)).toEqual(before);
  });

  it("makes a listed change once: a second from the status it left changes nothing", async () => {
    const id = await pendingRegistration();
    const cancel = () =>
      commit((unit) =>
        transition(unit, id, {
          from: ["pending_payment"],
          to: "cancelled",
          cause: "staff",
          ...staffNote,
        }),
      );
    const audits = await count("audit_log");

    expect(await cancel()).toBe(true);
    expect(await cancel()).toBe(false);
    expect((await stored(id)).status).toBe("cancelled");
    expect(await count("audit_log")).toBe(audits + 1);
  });
});
