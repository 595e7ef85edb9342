import { sql, type RawBuilder } from "kysely";
import type { Dialect } from "./connect";

/**
 * "Contains, ignoring case" for a search box, the same on SQLite and PostgreSQL. LIKE treats
 * `%` and `_` as wildcards and `\` as our escape; someone searching for "50%" means the
 * character, so all three are matched literally. A missing value contains nothing.
 */
export function containsText(column: string, search: string): RawBuilder<boolean> {
  return contains(column, likePattern(search));
}

const likePattern = (search: string) =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const contains = (column: string, pattern: string) =>
  sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;

/** Trigram indexes can narrow a search down from three characters on. */
const trigramLength = 3;

/**
 * Rows of `table` where any of `columns` contains `search` (containsText), found through the
 * table's trigram index where it has one (migration 0014, docs/decisions/0023): SQLite's FTS5
 * `<table>_search`, PostgreSQL's GIN index over the columns joined. The index only narrows
 * the rows down; each candidate is then checked with containsText, so the rows found are
 * exactly those a plain LIKE finds. Under three characters no trigram index can help, and
 * the LIKE alone reads the table.
 */
export function matchesSearch(
  dialect: Dialect,
  table: string,
  columns: readonly string[],
  search: string,
): RawBuilder<boolean> {
  const pattern = likePattern(search);
  const exact = sql<boolean>`(${sql.join(
    columns.map((column) => contains(column, pattern)),
    sql` or `,
  )})`;
  // FTS5 counts characters (code points), as Array.from does.
  if (Array.from(search).length < trigramLength) return exact;
  if (dialect === "sqlite") {
    // One FTS5 phrase: its trigrams in a row, in any one column. `"` is doubled inside it.
    const phrase = `"${search.replaceAll('"', '""')}"`;
    const index = sql.table(`${table}_search`);
    return sql<boolean>`${sql.ref(`${table}.rowid`)} in (select rowid from ${index} where ${index} match ${phrase}) and ${exact}`;
  }
  // The expression must be the index's own, character for character, for PostgreSQL to use it.
  const document = sql.join(
    columns.map((column) => sql`coalesce(${sql.ref(column)}, '')`),
    sql` || ' ' || `,
  );
  return sql<boolean>`lower(${document}) like ${pattern} escape '\\' and ${exact}`;
}
