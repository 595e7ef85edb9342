import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Staff run the project pipeline (docs/decisions/0016): projects and the completed-project
 * gallery move into the database, each project counts its seats, registrations hold one
 * while a payment is under way, and a full project keeps a waitlist. The values are written
 * literally: a migration is history.
 */

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

const earlierStatuses = ["pending_payment", "awaiting_verification", "paid", "failed", "refunded"];
const statuses = [...earlierStatuses, "expired", "cancelled", "refund_pending", "needs_refund"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("projects")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().check(oneOf("status", ["In Progress", "Planning", "Completed"])),
    )
    .addColumn("timeline", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    /** JSON arrays of strings. */
    .addColumn("technologies", "text", (col) => col.notNull())
    .addColumn("objectives", "text", (col) => col.notNull())
    .addColumn("mentor", "text", (col) => col.notNull())
    .addColumn("progress", "integer", (col) => col.notNull())
    .addColumn("seats", "integer", (col) => col.notNull().defaultTo(20))
    .addColumn("seats_used", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("registration_open", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("archived_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    // The last line of defence: whatever the code does, the database refuses an oversold
    // project, so a bug fails one request instead of selling a seat that does not exist.
    .addCheckConstraint(
      "projects_seats_within_capacity",
      sql`seats_used >= 0 and seats_used <= seats`,
    )
    .execute();

  await db.schema
    .createTable("completed_projects")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("goal", "text", (col) => col.notNull())
    .addColumn("tech_stack", "text", (col) => col.notNull())
    .addColumn("outcome", "text", (col) => col.notNull())
    .addColumn("testimonial_quote", "text", (col) => col.notNull())
    .addColumn("testimonial_author", "text", (col) => col.notNull())
    .addColumn("testimonial_role", "text", (col) => col.notNull())
    /** JSON array of { src, alt, width, height }. */
    .addColumn("images", "text", (col) => col.notNull())
    .addColumn("project_id", "text")
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("archived_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("waitlist_entries")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("project_id", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().check(oneOf("status", ["waiting", "offered", "claimed", "lapsed", "removed"])),
    )
    .addColumn("offer_token_hash", "text", (col) => col.unique())
    .addColumn("offered_at", "text")
    .addColumn("offer_expires_at", "text")
    .addColumn("consent_notice", "text", (col) => col.notNull())
    .addColumn("consent_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("waitlist_entries_queue")
    .on("waitlist_entries")
    .columns(["project_id", "status", "created_at"])
    .execute();
  await db.schema
    .createIndex("waitlist_entries_offer_expiry")
    .on("waitlist_entries")
    .columns(["status", "offer_expires_at"])
    .execute();

  await widenRegistrationStatuses(db);
  await db.schema
    .alterTable("registrations")
    .addColumn("seat_held", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("registrations").addColumn("hold_expires_at", "text").execute();
  await db.schema.alterTable("registrations").addColumn("refund_reference", "text").execute();
  await db.schema
    .createIndex("registrations_hold_expiry")
    .on("registrations")
    .columns(["seat_held", "hold_expires_at"])
    .execute();
  await db.schema
    .createIndex("registrations_project_created")
    .on("registrations")
    .columns(["project_id", "created_at"])
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
  await sql`alter table registrations rename to registrations_before_0010`.execute(db);
  await sql.raw(create.replace(earlier, `'${statuses.join("', '")}')`)).execute(db);
  await sql`insert into registrations select * from registrations_before_0010`.execute(db);
  await sql`drop table registrations_before_0010`.execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("registrations_project_created").execute();
  await db.schema.dropIndex("registrations_hold_expiry").execute();
  for (const column of ["refund_reference", "hold_expires_at", "seat_held"]) {
    await db.schema.alterTable("registrations").dropColumn(column).execute();
  }
  for (const table of ["waitlist_entries", "completed_projects", "projects"]) {
    await db.schema.dropTable(table).execute();
  }
}
