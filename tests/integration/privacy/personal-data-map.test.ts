import { strFromU8, unzipSync } from "fflate";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  holdings,
  personalTables,
  searchIndexOf,
  shownColumns,
  type HeldTable,
} from "#server/services/privacy/holdings";
import { testDialect } from "../../support/test-database";
import type { TestServer } from "../../support/test-server";
import { distinctivePerson, fillPerson, privacyServer } from "./setup";

const site = privacyServer();
const { server } = site;

/** Every table of the live database and its columns, after migrations and better-auth's. */
async function liveSchema(target: TestServer): Promise<Map<string, Set<string>>> {
  const { db } = target.database;
  const schema = new Map<string, Set<string>>();
  if (testDialect() === "sqlite") {
    const { rows: tables } = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
    for (const { name } of tables) {
      const { rows } = await sql<{ name: string }>`
        select name from pragma_table_info(${name})`.execute(db);
      schema.set(name, new Set(rows.map((row) => row.name)));
    }
    return schema;
  }
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = ${target.testDatabase.schema}`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    schema.set(table, (schema.get(table) ?? new Set()).add(column));
  }
  return schema;
}

/** A value as the download's JSON carries it. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

describe("the map of personal data", () => {
  it("classifies every table and column of the live schema, and names none it lacks", async () => {
    const live = await liveSchema(server());
    // better-auth's tables are there too: the map is checked against all of them.
    expect([...live.keys()]).toEqual(expect.arrayContaining(["user", "session", "account"]));
    const unclassified: string[] = [];
    for (const [table, columns] of live) {
      // A list's search index holds its table's text only, and follows its rows.
      if (searchIndexOf(table)) continue;
      if (!Object.hasOwn(holdings, table)) {
        unclassified.push(table);
        continue;
      }
      const classified = holdings[table as HeldTable].columns as Record<string, string>;
      for (const column of columns) {
        if (!Object.hasOwn(classified, column)) unclassified.push(`${table}.${column}`);
      }
    }
    expect(unclassified, "tables and columns holdings.ts does not classify").toEqual([]);

    const missing: string[] = [];
    for (const [table, spec] of Object.entries(holdings)) {
      const columns = live.get(table);
      if (!columns) {
        // better-auth creates its rate-limit table only when it keeps counts in the database.
        if (table !== "rateLimit") missing.push(table);
        continue;
      }
      for (const column of Object.keys(spec.columns)) {
        if (!columns.has(column)) missing.push(`${table}.${column}`);
      }
    }
    expect(missing, "tables and columns holdings.ts names but the database lacks").toEqual([]);
  });

  it("downloads every shown column of every table holding the person's rows, and summarises each table", async () => {
    const person = distinctivePerson();
    await fillPerson(site, person);
    const { privacy } = server().services;
    const found = await privacy.person.rowsFor(person.email);
    const holding = personalTables.filter((table) => (found[table]?.length ?? 0) > 0);
    expect(holding).toEqual(
      expect.arrayContaining([
        "user",
        "session",
        "account",
        "registrations",
        "payment_events",
        "waitlist_entries",
        "bookings",
        "contact_messages",
        "newsletter_subscribers",
        "campaign_deliveries",
        "email_outbox",
        "audit_log",
        "data_requests",
        "data_access_links",
      ]),
    );

    // The rows found are all the rows keyed by the address, whatever its case.
    const { db } = server().database;
    const email = person.email.toLowerCase();
    for (const table of personalTables) {
      const { reach } = holdings[table];
      if (!("email" in reach)) continue;
      const { rows } = await sql<{ n: number | string }>`
        select count(*) as n from ${sql.table(table)} where ${sql.join(
          reach.email.map((column) => sql`lower(${sql.ref(column)}) = ${email}`),
          sql` or `,
        )}`.execute(db);
      const keyed = (found[table] ?? []).filter((row) =>
        reach.email.some((column) => {
          const value = row[column];
          return typeof value === "string" && value.toLowerCase() === email;
        }),
      );
      expect(keyed.length, table).toBe(Number(rows[0]?.n));
    }

    const files = unzipSync(await privacy.person.download(person.email));
    const json = JSON.parse(strFromU8(files["your-data.json"]!)) as {
      email: string;
      tables: Record<string, Array<Record<string, unknown>>>;
    };
    expect(json.email).toBe(email);
    expect(Object.keys(json.tables).sort()).toEqual([...holding].sort());
    for (const table of holding) {
      const columns = shownColumns(table);
      const downloaded = json.tables[table]!;
      const expected = found[table]!.map((row) =>
        Object.fromEntries(columns.map((column) => [column, asJson(row[column])])),
      );
      const byJson = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();
      expect(byJson(downloaded), table).toEqual(byJson(expected));
      for (const row of downloaded)
        expect(Object.keys(row).sort(), table).toEqual([...columns].sort());
      const csv = strFromU8(files[`${table}.csv`]!);
      expect(csv.replace(/^\uFEFF/, "").split(/\r?\n/)[0], table).toBe(
        columns.map((column) => `"${column}"`).join(","),
      );
    }

    const summary = await privacy.person.summary(person.email);
    expect(summary.map((section) => section.table)).toEqual(holding);
    for (const section of summary) {
      expect(section.title).toBe(holdings[section.table].title);
      expect(section.items).toHaveLength(found[section.table]!.length);
    }
  });
});
