import { sql, type RawBuilder } from "kysely";

/**
 * "Contains, ignoring case" for a search box, the same on SQLite and PostgreSQL. LIKE treats
 * `%` and `_` as wildcards and `\` as our escape; someone searching for "50%" means the
 * character, so all three are matched literally. A missing value contains nothing.
 */
export function containsText(column: string, search: string): RawBuilder<boolean> {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;
}
