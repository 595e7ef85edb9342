import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * A person's rights under India's DPDP Act (docs/decisions/0018): their requests and the
 * staff's answers, the emailed "Your data" links, the suppression list an erasure leaves,
 * the lease that lets one instance a day run the retention job, a guardian's consent for a
 * student under 18, and what an erased paid registration keeps and why. The values are
 * written literally: a migration is history.
 */

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

const earlierStatuses = [
  "pending_payment",
  "awaiting_verification",
  "paid",
  "failed",
  "refunded",
  "expired",
  "cancelled",
  "refund_pending",
  "needs_refund",
];
const statuses = [...earlierStatuses, "awaiting_guardian_consent"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("data_requests")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("reference", "text", (col) => col.notNull().unique())
    .addColumn("kind", "text", (col) =>
      col
        .notNull()
        .check(
          oneOf("kind", [
            "access",
            "correction",
            "erasure",
            "nomination",
            "withdrawal",
            "grievance",
          ]),
        ),
    )
    .addColumn("status", "text", (col) =>
      col.notNull().check(oneOf("status", ["open", "completed", "declined"])),
    )
    .addColumn("channel", "text", (col) =>
      col.notNull().check(oneOf("channel", ["web", "email", "phone", "post"])),
    )
    // Null once the person is erased: the request's record stays, the person does not.
    .addColumn("email", "text")
    .addColumn("name", "text")
    .addColumn("details", "text")
    .addColumn("received_at", "text", (col) => col.notNull())
    .addColumn("due_at", "text", (col) => col.notNull())
    .addColumn("answered_at", "text")
    .addColumn("answered_by", "text")
    .addColumn("outcome", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("data_requests_status_due")
    .on("data_requests")
    .columns(["status", "due_at"])
    .execute();
  await db.schema.createIndex("data_requests_email").on("data_requests").column("email").execute();

  await db.schema
    .createTable("data_access_links")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .addColumn("session_hash", "text", (col) => col.unique())
    .addColumn("session_expires_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("data_access_links_email_created")
    .on("data_access_links")
    .columns(["email", "created_at"])
    .execute();

  await db.schema
    .createTable("suppressed_emails")
    .addColumn("email_hash", "text", (col) => col.primaryKey())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("scheduled_jobs")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("lease_until", "text")
    .addColumn("lease_owner", "text")
    .addColumn("last_run_on", "text")
    .addColumn("last_finished_at", "text")
    .execute();

  await widenRegistrationStatuses(db);
  for (const column of [
    "guardian_name",
    "guardian_email",
    "guardian_token_hash",
    "guardian_consent_expires_at",
    "guardian_consented_at",
    "guardian_consent_ip",
    "retained_reason",
  ]) {
    await db.schema.alterTable("registrations").addColumn(column, "text").execute();
  }
  await db.schema
    .createIndex("registrations_guardian_token")
    .on("registrations")
    .column("guardian_token_hash")
    .unique()
    .execute();

  // The last email to an erased person is deleted once the mail server has it.
  await db.schema
    .alterTable("email_outbox")
    .addColumn("discard_after_send", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

/**
 * PostgreSQL names the column's check and can swap it; SQLite cannot alter a check, so the
 * table is rebuilt from its own CREATE statement with the longer list, rows and indexes kept.
 */
async function widenRegistrationStatuses(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table registrations drop constraint registrations_status_check`.execute(db);
    await sql`alter table registrations add constraint registrations_status_check check (${oneOf("status", statuses)})`.execute(
      db,
    );
    return;
  }
  const { rows: tables } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'registrations'`.execute(db);
  const { rows: indexes } = await sql<{ sql: string }>`
    select sql from sqlite_master
    where type = 'index' and tbl_name = 'registrations' and sql is not null`.execute(db);
  const create = tables[0]?.sql;
  const earlier = `'${earlierStatuses.join("', '")}')`;
  if (!create?.includes(earlier)) throw new Error("registrations: unexpected status check");
  await sql`alter table registrations rename to registrations_before_0012`.execute(db);
  await sql.raw(create.replace(earlier, `'${statuses.join("', '")}')`)).execute(db);
  await sql`insert into registrations select * from registrations_before_0012`.execute(db);
  await sql`drop table registrations_before_0012`.execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("email_outbox").dropColumn("discard_after_send").execute();
  await db.schema.dropIndex("registrations_guardian_token").execute();
  for (const column of [
    "retained_reason",
    "guardian_consent_ip",
    "guardian_consented_at",
    "guardian_consent_expires_at",
    "guardian_token_hash",
    "guardian_email",
    "guardian_name",
  ]) {
    await db.schema.alterTable("registrations").dropColumn(column).execute();
  }
  for (const table of [
    "scheduled_jobs",
    "suppressed_emails",
    "data_access_links",
    "data_requests",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
