import type SQLite from "better-sqlite3";
import type pg from "pg";
import { columnKind, type ColumnShape } from "./canonical-rows";
import type { Dialect } from "./connect";

export interface TableShape {
  name: string;
  columns: (ColumnShape & { declaredType: string })[];
  /** Primary-key columns in key order; rows are read in this order. */
  primaryKey: string[];
  /** Tables this one's foreign keys point at. */
  references: string[];
}

/**
 * The tables of one database and their rows, read the same way from either dialect:
 * a connection of its own (not the app's pool), so a PostgreSQL caller can read inside the
 * transaction (and snapshot) of its choice.
 */
export interface TableSource {
  dialect: Dialect;
  tables(): Promise<TableShape[]>;
  /** The rows in primary-key order, a batch at a time (SQLite reads them synchronously). */
  rows(
    table: TableShape,
  ): AsyncIterable<Record<string, unknown>[]> | Iterable<Record<string, unknown>[]>;
}

const batchSize = 1000;

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

const byName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/**
 * SQLite: every ordinary table. The FTS5 search indexes (virtual tables and their shadow
 * tables, migration 0014) are left out: they are derived from the lists' rows, rebuilt by
 * their triggers, and have no counterpart on PostgreSQL. Integers are read as bigints so a
 * large one is exact.
 */
export function sqliteSource(database: SQLite.Database): TableSource {
  return {
    dialect: "sqlite",
    tables() {
      const names = database
        .prepare(
          `select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name`,
        )
        .pluck()
        .all() as string[];
      return Promise.resolve(
        names.map((name) => {
          const columns = database
            .prepare("select name, type, pk from pragma_table_info(?) order by cid")
            .all(name) as { name: string; type: string; pk: number }[];
          const references = database
            .prepare(`select distinct "table" from pragma_foreign_key_list(?)`)
            .pluck()
            .all(name) as string[];
          return {
            name,
            columns: columns.map((column) => ({
              name: column.name,
              declaredType: column.type,
              kind: columnKind("sqlite", column.type),
            })),
            primaryKey: columns
              .filter((column) => column.pk > 0)
              .sort((a, b) => a.pk - b.pk)
              .map((column) => column.name),
            references,
          };
        }),
      );
    },
    *rows(table) {
      const order = (table.primaryKey.length > 0 ? table.primaryKey : columnNames(table))
        .map(quoteIdentifier)
        .join(", ");
      const statement = database
        .prepare(
          `select ${selectList(table)} from ${quoteIdentifier(table.name)} order by ${order}`,
        )
        .safeIntegers(true);
      let batch: Record<string, unknown>[] = [];
      for (const row of statement.iterate() as Iterable<Record<string, unknown>>) {
        batch.push(row);
        if (batch.length === batchSize) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    },
  };
}

const columnNames = (table: TableShape) => table.columns.map((column) => column.name);
const selectList = (table: TableShape) => columnNames(table).map(quoteIdentifier).join(", ");

/**
 * PostgreSQL: the base tables of the connection's current schema. Text keys are ordered with
 * the "C" collation, byte order, which is the order SQLite's BINARY collation gives: the same
 * rows come in the same order from both, whatever the database's locale.
 */
export function postgresSource(client: pg.ClientBase): TableSource {
  return {
    dialect: "postgres",
    async tables() {
      const { rows: columns } = await client.query<{
        table: string;
        column: string;
        type: string;
      }>(`
        select c.table_name as table, c.column_name as column, c.data_type as type
        from information_schema.columns c
        join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`);
      const { rows: keys } = await client.query<{ table: string; column: string }>(`
        select k.table_name as table, k.column_name as column
        from information_schema.table_constraints tc
        join information_schema.key_column_usage k using (constraint_schema, constraint_name)
        where tc.table_schema = current_schema() and tc.constraint_type = 'PRIMARY KEY'
        order by k.table_name, k.ordinal_position`);
      const { rows: foreign } = await client.query<{ table: string; parent: string }>(`
        select distinct child.relname as table, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        where c.contype = 'f'
          and c.connamespace = (select oid from pg_namespace where nspname = current_schema())`);
      const tables = new Map<string, TableShape>();
      for (const row of columns) {
        let table = tables.get(row.table);
        if (!table) {
          table = { name: row.table, columns: [], primaryKey: [], references: [] };
          tables.set(row.table, table);
        }
        table.columns.push({
          name: row.column,
          declaredType: row.type,
          kind: columnKind("postgres", row.type),
        });
      }
      for (const key of keys) tables.get(key.table)?.primaryKey.push(key.column);
      for (const { table, parent } of foreign) tables.get(table)?.references.push(parent);
      return [...tables.values()].sort(byName);
    },
    async *rows(table) {
      const order = (table.primaryKey.length > 0 ? table.primaryKey : columnNames(table))
        .map((name) => {
          const kind = table.columns.find((column) => column.name === name)?.kind;
          return kind === "text" ? `${quoteIdentifier(name)} collate "C"` : quoteIdentifier(name);
        })
        .join(", ");
      // A cursor keeps a large table out of memory; it lives in the caller's transaction.
      await client.query(
        `declare table_rows no scroll cursor for select ${selectList(table)} from ${quoteIdentifier(table.name)} order by ${order}`,
      );
      try {
        for (;;) {
          const { rows } = await client.query<Record<string, unknown>>(
            `fetch ${batchSize} from table_rows`,
          );
          if (rows.length === 0) break;
          yield rows;
        }
      } finally {
        await client.query("close table_rows");
      }
    },
  };
}
