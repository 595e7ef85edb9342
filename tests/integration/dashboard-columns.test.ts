import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#server/db/connect";
import * as answersAndRefunds from "#server/db/migrations/0020-answers-and-refunds";
import { dashboardPeriods } from "#server/services/dashboard/periods";
import { closedPeriodReusedMs } from "#server/services/dashboard/reuse";
import { specCounts } from "#server/services/dashboard/spec-counts";
import { takings } from "#server/services/dashboard/takings";
import { weeklyTrends } from "#server/services/dashboard/trends";
import { transition } from "#server/services/registrations/transition";
import { createCommit } from "#server/services/unit-of-work";
import { bookingReplyDue, contactReplyDue } from "#shared/domain/promises";
import { booking, ist, registration } from "../support/dashboard-rows";
import { migratedTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * What the dashboard reads besides the lists' own columns (issue 38): the times migration 0020
 * gives the rows stored before it, a refund's time kept by the status change, and the days and
 * weeks gone by counted once a while, as nothing can be added to them.
 */

let testDatabase: TestDatabase;
let database: AppDatabase;
const db = () => database.db;

beforeAll(async () => {
  ({ testDatabase, database } = await migratedTestDatabase());
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

const minuteMs = 60_000;

/** A row as its table stood before migration 0020, without the columns it adds. */
const added = new Set(["reply_due_at", "answered_at", "answered_by", "refunded_at"]);
const before0020 = (row: object) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !added.has(column)));

describe("migration 0020", () => {
  // A database of its own: the test takes the migration down and up again.
  let own: Awaited<ReturnType<typeof migratedTestDatabase>>;
  beforeAll(async () => {
    own = await migratedTestDatabase();
  });
  afterAll(async () => {
    await own.database.close();
    await own.testDatabase.drop();
  });

  it("gives rows stored before it their due time, their answer if they were moved on, and their refund", async () => {
    const db = () => own.database.db;
    const untyped = db() as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await answersAndRefunds.down(db() as unknown as Kysely<unknown>);
    // More messages than one update gives due times to, received over a weekend and around it.
    const first = new Date(ist("2026-11-13 09:00")).getTime();
    const messages = Array.from({ length: 1234 }, (_, i) => {
      const at = new Date(first + i * 7 * minuteMs).toISOString();
      const row = booking(at);
      return {
        id: randomUUID(),
        name: "Priya Sharma",
        email: row.email,
        phone: "9876543210",
        message: row.message,
        status: i % 3 === 0 ? "replied" : "new",
        consent_notice: row.consent_notice,
        consent_at: row.consent_at,
        created_at: at,
        updated_at: new Date(first + i * 7 * minuteMs + 90 * minuteMs).toISOString(),
      };
    });
    for (let i = 0; i < messages.length; i += 200) {
      await untyped
        .insertInto("contact_messages")
        .values(messages.slice(i, i + 200))
        .execute();
    }
    const bookings = [ist("2026-11-13 15:00"), ist("2026-11-14 10:00")].map((at, i) => ({
      ...before0020(booking(at)),
      status: i === 0 ? "contacted" : "new",
    }));
    await untyped.insertInto("bookings").values(bookings).execute();
    const refunded = registration("refunded", "upi", ist("2026-11-02 10:00"), {
      paid: ist("2026-11-02 10:00"),
      refunded: ist("2026-11-05 10:00"),
    });
    const paid = registration("paid", "upi", ist("2026-11-02 11:00"), {
      paid: ist("2026-11-02 11:00"),
    });
    await untyped
      .insertInto("registrations")
      .values([before0020(refunded), before0020(paid)])
      .execute();

    await answersAndRefunds.up(db() as unknown as Kysely<unknown>);

    const storedMessages = await db()
      .selectFrom("contact_messages")
      .select(["id", "created_at", "updated_at", "status", "reply_due_at", "answered_at"])
      .execute();
    expect(storedMessages).toHaveLength(messages.length);
    for (const row of storedMessages) {
      expect(row.reply_due_at, row.created_at).toBe(
        contactReplyDue(new Date(row.created_at)).toISOString(),
      );
      expect(row.answered_at).toBe(row.status === "replied" ? row.updated_at : null);
    }
    const storedBookings = await db()
      .selectFrom("bookings")
      .select(["created_at", "updated_at", "status", "reply_due_at", "answered_at"])
      .orderBy("created_at")
      .execute();
    expect(storedBookings.map((row) => [row.reply_due_at, row.answered_at])).toEqual([
      [
        bookingReplyDue(new Date(ist("2026-11-13 15:00"))).toISOString(),
        storedBookings[0]?.updated_at,
      ],
      [bookingReplyDue(new Date(ist("2026-11-14 10:00"))).toISOString(), null],
    ]);
    const storedRegistrations = await db()
      .selectFrom("registrations")
      .select(["id", "refunded_at"])
      .where("id", "in", [refunded.id, paid.id])
      .execute();
    expect(Object.fromEntries(storedRegistrations.map((row) => [row.id, row.refunded_at]))).toEqual(
      {
        [refunded.id]: ist("2026-11-05 10:00"),
        [paid.id]: null,
      },
    );
  });
});

describe("a registration's refund", () => {
  it("is stored with the moment its status became refunded, and keeps it", async () => {
    const row = registration("paid", "upi", ist("2026-11-02 10:00"), {
      paid: ist("2026-11-02 10:00"),
    });
    await db().insertInto("registrations").values(row).execute();
    const commit = createCommit(database, () => undefined);
    const refundedAt = new Date(ist("2026-11-20 10:00"));
    const moved = await commit(
      (unit) => transition(unit, row.id, { from: ["paid"], to: "refunded", cause: "staff" }),
      { now: refundedAt },
    );
    expect(moved).toBe(true);
    // The gateway's word that it is refunded, a day later, changes nothing of when.
    await commit(
      (unit) => transition(unit, row.id, { from: ["refunded"], to: "refunded", cause: "gateway" }),
      { now: new Date(ist("2026-11-21 10:00")) },
    );
    const stored = await db()
      .selectFrom("registrations")
      .select(["refunded_at", "updated_at"])
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      refunded_at: refundedAt.toISOString(),
      updated_at: ist("2026-11-21 10:00"),
    });
  });
});

