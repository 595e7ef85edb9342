import { sql, type Transaction } from "kysely";
import type { RetentionPeriods } from "#shared/domain/privacy";
import type { AppDatabase } from "../../db/connect";
import type { DatabaseSchema } from "../../db/schema";
import { deleteUnconfirmedSubscribers } from "../newsletter/subscription-end";
import { deleteRegistrations, keepPaymentRecordOnly } from "./payment-record";

/** The kinds one run deletes or blanks, as the audit row names them. */
export const retentionLabels = {
  unconfirmedSubscribers: "unconfirmed newsletter addresses deleted",
  contactMessages: "contact messages deleted",
  bookings: "bookings deleted",
  unpaidRegistrations: "unpaid registrations deleted",
  paymentRecords: "payment records deleted",
  paidRegistrationsAnonymised: "paid registrations reduced to their payment record",
  waitlistEntries: "ended waitlist places deleted",
  emails: "old emails deleted",
  emailBodies: "sent email bodies blanked",
  sessions: "expired sessions deleted",
  verifications: "expired verification codes deleted",
  accessLinks: "used or expired data links deleted",
  auditEntries: "audit entries deleted",
} as const;

/** What one run deleted or blanked, by kind of data. */
export type RetentionCounts = Record<keyof typeof retentionLabels, number>;

/** Rows per transaction: a large backlog never holds the database for long. */
export const retentionBatchSize = 500;

const dayMs = 24 * 60 * 60 * 1000;
const monthsBefore = (now: Date, months: number) => {
  const then = new Date(now);
  then.setUTCMonth(then.getUTCMonth() - months);
  return then.toISOString();
};
const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * dayMs).toISOString();

/** Registrations that never got paid and hold nothing: a seat, a hold or a payment being checked. */
const unpaidEnded = [
  "pending_payment",
  "awaiting_guardian_consent",
  "failed",
  "expired",
  "cancelled",
] as const;
/** Paid registrations whose money matter is settled; a refund still owed keeps its details. */
const paidSettled = ["paid", "refunded", "cancelled"] as const;

type Trx = Transaction<DatabaseSchema>;

/**
 * What is past its period in `periods` (the same configuration the privacy notice states),
 * deleted or blanked. Each kind goes in batches of retentionBatchSize, one transaction each,
 * so nothing holds a long transaction.
 */
