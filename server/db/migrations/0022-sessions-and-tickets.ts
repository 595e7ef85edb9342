import type { Kysely } from "kysely";

/**
 * After the payment (issue 39): a project's sessions, each paid student's ticket, the
 * reminders sent before each session (one row per reminder: the unique key is what makes
 * each go once, whichever instance sends it), who was checked in at a session, and the
 * calendar invitation an email carries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("project_sessions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("project_id", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("starts_at", "text", (column) => column.notNull())
    .addColumn("ends_at", "text", (column) => column.notNull())
    .addColumn("place", "text", (column) => column.notNull())
    .addColumn("venue_name", "text")
    .addColumn("venue_address", "text")
    .addColumn("map_url", "text")
    .addColumn("online_url", "text")
    .addColumn("status", "text", (column) => column.notNull().defaultTo("scheduled"))
    .addColumn("sequence", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("series_id", "text")
    .addColumn("cancelled_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("project_sessions_project_start")
    .on("project_sessions")
    .columns(["project_id", "starts_at"])
    .execute();
  // The reminder sweep reads the scheduled sessions starting soon.
  await db.schema
    .createIndex("project_sessions_status_start")
    .on("project_sessions")
    .columns(["status", "starts_at"])
    .execute();

  await db.schema
    .createTable("tickets")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("registration_id", "text", (column) => column.notNull().unique())
    .addColumn("token", "text", (column) => column.notNull().unique())
    .addColumn("check_in_code", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("session_reminders")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("session_id", "text", (column) => column.notNull())
    .addColumn("registration_id", "text", (column) => column.notNull())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("session_starts_at", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addUniqueConstraint("session_reminders_once", [
      "registration_id",
      "session_id",
      "kind",
      "session_starts_at",
    ])
    .execute();
  await db.schema
    .createIndex("session_reminders_session")
    .on("session_reminders")
    .column("session_id")
    .execute();

  await db.schema
    .createTable("session_attendance")
    .addColumn("session_id", "text", (column) => column.notNull())
    .addColumn("registration_id", "text", (column) => column.notNull())
    .addColumn("checked_in_at", "text", (column) => column.notNull())
    .addColumn("checked_in_by", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("session_attendance_pk", ["session_id", "registration_id"])
    .execute();
  await db.schema
    .createIndex("session_attendance_registration")
    .on("session_attendance")
    .column("registration_id")
    .execute();

  await db.schema.alterTable("email_outbox").addColumn("calendar", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("email_outbox").dropColumn("calendar").execute();
  await db.schema.dropTable("session_attendance").execute();
  await db.schema.dropTable("session_reminders").execute();
  await db.schema.dropTable("tickets").execute();
  await db.schema.dropTable("project_sessions").execute();
}
