import { strToU8, zipSync } from "fflate";
import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import type { AppDatabase } from "../../db/connect";
import type { DatabaseSchema } from "../../db/schema";
import { recordKey, recordTables } from "../../mail/outbox";
import { toCsv } from "../admin-lists";
import { namesAddress } from "./address-match";
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

/**
 * Narrows a table to rows whose column holds `address` anywhere; `namesAddress` then keeps
 * only those naming it as a whole address. Neither database can say "a whole address" in an
 * index, and these columns are read for one person at a time.
 */
const holds = (dialect: AppDatabase["dialect"], column: string, address: string) => {
  const text = sql`lower(coalesce(cast(${sql.ref(column)} as text), ''))`;
  return dialect === "sqlite"
    ? sql<boolean>`instr(${text}, ${address}) > 0`
    : sql<boolean>`strpos(${text}, ${address}) > 0`;
};

const readingOrder = [
  ...personalTables.filter((table) => !("aboutColumn" in holdings[table])),
  ...personalTables.filter((table) => "aboutColumn" in holdings[table]),
];

/** The rows of `table` that meet any of `where` (none for no condition). */
async function rowsWhere(
  reader: Kysely<Record<string, Row>>,
  table: string,
  where: readonly RawBuilder<boolean>[],
): Promise<Row[]> {
  if (where.length === 0) return [];
  const query = sql<Row>`select * from ${sql.table(table)} where ${sql.join(where, sql` or `)}`;
  return (await query.execute(reader)).rows;
}

/** The person's records a message to staff may be about, as `email_outbox.about` names them. */
const recordKeys = (found: PersonRows): string[] =>
  recordTables.flatMap((table) =>
    (found[table] ?? []).map((row) => recordKey(table, String(row.id))),
  );

/**
 * Reads, for one address, every row the holdings map says is theirs: rows keyed by the address,
 * rows that belong to those (a subscriber's deliveries, an account's sessions), messages to
 * staff about their records, and rows whose free text names the address as a whole address
 * (an audit entry). The tables are read by name because better-auth's are not in our typed
 * schema.
 */
export function createPersonData({ db, dialect }: AppDatabase) {
  const untyped = db as unknown as Kysely<Record<string, Row>>;

  async function rowsOf(
    reader: Kysely<Record<string, Row>>,
    table: HeldTable,
    spec: TableHoldings,
    email: string,
    found: PersonRows,
  ) {
    const conditions: RawBuilder<boolean>[] = [];
    const mentionedIn = spec.mentionedIn ?? [];
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
    if (spec.aboutColumn) {
      const keys = recordKeys(found);
      if (keys.length > 0) {
        conditions.push(sql<boolean>`${sql.ref(spec.aboutColumn)} in (${sql.join(keys)})`);
      }
    }
    const keyed = await rowsWhere(reader, table, conditions);
    const candidates = mentionedIn.map((column) => holds(dialect, column, email));
    const mentioning = (await rowsWhere(reader, table, candidates)).filter(
      (row) =>
        mentionedIn.some((column) => namesAddress(row[column], email)) &&
        !keyed.some((other) => other.id === row.id),
    );
    return [...keyed, ...mentioning];
  }

  /** `within`: the transaction to read in (erasure reads what it then erases in its own). */
  async function rowsFor(
    address: string,
    within?: Transaction<DatabaseSchema>,
  ): Promise<PersonRows> {
    const reader = (within as unknown as Kysely<Record<string, Row>> | undefined) ?? untyped;
    const email = address.trim().toLowerCase();
    const found: PersonRows = {};
    // The map lists parents before the rows that belong to them; rows about a record are
    // read once every record is known.
    for (const table of readingOrder) {
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
