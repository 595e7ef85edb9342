import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminListKinds, adminPageSize, type AdminListKind } from "#shared/domain/admin-lists";
import type { AppDatabase } from "#server/db/connect";
import { containsText, matchesSearch } from "#server/db/text-search";
import { createAdminLists, listTables, searchable } from "#server/services/admin-lists";
import { requestSearchColumns } from "#server/services/privacy/queue";
import { scaleLists, seedList } from "../support/admin-rows";
import { migratedTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * The admin lists' search goes through each database's trigram index (migration 0014) and
 * finds exactly the rows the plain LIKE of before found, for text that trips up indexes and
 * LIKE alike: wildcards, quotes, backslashes, Telugu, missing values, one or two characters.
 */

/** Each searched table and the columns its search looks in, as the services say. */
const searched: Record<string, readonly string[]> = {
  ...Object.fromEntries(adminListKinds.map((kind) => [listTables[kind], searchable[kind]])),
  data_requests: requestSearchColumns,
};

const queries = [
  "College 1",
  "college 12",
  "COLLEGE",
  "tpo7@",
  "+91 40",
  "50%",
  "a_b",
  "back\\slash",
  '"quoted"',
  "హైదరాబాద్",
  "Priya",
  "reader-1",
  "KVB-0001",
  "footer",
  "bench-project-1",
  "Lakshmi",
  "ab",
  "9",
  "zzzz-nothing",
  "mail.example",
];

/** Rows whose text is what the queries aim at, beside the generated ones. */
async function addAwkwardRows(database: AppDatabase) {
  const { db } = database;
  const at = "2026-01-01T10:00:00.000Z";
  await db
    .updateTable("bookings")
    .set({
      organization_name: "Sri 50% Discount College",
      address: "a_b street, back\\slash lane",
      message: 'He said "quoted" words in హైదరాబాద్',
    })
    .where("email", "like", "tpo1@%")
    .execute();
  await db
    .updateTable("registrations")
    .set({ guardian_name: "Lakshmi Reddy", guardian_email: "lakshmi@mail.example" })
    .where("reference", "in", ["KVB-000003", "KVB-000004"])
    .execute();
  await db
    .insertInto("data_requests")
    .values(
      ["Priya Sharma", "Lakshmi Reddy", null].map((name, i) => ({
        id: `request-${i}`,
        reference: `DR-2026-${i}50%`,
        kind: "access" as const,
        status: "open" as const,
        channel: "email" as const,
        email: name ? `${name.split(" ")[0]?.toLowerCase()}@mail.example` : null,
        name,
        details: null,
        answered_at: null,
        answered_by: null,
        outcome: null,
        created_by: null,
        received_at: at,
        due_at: at,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

let testDatabase: TestDatabase;
let database: AppDatabase;

beforeAll(async () => {
  ({ testDatabase, database } = await migratedTestDatabase());
  for (const kind of adminListKinds) await seedList(testDatabase, kind, 300);
  await addAwkwardRows(database);
}, 60_000);

afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

/** The ids LIKE finds in `table`, as the lists searched before the indexes. */
async function likeFinds(table: string, term: string): Promise<string[]> {
  const columns = searched[table] ?? [];
  const { rows } = await sql<{ id: string }>`
    select id from ${sql.table(table)}
    where ${sql.join(
      columns.map((column) => containsText(column, term)),
      sql` or `,
    )}
    order by id`.execute(database.db);
  return rows.map((row) => row.id);
}

describe("searching the admin lists", () => {
  it.each(Object.keys(searched))("finds in %s exactly the rows LIKE finds", async (table) => {
    const columns = searched[table] ?? [];
    let found = 0;
    for (const term of queries) {
      const { rows } = await sql<{ id: string }>`
        select id from ${sql.table(table)}
        where ${matchesSearch(database.dialect, table, columns, term)}
        order by id`.execute(database.db);
      const expected = await likeFinds(table, term);
      expect(
        rows.map((row) => row.id),
        `${table}: ${term}`,
      ).toEqual(expected);
      found += expected.length;
    }
    // The queries find something in every table: the comparison is not of empty lists.
    expect(found).toBeGreaterThan(0);
  });

  it.each(adminListKinds)(
    "shows on the %s page the count and the newest rows LIKE finds",
    async (kind: AdminListKind) => {
      const lists = createAdminLists(database, () => Promise.reject(new Error("read only")));
      for (const term of ["college", "Priya", "mail.example", "9", "zzzz-nothing"]) {
        const page = await lists.list(kind, { q: term });
        const table = scaleLists[kind].table;
        const expected = await likeFinds(table, term);
        expect(page.total, `${kind}: ${term}`).toBe(expected.length);
        const { rows: newest } = await sql<{ id: string }>`
          select id from ${sql.table(table)} where id in (${sql.join(expected.length > 0 ? expected : [""])})
          order by created_at desc, id desc limit ${adminPageSize}`.execute(database.db);
        expect(
          page.rows.map((row) => row.id),
          `${kind}: ${term}`,
        ).toEqual(newest.map((row) => row.id));
      }
    },
  );

  it("keeps the index in step when a row's text changes or the row goes", async () => {
    const lists = createAdminLists(database, () => Promise.reject(new Error("read only")));
    const { db } = database;
    const rename = (name: string) =>
      db
        .updateTable("contact_messages")
        .set({ name })
        .where("email", "=", "student5@mail.example")
        .execute();
    await rename("Renamed Person Unique");
    expect((await lists.list("contacts", { q: "Renamed Person" })).total).toBe(1);
    await rename("Second Name Unique");
    expect((await lists.list("contacts", { q: "Renamed Person" })).total).toBe(0);
    expect((await lists.list("contacts", { q: "Second Name" })).total).toBe(1);
    await db.deleteFrom("contact_messages").where("email", "=", "student5@mail.example").execute();
    expect((await lists.list("contacts", { q: "Second Name" })).total).toBe(0);
  });

  it.each(Object.keys(searched))("narrows %s down through its trigram index", async (table) => {
    const query = database.db
      .selectFrom(table as "bookings")
      .select("id")
      .where(matchesSearch(database.dialect, table, searched[table] ?? [], "college 12"));
    const { sql: text, parameters } = query.compile();
    const plan = await database.db.transaction().execute(async (trx) => {
      if (database.dialect === "sqlite") {
        const { rows } = await trx.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
        );
        return rows.map((row) => row.detail).join("\n");
      }
      // A table this small is cheaper to read whole; told not to, PostgreSQL shows whether
      // the search's expression is the index's own.
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`explain ${text}`, [...parameters]),
      );
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain(`${table}_search`);
  });
});
