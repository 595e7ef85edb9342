import { sql, type Kysely } from "kysely";
import { bookingReplyDue, contactReplyDue } from "#shared/domain/promises";

/**
 * The staff portal's dashboard (issue 38):
 * - a booking and a contact message carry when their promised answer falls due, and when and
 *   by whom (a staff user's id) it was answered, so "late" is one stored comparison;
 * - a registration carries when it was refunded, so the month's refunds are a range of it.
 * The rows stored before get their due time from the rule the site promises by, imported
 * rather than written out (unlike the rest of a migration, which is history): a second copy
 * of the business-day rule could drift from the one new rows are stored with. A refund's time
 * was not kept before: the registration's last change is the nearest there is.
 */

const enquiries = [
  ["bookings", bookingReplyDue],
  ["contact_messages", contactReplyDue],
] as const;

/** Rows given their due time per update. */
const batch = 500;

type Untyped = Kysely<Record<string, Record<string, unknown>>>;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, replyDue] of enquiries) {
    for (const column of ["reply_due_at", "answered_at", "answered_by"]) {
      await db.schema.alterTable(table).addColumn(column, "text").execute();
    }
    await backfillReplyDue(db as unknown as Untyped, table, replyDue);
    // Moved on from new (contacted, replied) before answers were recorded: answered, though
    // not known when. The last change is the nearest there is; left unanswered, every one of
    // them would count as late.
    await sql`update ${sql.table(table)} set answered_at = updated_at where status <> 'new'`.execute(
      db,
    );
    // The late ones: unanswered, due before now. Also the late filter of the list.
    await db.schema
      .createIndex(`${table}_unanswered_due`)
      .on(table)
      .column("reply_due_at")
      .where(sql.ref("answered_at"), "is", null)
      .execute();
    // The month's promise kept: those received in it, answered, and answered by their due time.
    await db.schema
      .createIndex(`${table}_received_answered`)
      .on(table)
      .columns(["created_at", "answered_at", "reply_due_at"])
      .execute();
  }

  await db.schema.alterTable("registrations").addColumn("refunded_at", "text").execute();
  await sql`update registrations set refunded_at = updated_at where status = 'refunded'`.execute(
    db,
  );
  // A day's or a month's takings per method, read from the index alone.
  for (const column of ["paid_at", "refunded_at"]) {
    await db.schema
      .createIndex(`registrations_${column}`)
      .on("registrations")
      .columns([column, "payment_method", "amount_paise"])
      .where(sql.ref(column), "is not", null)
      .execute();
  }
  await db.schema
    .createIndex("newsletter_subscribers_confirmed_at")
    .on("newsletter_subscribers")
    .column("confirmed_at")
    .where(sql.ref("confirmed_at"), "is not", null)
    .execute();
}

async function backfillReplyDue(db: Untyped, table: string, replyDue: (received: Date) => Date) {
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom(table)
      .select(["id", "created_at"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(batch)
      .execute();
    const last = rows.at(-1);
    if (!last) return;
    const due = rows.map(
      (row) =>
        sql`when ${String(row.id)} then ${replyDue(new Date(String(row.created_at))).toISOString()}`,
    );
    await db
      .updateTable(table)
      .set({ reply_due_at: sql`case ${sql.ref("id")} ${sql.join(due, sql` `)} end` })
      .where(
        "id",
        "in",
        rows.map((row) => String(row.id)),
      )
      .execute();
    after = String(last.id);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("newsletter_subscribers_confirmed_at").execute();
  for (const column of ["paid_at", "refunded_at"]) {
    await db.schema.dropIndex(`registrations_${column}`).execute();
  }
  await db.schema.alterTable("registrations").dropColumn("refunded_at").execute();
  for (const [table] of enquiries) {
    await db.schema.dropIndex(`${table}_unanswered_due`).execute();
    await db.schema.dropIndex(`${table}_received_answered`).execute();
    for (const column of ["reply_due_at", "answered_at", "answered_by"]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
