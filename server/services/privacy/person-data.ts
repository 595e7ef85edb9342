import { strToU8, zipSync } from "fflate";
import { sql, type Kysely, type Transaction } from "kysely";
import type { AppDatabase } from "../../db/connect";
import type { DatabaseSchema } from "../../db/schema";
import { toCsv } from "../admin-lists";
import {
  holdings,
  personalTables,
  shownColumns,
  type HeldTable,
  type TableHoldings,
} from "./holdings";

export type Row = Record<string, unknown>;

/** Every row of every table that holds one person's data, as stored (secrets included). */
export type PersonRows = Partial<Record<HeldTable, Row[]>>;

export interface HoldingsSection {
  table: HeldTable;
  title: string;
  purpose: string;
  /** One entry per row: its columns in plain words, secrets left out. */
  items: Array<{ fields: Array<{ label: string; value: string }> }>;
}

/** "organization_name" → "Organization name", "expiresAt" → "Expires at". */
export const columnLabel = (column: string) => {
  const words = column
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const shown = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `(${value.length} bytes)`;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
    return String(value);
  }
  return JSON.stringify(value);
};

/** Matches `address` in a column, ignoring case, wherever it stands in the text. */
const mentions = (column: string, address: string) =>
  sql<boolean>`strpos(lower(coalesce(cast(${sql.ref(column)} as text), '')), ${address}) > 0`;

/** SQLite's name for strpos. */
const mentionsSqlite = (column: string, address: string) =>
  sql<boolean>`instr(lower(coalesce(cast(${sql.ref(column)} as text), '')), ${address}) > 0`;

/**
 * Reads, for one address, every row the holdings map says is theirs: rows keyed by the address,
 * rows that belong to those (a subscriber's deliveries, an account's sessions) and rows whose
 * free text mentions the address (a staff notification, an audit entry). The tables are read by
 * name because better-auth's are not in our typed schema.
 */
export function createPersonData({ db, dialect }: AppDatabase) {
  const untyped = db as unknown as Kysely<Record<string, Row>>;
  const contains = dialect === "sqlite" ? mentionsSqlite : mentions;

  async function rowsOf(
    reader: Kysely<Record<string, Row>>,
    table: HeldTable,
    spec: TableHoldings,
    email: string,
    found: PersonRows,
  ) {
    const conditions = [];
    const { reach } = spec;
    if ("email" in reach) {
      for (const column of reach.email) {
        conditions.push(sql<boolean>`lower(${sql.ref(column)}) = ${email}`);
      }
    }
    if ("via" in reach) {
      const parents = found[reach.via as HeldTable] ?? [];
      const keys = parents.map((row) => row[reach.parentColumn]).filter((key) => key != null);
      if (keys.length > 0) {
        conditions.push(sql<boolean>`${sql.ref(reach.column)} in (${sql.join(keys)})`);
      }
    }
    for (const column of spec.mentionedIn ?? []) conditions.push(contains(column, email));
    if (conditions.length === 0) return [];
    const { rows } = await sql<Row>`select * from ${sql.table(table)} where ${sql.join(
      conditions,
      sql` or `,
    )}`.execute(reader);
    return rows;
  }

  /** `within`: the transaction to read in (erasure reads what it then erases in its own). */
  async function rowsFor(
    address: string,
    within?: Transaction<DatabaseSchema>,
  ): Promise<PersonRows> {
    const reader = (within as unknown as Kysely<Record<string, Row>> | undefined) ?? untyped;
    const email = address.trim().toLowerCase();
    const found: PersonRows = {};
    // The map lists parents before the rows that belong to them.
    for (const table of personalTables) {
      const rows = await rowsOf(reader, table, holdings[table], email, found);
      if (rows.length > 0) found[table] = rows;
    }
    return found;
  }

  /** A row as the person sees it and downloads it: every column but the secrets. */
  const visible = (table: HeldTable, row: Row): Row =>
    Object.fromEntries(shownColumns(table).map((column) => [column, row[column] ?? null]));

  return {
    rowsFor,

    /** What we hold for an address, table by table, in plain words: the "Your data" page. */
    async summary(address: string): Promise<HoldingsSection[]> {
      const found = await rowsFor(address);
      return personalTables
        .filter((table) => (found[table]?.length ?? 0) > 0)
        .map((table) => ({
          table,
          title: holdings[table].title,
          purpose: holdings[table].purpose,
          items: (found[table] ?? []).map((row) => ({
            fields: Object.entries(visible(table, row))
              .filter(([, value]) => value !== null && value !== "")
              .map(([column, value]) => ({ label: columnLabel(column), value: shown(value) })),
          })),
        }));
    },

    /**
     * The download: a zip with your-data.json (every table, every column but secrets) and one
     * CSV per table, with a BOM so spreadsheet programs read Indian names correctly.
     */
    async download(address: string, now = new Date()): Promise<Uint8Array> {
      const found = await rowsFor(address);
      const tables = Object.fromEntries(
        personalTables
          .filter((table) => (found[table]?.length ?? 0) > 0)
          .map((table) => [table, (found[table] ?? []).map((row) => visible(table, row))]),
      );
      const files: Record<string, Uint8Array> = {
        "your-data.json": strToU8(
          JSON.stringify(
            { email: address.trim().toLowerCase(), exportedAt: now.toISOString(), tables },
            null,
            2,
          ),
        ),
      };
      for (const [table, rows] of Object.entries(tables)) {
        const columns = shownColumns(table as HeldTable);
        const csv = toCsv([columns, ...rows.map((row) => columns.map((c) => shown(row[c])))]);
        files[`${table}.csv`] = strToU8(`\uFEFF${csv}`);
      }
      return zipSync(files);
    },
  };
}

export type PersonData = ReturnType<typeof createPersonData>;
