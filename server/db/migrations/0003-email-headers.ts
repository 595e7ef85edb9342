import type { Kysely } from "kysely";

/** Extra headers of a queued message (JSON), e.g. List-Unsubscribe on newsletter mail. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("email_outbox").addColumn("headers", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("email_outbox").dropColumn("headers").execute();
}
