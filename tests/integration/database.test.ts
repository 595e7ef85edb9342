import fs from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#server/db/connect";
import { migrateToLatest } from "#server/db/migrate";
import { migratedTestDatabase, testDialect, type TestDatabase } from "../support/test-database";

let testDatabase: TestDatabase;
let database: AppDatabase;
beforeAll(async () => {
  ({ testDatabase, database } = await migratedTestDatabase());
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

const now = new Date().toISOString();
const consent = { consent_notice: "privacy-notice-2026-11", consent_at: now };

describe(`the database (${process.env.TEST_DATABASE ?? "sqlite"})`, () => {
  it.skipIf(testDialect() !== "sqlite")(
    "leaves nothing of a deleted row in the SQLite file once checkpointed",
    async () => {
      const secret = `erased-${crypto.randomUUID()}@student.example`;
      const id = crypto.randomUUID();
      await database.db
        .insertInto("contact_messages")
        .values({
          id,
          name: "Erased Person",
          email: secret,
          phone: "98765 43210",
          message: `Please call me back at ${secret}.`,
          status: "new",
          reply_due_at: now,
          created_at: now,
          updated_at: now,
          ...consent,
        })
        .execute();
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
      const file = testDatabase.target.kind === "sqlite" ? testDatabase.target.file : "";
      const contains = () =>
        [file, `${file}-wal`].some(
          (part) => fs.existsSync(part) && fs.readFileSync(part).includes(secret),
        );
      expect(contains()).toBe(true);

      await database.db.deleteFrom("contact_messages").where("id", "=", id).execute();
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
      expect(contains()).toBe(false);
    },
  );

  it("migrates once: a second run applies nothing", async () => {
    expect(await migrateToLatest(database)).toEqual([]);
  });

  it("stores and reads back a booking exactly as given, unicode included", async () => {
    const booking = {
      id: crypto.randomUUID(),
      organization_name: "Vasavi College of Engineering — CSE",
      email: "tpo@vasavi.example",
      contact_number: "+91 98480 22338",
      address: "Ibrahimbagh, Hyderabad 500031 · తెలంగాణ",
      message: "Two-day React workshop for 120 third-year students 🚀",
      status: "new" as const,
      idempotency_key: null,
      reply_due_at: now,
      answered_at: null,
      answered_by: null,
      created_at: now,
      updated_at: now,
      ...consent,
    };
    await database.db.insertInto("bookings").values(booking).execute();
    const stored = await database.db
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual(booking);
  });

  it("refuses a status outside the allowed set", async () => {
    await expect(
      database.db
        .insertInto("contact_messages")
        .values({
          id: crypto.randomUUID(),
          name: "A",
          email: "a@example.com",
          phone: "9876543210",
          message: "Hello there, a question.",
          status: "deleted" as never,
          reply_due_at: now,
          created_at: now,
          updated_at: now,
          ...consent,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it("keeps one subscriber row per email address", async () => {
    const subscriber = (id: string, token: string) => ({
      id,
      email: "reader@example.com",
      status: "subscribed" as const,
      unsubscribe_token: token,
      source: "footer",
      unsubscribed_at: null,
      created_at: now,
      updated_at: now,
      ...consent,
    });
    await database.db.insertInto("newsletter_subscribers").values(subscriber("s1", "t1")).execute();
    await expect(
      database.db.insertInto("newsletter_subscribers").values(subscriber("s2", "t2")).execute(),
    ).rejects.toThrow();
  });

  it("stores money as integer paise and refuses a zero amount", async () => {
    const registration = {
      id: crypto.randomUUID(),
      reference: "KV-7Q4M2X",
      project_id: "campus-connect",
      name: "Priya Sharma",
      email: "priya@example.com",
      phone: "9876543210",
      college: "JNTU Hyderabad",
      section: "CSE-A",
      year: "3rd Year",
      payment_method: "upi" as const,
      amount_paise: 50000,
      currency: "INR",
      status: "pending_payment" as const,
      stripe_payment_intent_id: null,
      upi_utr: null,
      paid_at: null,
      created_at: now,
      updated_at: now,
      ...consent,
    };
    await database.db.insertInto("registrations").values(registration).execute();
    const { amount_paise } = await database.db
      .selectFrom("registrations")
      .select("amount_paise")
      .where("reference", "=", "KV-7Q4M2X")
      .executeTakeFirstOrThrow();
    expect(amount_paise).toBe(50000);
    await expect(
      database.db
        .insertInto("registrations")
        .values({
          ...registration,
          id: crypto.randomUUID(),
          reference: "KV-OTHER",
          amount_paise: 0,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it("queues outbox messages with their delivery state", async () => {
    await database.db
      .insertInto("email_outbox")
      .values({
        id: crypto.randomUUID(),
        template: "booking-received",
        to_address: "tpo@vasavi.example",
        subject: "We received your booking",
        text_body: "Thank you",
        html_body: "<p>Thank you</p>",
        next_attempt_at: now,
        locked_until: null,
        sent_at: null,
        last_error: null,
        created_at: now,
      })
      .execute();
    const pending = await database.db
      .selectFrom("email_outbox")
      .select(["attempts", "sent_at"])
      .executeTakeFirstOrThrow();
    expect(pending).toEqual({ attempts: 0, sent_at: null });
  });

  it.runIf(process.env.TEST_DATABASE !== "postgres")(
    "runs SQLite durably: WAL, synchronous=FULL, foreign keys, a busy timeout",
    async () => {
      const pragma = async (name: string) =>
        (await sql.raw(`pragma ${name}`).execute(database.db)).rows[0];
      expect(await pragma("journal_mode")).toEqual({ journal_mode: "wal" });
      expect(await pragma("synchronous")).toEqual({ synchronous: 2 });
      expect(await pragma("foreign_keys")).toEqual({ foreign_keys: 1 });
      expect(await pragma("busy_timeout")).toEqual({ timeout: 5000 });
    },
  );
});