export function createRetentionSweep(database: AppDatabase, periods: RetentionPeriods) {
  const { db } = database;

  /**
   * Picks up to a batch of ids and acts on them in one transaction, until a batch comes back
   * short. Returns how many rows were acted on.
   */
  async function inBatches(
    pick: (trx: Trx) => Promise<string[]>,
    act: (trx: Trx, ids: string[]) => Promise<unknown>,
  ): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await database.write(async (trx) => {
        const ids = await pick(trx);
        if (ids.length > 0) await act(trx, ids);
        return ids.length;
      });
      total += count;
      if (count < retentionBatchSize) return total;
    }
  }

  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

  /** better-auth's own tables, with its camelCase columns: SQLite keeps ISO text, PostgreSQL timestamps. */
  const expiredAuthRows = (table: "session" | "verification", now: Date) => {
    const moment = database.dialect === "sqlite" ? now.toISOString() : now;
    return inBatches(
      async (trx) =>
        ids(
          (
            await sql<{ id: string }>`select id from ${sql.table(table)}
              where "expiresAt" < ${moment} limit ${retentionBatchSize}`.execute(trx)
          ).rows,
        ),
      (trx, batch) =>
        sql`delete from ${sql.table(table)} where id in (${sql.join(batch)})`.execute(trx),
    );
  };

  const deleteFrom =
    (table: "contact_messages" | "bookings" | "waitlist_entries" | "audit_log" | "email_outbox") =>
    (trx: Trx, batch: string[]) =>
      trx.deleteFrom(table).where("id", "in", batch).execute();

  /** A batch of the submissions (contact messages, bookings) made before `cutoff`. */
  const createdBefore =
    (table: "contact_messages" | "bookings", cutoff: string) => async (trx: Trx) =>
      ids(
        await trx
          .selectFrom(table)
          .select("id")
          .where("created_at", "<", cutoff)
          .limit(retentionBatchSize)
          .execute(),
      );

  async function sweep(now: Date): Promise<RetentionCounts> {
    const at = now.toISOString();
    const finishedEmail = sql<string>`coalesce(sent_at, failed_at)`;
    return {
      unconfirmedSubscribers: await deleteUnconfirmedSubscribers(
        db,
        now,
        periods.unconfirmedSubscriberDays,
      ),
      contactMessages: await inBatches(
        createdBefore("contact_messages", monthsBefore(now, periods.contactMessageMonths)),
        deleteFrom("contact_messages"),
      ),
      bookings: await inBatches(
        createdBefore("bookings", monthsBefore(now, periods.bookingMonths)),
        deleteFrom("bookings"),
      ),
      unpaidRegistrations: await inBatches(
        async (trx) =>
          ids(
            await trx
              .selectFrom("registrations")
              .select("id")
              .where("paid_at", "is", null)
              .where("status", "in", unpaidEnded)
              .where("seat_held", "=", 0)
              .where((eb) =>
                eb.or([eb("hold_expires_at", "is", null), eb("hold_expires_at", "<", at)]),
              )
              .where("updated_at", "<", monthsBefore(now, periods.unpaidRegistrationMonths))
              .limit(retentionBatchSize)
              .execute(),
          ),
        deleteRegistrations,
      ),
      paymentRecords: await inBatches(
        async (trx) =>
          ids(
            await trx
              .selectFrom("registrations")
              .select("id")
              .where("paid_at", "<", monthsBefore(now, periods.paymentRecordYears * 12))
              .where("status", "in", paidSettled)
              .limit(retentionBatchSize)
              .execute(),
          ),
        deleteRegistrations,
      ),
      paidRegistrationsAnonymised: await inBatches(
        async (trx) =>
          ids(
            await trx
              .selectFrom("registrations")
              .select("id")
              .where("paid_at", "is not", null)
              .where("retained_reason", "is", null)
              .where("status", "in", paidSettled)
              .where("updated_at", "<", monthsBefore(now, periods.paidRegistrationMonths))
              .limit(retentionBatchSize)
              .execute(),
          ),
        keepPaymentRecordOnly,
      ),
      // A waitlist place that ended is kept as long as a registration that never got paid.
      waitlistEntries: await inBatches(
        async (trx) =>
          ids(
            await trx
              .selectFrom("waitlist_entries")
              .select("id")
              .where("status", "in", ["claimed", "lapsed", "removed"])
              .where("updated_at", "<", monthsBefore(now, periods.unpaidRegistrationMonths))
              .limit(retentionBatchSize)
              .execute(),
          ),
        deleteFrom("waitlist_entries"),
      ),
      // Who was sent what stays as long as the audit log; what the email said goes sooner.
      emails: await inBatches(
        async (trx) =>
          ids(
            await trx
              .selectFrom("email_outbox")
              .select("id")
              .where(finishedEmail, "<", monthsBefore(now, periods.auditLogMonths))
              .limit(retentionBatchSize)
              .execute(),
          ),
        deleteFrom("email_outbox"),
      ),
      emailBodies: await inBatches(
        async (trx) =>
          ids(
            await trx
              .selectFrom("email_outbox")
              .select("id")
              .where(finishedEmail, "<", daysBefore(now, periods.sentEmailDays))
              .where((eb) =>
                eb.or([
                  eb("text_body", "<>", ""),
                  eb("html_body", "<>", ""),
                  eb("props", "is not", null),
                  eb("calendar", "is not", null),
                ]),
              )
              .limit(retentionBatchSize)
              .execute(),
          ),
        (trx, batch) =>
          trx
            .updateTable("email_outbox")
            // The calendar invitation names the recipient, as the body does.
            .set({ text_body: "", html_body: "", props: null, calendar: null })
            .where("id", "in", batch)
            .execute(),
      ),
      sessions: await expiredAuthRows("session", now),
      verifications: await expiredAuthRows("verification", now),
      // Kept a day, past any link's and session's end, so the per-address hourly limit still counts them.
      accessLinks: await inBatches(
        async (trx) =>
          ids(
            await trx
              .selectFrom("data_access_links")
              .select("id")
              .where("created_at", "<", daysBefore(now, 1))
              .where((eb) => eb.fn.coalesce("session_expires_at", "expires_at"), "<", at)
              .limit(retentionBatchSize)
              .execute(),
          ),
        (trx, batch) => trx.deleteFrom("data_access_links").where("id", "in", batch).execute(),
      ),
      auditEntries: await inBatches(
        async (trx) =>
          ids(
            await trx
              .selectFrom("audit_log")
              .select("id")
              .where("created_at", "<", monthsBefore(now, periods.auditLogMonths))
              .limit(retentionBatchSize)
              .execute(),
          ),
        deleteFrom("audit_log"),
      ),
    };
  }

  return sweep;
}
