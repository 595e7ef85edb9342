import type { Kysely } from "kysely";

/**
 * A queued message keeps its template's props (JSON) and is rendered when it is sent, so
 * rendering costs the request nothing. Messages queued before this keep their bodies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("email_outbox").addColumn("props", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("email_outbox").dropColumn("props").execute();
}
