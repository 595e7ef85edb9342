import type pg from "pg";
import type { ColumnKind } from "#server/db/canonical-rows";
import { quoteIdentifier, type TableShape, type TableSource } from "#server/db/table-sources";
import { Refusal } from "./command";

/** PostgreSQL takes at most 65,535 parameters in one statement. */
const maxParameters = 30_000;

/**
 * A SQLite value as the PostgreSQL column stores it. The app's own columns are text, integer,
 * double precision and bytea on both sides (the migrations write them so); only better-auth
 * uses each database's own types: 0/1 becomes a boolean, ISO text a timestamptz (PostgreSQL
 * reads the ISO form as it is, to the microsecond). Integers arrive as bigints, exact, and go
 * as their digits.
 */
export function postgresValue(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (kind === "boolean" && (typeof value === "bigint" || typeof value === "number")) {
    return Number(value) !== 0;
  }
  if (kind === "timestamp" && (typeof value === "bigint" || typeof value === "number")) {
    return new Date(Number(value));
  }
  return typeof value === "bigint" ? value.toString() : value;
}

/** Parents before the tables whose foreign keys point at them. */
export function foreignKeyOrder(tables: readonly TableShape[]): TableShape[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: TableShape) => {
    if (placed.has(table.name) || visiting.has(table.name)) return;
    visiting.add(table.name);
    for (const parent of table.references) {
      const shape = byName.get(parent);
      if (shape && parent !== table.name) place(shape);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) place(table);
  return ordered;
}

/** The source's tables and columns must be the target's, or a row would have nowhere to go. */
export function checkSameTables(source: readonly TableShape[], target: readonly TableShape[]) {
  const targetTables = new Map(target.map((table) => [table.name, table]));
  const problems: string[] = [];
  for (const table of source) {
    const counterpart = targetTables.get(table.name);
    if (!counterpart) {
      problems.push(`table ${table.name} is not in the new schema`);
      continue;
    }
    const columns = new Set(counterpart.columns.map((column) => column.name));
    const missing = table.columns.filter((column) => !columns.has(column.name));
    if (missing.length > 0) {
      problems.push(`${table.name}: no column ${missing.map((column) => column.name).join(", ")}`);
    }
  }
  if (problems.length > 0) {
    throw new Refusal(
      `The SQLite database does not have this version's schema (${problems.join("; ")}). ` +
        "Run npm run db:migrate against it first.",
    );
  }
}

async function insertRows(
  client: pg.ClientBase,
  table: TableShape,
  kinds: Map<string, ColumnKind>,
  rows: Record<string, unknown>[],
) {
  const names = table.columns.map((column) => column.name);
  const perStatement = Math.max(1, Math.floor(maxParameters / names.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = names.map((name) => {
        values.push(postgresValue(kinds.get(name) ?? "text", row[name]));
        return `$${values.length}`;
      });
      return `(${placeholders.join(", ")})`;
    });
    await client.query(
      `insert into ${quoteIdentifier(table.name)} (${names.map(quoteIdentifier).join(", ")}) values ${tuples.join(", ")}`,
      values,
    );
  }
}

/**
 * Copies every table's rows into the freshly migrated schema, inside the caller's transaction.
 * The migrations left rows of their own there (their bookkeeping, app_state): those are
 * replaced by the source's, so the copy says which migrations ran and when, as the source does.
 */
export async function copyTables(
  source: TableSource,
  sourceTables: readonly TableShape[],
  client: pg.ClientBase,
  targetTables: readonly TableShape[],
) {
  const ordered = foreignKeyOrder(sourceTables);
  for (const table of [...ordered].reverse()) {
    await client.query(`delete from ${quoteIdentifier(table.name)}`);
  }
  const targetKinds = new Map(
    targetTables.map((table) => [
      table.name,
      new Map(table.columns.map((column) => [column.name, column.kind])),
    ]),
  );
  for (const table of ordered) {
    for await (const batch of source.rows(table)) {
      await insertRows(
        client,
        table,
        targetKinds.get(table.name) ?? new Map<string, ColumnKind>(),
        batch,
      );
    }
  }
  await resetSequences(client);
}

/**
 * The app's keys are text and better-auth's too, so there are none today; a serial or
 * identity column added later must not hand out a number the copied rows already use.
 */
async function resetSequences(client: pg.ClientBase) {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(`
    select table_name as table, column_name as column,
      pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
    from information_schema.columns
    where table_schema = current_schema()
      and (is_identity = 'YES' or column_default like 'nextval(%')`);
  for (const { table, column, sequence } of rows) {
    await client.query(
      `select setval($1, coalesce((select max(${quoteIdentifier(column)}) from ${quoteIdentifier(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}
