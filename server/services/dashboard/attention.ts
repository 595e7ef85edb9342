import type { NeedsAttention, PromiseKept } from "#shared/schemas/dashboard";
import type { AppDatabase } from "../../db/connect";
import { countFailingEmails } from "../../mail/outbox-failures";
import { lateAt } from "../answers";
import type { Range } from "./periods";

type Db = AppDatabase["db"];

/** The tables whose rows the site promises an answer. */
type Promised = "bookings" | "contact_messages";

/** UPI payments staff must check against the bank statement, and refunds staff owe. */
async function paymentsWaiting(db: Db) {
  const row = await db
    .selectFrom("registrations")
    .select((eb) => [
      eb.fn.countAll().filterWhere("status", "=", "awaiting_verification").as("upi"),
      eb.fn.countAll().filterWhere("status", "=", "needs_refund").as("refunds"),
    ])
    .where("status", "in", ["awaiting_verification", "needs_refund"])
    .executeTakeFirstOrThrow();
  return { upiToVerify: Number(row.upi), refundsNeeded: Number(row.refunds) };
}

async function lateCount(db: Db, table: Promised, now: Date) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .where(lateAt(now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What is waiting on staff now. Overdue data requests are the privacy queue's to count. */
export async function needsAttention(
  db: Db,
  now: Date,
  overdueDataRequests: Promise<number>,
): Promise<NeedsAttention> {
  const [payments, outboxFailures, pausedCampaigns, lateBookings, lateContacts, overdue] =
    await Promise.all([
      paymentsWaiting(db),
      countFailingEmails(db),
      db
        .selectFrom("newsletter_campaigns")
        .select(["id", "subject"])
        .where("status", "=", "paused")
        .orderBy("updated_at", "desc")
        .execute(),
      lateCount(db, "bookings", now),
      lateCount(db, "contact_messages", now),
      overdueDataRequests,
    ]);
  return {
    ...payments,
    overdueDataRequests: overdue,
    outboxFailures,
    pausedCampaigns,
    lateBookings,
    lateContacts,
  };
}

/**
 * How the promise was kept for those received in `month`: answered, and answered by the due
 * time. Read from migration 0020's index of received, answered and due times alone.
 */
export async function promiseKept(db: Db, table: Promised, month: Range): Promise<PromiseKept> {
  const row = await db
    .selectFrom(table)
    .select((eb) => [
      eb.fn.count("answered_at").as("answered"),
      eb.fn.countAll().filterWhereRef("answered_at", "<=", "reply_due_at").as("on_time"),
    ])
    .where("created_at", ">=", month.from)
    .where("created_at", "<", month.to)
    .executeTakeFirstOrThrow();
  return { answered: Number(row.answered), onTime: Number(row.on_time) };
}