describe("what was counted of days and weeks gone by", () => {
  it("count the week in progress every time and the weeks before it once a while", async () => {
    const trends = weeklyTrends(db());
    const now = new Date(ist("2027-02-10 12:00"));
    const at = (later: number) => new Date(now.getTime() + later);
    const read = async (moment: Date) => (await trends(dashboardPeriods(moment), moment)).bookings;
    const before = await read(now);
    expect(before).toEqual(Array.from({ length: 12 }, () => 0));
    await db()
      .insertInto("bookings")
      .values([booking(ist("2027-02-03 10:00")), booking(ist("2027-02-09 10:00"))])
      .execute();
    // Last week's booking waits for the next count of the weeks gone by; this week's is there.
    expect(await read(at(minuteMs))).toEqual([...before.slice(0, 11), 1]);
    expect(await read(at(closedPeriodReusedMs + minuteMs))).toEqual([...before.slice(0, 10), 1, 1]);
  });

  it("is reused for the month's takings before today, never for today's", async () => {
    const taken = takings(db());
    const now = new Date(ist("2027-03-10 12:00"));
    const read = async (later: number) => {
      const moment = new Date(now.getTime() + later);
      const { today, month } = await taken(dashboardPeriods(moment), moment);
      return [today.paidRegistrations, month.paidRegistrations];
    };
    expect(await read(0)).toEqual([0, 0]);
    await db()
      .insertInto("registrations")
      .values(
        [ist("2027-03-09 23:59"), ist("2027-03-10 00:00")].map((at) =>
          registration("paid", "upi", at, { paid: at }),
        ),
      )
      .execute();
    expect(await read(minuteMs)).toEqual([1, 1]);
    expect(await read(closedPeriodReusedMs + minuteMs)).toEqual([1, 2]);
  });

  it("counts the specification's four from today's rows every time and earlier days' once a while", async () => {
    const counts = specCounts(db());
    const now = new Date(ist("2027-04-10 12:00"));
    const read = async (later: number) => (await counts(new Date(now.getTime() + later))).bookings;
    const before = await read(0);
    await db()
      .insertInto("bookings")
      .values([booking(ist("2027-04-09 23:59")), booking(ist("2027-04-10 00:00"))])
      .execute();
    // Today's booking is counted at once; yesterday's with the next count of the days before.
    expect(await read(minuteMs)).toBe(before + 1);
    expect(await read(closedPeriodReusedMs + minuteMs)).toBe(before + 2);
  });
});
