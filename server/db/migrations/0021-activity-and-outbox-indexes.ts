import { sql, type Kysely } from "kysely";

/**
 * The dashboard at 100,000 rows (issue 38). Recent activity of one kind reads the latest rows
 * of each of its audit actions, and folds a day's sign-ins, by (action, created_at): without
 * it, a kind that is rare among the recent rows (data requests) made the log be read whole.
 * The outbox's failing emails are few among many sent ones; a partial index holds just them,
 * so the dashboard's count and the outbox screen's page never read the sent ones' bodies. Its
 * predicate is server/mail/outbox-failures.ts's `failing`, written out: a migration is history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("audit_log_action_newest")
    .on("audit_log")
    .columns(["action", "created_at"])
    .execute();
  await db.schema
    .createIndex("email_outbox_failing")
    .on("email_outbox")
    .columns(["created_at", "id"])
    .where(sql<boolean>`failed_at is not null or (sent_at is null and last_error is not null)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("email_outbox_failing").execute();
  await db.schema.dropIndex("audit_log_action_newest").execute();
}
