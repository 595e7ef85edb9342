import { createHash } from "node:crypto";
import { canonicalRow } from "./canonical-rows";
import type { TableShape, TableSource } from "./table-sources";

export interface TableChecksum {
  table: string;
  rows: number;
  /** sha256 over the column names and every row in canonical form, in primary-key order. */
  checksum: string;
}

/**
 * Columns are taken in name order: a table rebuilt by a migration (SQLite's copy-and-rename)
 * may hold them in another order than the same table on PostgreSQL.
 */
export async function tableChecksum(
  source: TableSource,
  table: TableShape,
): Promise<TableChecksum> {
  const columns = [...table.columns].sort((a, b) => (a.name < b.name ? -1 : 1));
  const hash = createHash("sha256");
  hash.update(`${JSON.stringify(columns.map((column) => column.name))}\n`);
  let rows = 0;
  for await (const batch of source.rows(table)) {
    for (const row of batch) hash.update(`${canonicalRow(columns, row)}\n`);
    rows += batch.length;
  }
  return { table: table.name, rows, checksum: hash.digest("hex") };
}

/**
 * Every table of the app's schema, better-auth's and Kysely's migration bookkeeping included:
 * a restore or a move that lost the record of which migrations ran would have the server
 * run them again over the data.
 */
export async function tableChecksums(source: TableSource): Promise<TableChecksum[]> {
  const checksums: TableChecksum[] = [];
  for (const table of await source.tables()) checksums.push(await tableChecksum(source, table));
  return checksums;
}

export interface ChecksumComparison {
  table: string;
  expected: TableChecksum | undefined;
  actual: TableChecksum | undefined;
  ok: boolean;
}

export function compareChecksums(
  expected: readonly TableChecksum[],
  actual: readonly TableChecksum[],
): ChecksumComparison[] {
  const found = new Map(actual.map((entry) => [entry.table, entry]));
  const wanted = new Map(expected.map((entry) => [entry.table, entry]));
  const tables = [...new Set([...wanted.keys(), ...found.keys()])].sort();
  return tables.map((table) => {
    const want = wanted.get(table);
    const got = found.get(table);
    const ok = want !== undefined && got !== undefined && want.rows === got.rows;
    return { table, expected: want, actual: got, ok: ok && want.checksum === got.checksum };
  });
}

function verdict({ expected, actual, ok }: ChecksumComparison): string {
  if (ok) return "ok";
  if (!actual) return "MISSING";
  if (!expected) return "UNEXPECTED";
  return expected.rows === actual.rows ? "CHECKSUM DIFFERS" : "ROW COUNT DIFFERS";
}

/** A per-table table for a terminal: rows on each side and whether the two agree. */
export function formatComparison(
  comparisons: readonly ChecksumComparison[],
  headings: { expected: string; actual: string },
): string {
  const lines = [
    ["table", headings.expected, headings.actual, "checksum"],
    ...comparisons.map((comparison) => [
      comparison.table,
      String(comparison.expected?.rows ?? "-"),
      String(comparison.actual?.rows ?? "-"),
      verdict(comparison),
    ]),
  ];
  const widths = [0, 1, 2].map((column) =>
    Math.max(...lines.map((line) => (line[column] ?? "").length)),
  );
  return lines
    .map((line) =>
      line
        .map((cell, column) => {
          const width = widths[column];
          if (width === undefined) return cell;
          return column === 0 ? cell.padEnd(width) : cell.padStart(width);
        })
        .join("  "),
    )
    .join("\n");
}
