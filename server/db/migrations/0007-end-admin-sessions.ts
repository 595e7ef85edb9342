import { sql, type Kysely } from "kysely";

/**
 * Before 0009 (docs/decisions), an admin session could be opened through the visitor
 * sign-in, or carried over from a visitor account promoted to admin; such sessions would
 * otherwise live on for up to 30 days. Every admin signs in once more through the portal.
 * On a new database better-auth's tables do not exist yet (they are made after these
 * migrations), and there is nothing to end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // On PostgreSQL, introspection sees only the schema we work in (current-schema-introspector.ts).
  const tables = await db.introspection.getTables();
  const has = (name: string) => tables.some((table) => table.name === name);
  if (!has("session") || !has("user")) return;
  const columns = tables.find((table) => table.name === "user")?.columns ?? [];
  if (!columns.some((column) => column.name === "role")) return;
  await sql`delete from "session" where "userId" in (select id from "user" where role = 'admin')`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  // Ended sessions cannot come back.
}
