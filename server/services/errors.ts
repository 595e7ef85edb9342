/** A unique constraint refused the row, on SQLite or on PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}
