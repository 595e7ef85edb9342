import { sql, type Kysely } from "kysely";

/**
 * An invitation lives only as long as its sender may still give its role (decision 0025):
 * `invited_by_id` names the sender's account (the address in `invited_by` may change or be
 * taken by someone else), and `revoked_at` marks an invitation an admin revoked or its
 * sender's removal or demotion ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff_invitations").addColumn("invited_by_id", "text").execute();
  await db.schema.alterTable("staff_invitations").addColumn("revoked_at", "text").execute();
  // better-auth makes "user" after these migrations: on a new database there is no invitation.
  // On PostgreSQL, introspection sees only the schema we work in (current-schema-introspector.ts).
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === "user")) return;
  // An earlier invitation's sender is found by the address it was sent under; one whose
  // account is gone finds none, and accepting it is refused.
  await sql`update staff_invitations set invited_by_id =
    (select u.id from "user" u where u.email = staff_invitations.invited_by)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff_invitations").dropColumn("revoked_at").execute();
  await db.schema.alterTable("staff_invitations").dropColumn("invited_by_id").execute();
}
