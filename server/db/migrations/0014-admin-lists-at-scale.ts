import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * The admin lists at 100,000 rows each (docs/decisions/0023), the requests queue too:
 * - indexes that hold a list's order (newest first, the id breaking ties), per status and per
 *   project, so a page, a filter, a count and an export's next page read an index range;
 * - a trigram index over the columns the search box looks in: SQLite's FTS5 `trigram`
 *   tokenizer, PostgreSQL's `pg_trgm`. Both only narrow the rows down: the service still
 *   checks each candidate with the LIKE it always used, so a search finds what it found.
 * The searched columns are written here, not imported: a migration is history.
 */

const searched: Record<string, readonly string[]> = {
  bookings: ["organization_name", "email", "contact_number", "address", "message"],
  contact_messages: ["name", "email", "phone", "message"],
  newsletter_subscribers: ["email", "source"],
  registrations: [
    "reference",
    "name",
    "email",
    "phone",
    "college",
    "project_id",
    "upi_utr",
    "razorpay_payment_id",
    "guardian_name",
    "guardian_email",
  ],
  data_requests: ["reference", "email", "name"],
};

/** The lists shown newest first (the requests queue is in order of due date). */
const newestFirst = ["bookings", "contact_messages", "newsletter_subscribers", "registrations"];

/** Indexes on `created_at` alone, now the leading column of an index with the id after it. */
const replaced = ["bookings_created_at", "contact_messages_created_at", "registrations_created_at"];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of newestFirst) {
    await db.schema
      .createIndex(`${table}_newest`)
      .on(table)
      .columns(["created_at", "id"])
      .execute();
    await db.schema
      .createIndex(`${table}_status_newest`)
      .on(table)
      .columns(["status", "created_at", "id"])
      .execute();
  }
  for (const index of replaced) await db.schema.dropIndex(index).execute();
  // One project's registrations (its screen links to them), and the dashboard's activity.
  await db.schema.dropIndex("registrations_project_created").execute();
  await db.schema
    .createIndex("registrations_project_newest")
    .on("registrations")
    .columns(["project_id", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("registrations_updated_at")
    .on("registrations")
    .column("updated_at")
    .execute();
  await db.schema
    .createIndex("data_requests_due")
    .on("data_requests")
    .columns(["due_at", "received_at"])
    .execute();

  if (postgres) await trigramIndexes(db);
  else for (const [table, columns] of Object.entries(searched)) await ftsIndex(db, table, columns);
}

/**
 * SQLite: an FTS5 table per list over the list's own rows (external content: the text stays
 * in the list's table only), kept in step by triggers. `secure-delete` makes a removed row's
 * trigrams go from the index's pages at once (India's DPDP Act: erasure leaves nothing
 * readable), as the database's own secure_delete does for the row. The index is keyed by
 * rowid: a later migration that rebuilds one of these tables must rebuild its index
 * (`insert into <table>_search(<table>_search) values('rebuild')`) and its triggers.
 */
async function ftsIndex(db: Kysely<unknown>, table: string, columns: readonly string[]) {
  const index = `${table}_search`;
  const list = columns.join(", ");
  const values = (row: "new" | "old") => columns.map((column) => `${row}.${column}`).join(", ");
  const statements = [
    `create virtual table ${index} using fts5(${list}, content='${table}', content_rowid='rowid', tokenize='trigram')`,
    `insert into ${index}(${index}, rank) values('secure-delete', 1)`,
    `create trigger ${index}_insert after insert on ${table} begin
       insert into ${index}(rowid, ${list}) values (new.rowid, ${values("new")});
     end`,
    `create trigger ${index}_delete after delete on ${table} begin
       insert into ${index}(${index}, rowid, ${list}) values ('delete', old.rowid, ${values("old")});
     end`,
    `create trigger ${index}_update after update of ${list} on ${table} begin
       insert into ${index}(${index}, rowid, ${list}) values ('delete', old.rowid, ${values("old")});
       insert into ${index}(rowid, ${list}) values (new.rowid, ${values("new")});
     end`,
    `insert into ${index}(${index}) values('rebuild')`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/**
 * PostgreSQL: one GIN trigram index per list over its searched columns joined, lower-cased as
 * the search compares them. pg_trgm is trusted since PostgreSQL 13 (a database owner may
 * install it) and lives in `public` where there is one, so every schema of the database finds
 * the one copy. Where it cannot be installed the lists are searched as before, without the
 * index: slower, never different.
 */
async function trigramIndexes(db: Kysely<unknown>) {
  // Two migrations at once (two instances starting, tests in parallel) install it once.
  await sql`select pg_advisory_xact_lock(hashtext('kodeveda:pg_trgm'))`.execute(db);
  const installed = async () =>
    (
      await sql<{ schema: string }>`
        select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(
        db,
      )
    ).rows[0]?.schema;
  let schema = await installed();
  if (!schema) {
    const { rows } = await sql<{ public: boolean }>`
      select exists (select 1 from pg_namespace where nspname = 'public') as public`.execute(db);
    await sql`savepoint install_pg_trgm`.execute(db);
    try {
      await sql
        .raw(`create extension if not exists pg_trgm${rows[0]?.public ? " schema public" : ""}`)
        .execute(db);
      await sql`release savepoint install_pg_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint install_pg_trgm`.execute(db);
    }
    schema = await installed();
  }
  if (!schema) return;
  for (const [table, columns] of Object.entries(searched)) {
    const document = columns.map((column) => `coalesce(${column}, '')`).join(" || ' ' || ");
    await sql
      .raw(
        `create index ${table}_search on ${table} using gin ((lower(${document})) "${schema}".gin_trgm_ops)`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of Object.keys(searched)) {
    if (postgres) await sql.raw(`drop index if exists ${table}_search`).execute(db);
    else await sql.raw(`drop table if exists ${table}_search`).execute(db);
  }
  for (const table of newestFirst) {
    await db.schema.dropIndex(`${table}_newest`).execute();
    await db.schema.dropIndex(`${table}_status_newest`).execute();
  }
  await db.schema.dropIndex("registrations_project_newest").execute();
  await db.schema.dropIndex("registrations_updated_at").execute();
  await db.schema.dropIndex("data_requests_due").execute();
  for (const index of replaced) {
    await db.schema
      .createIndex(index)
      .on(index.replace(/_created_at$/, ""))
      .column("created_at")
      .execute();
  }
  await db.schema
    .createIndex("registrations_project_created")
    .on("registrations")
    .columns(["project_id", "created_at"])
    .execute();
}
