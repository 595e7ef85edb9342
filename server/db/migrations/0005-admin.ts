import type { Kysely } from "kysely";

/**
 * The staff portal: one-time codes for resetting an admin's password (stored as keyed
 * hashes, never the code itself) and the audit log of every admin action.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("admin_password_resets")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("admin_password_resets_user")
    .on("admin_password_resets")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("subject", "text")
    .addColumn("detail", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("audit_log_created_at")
    .on("audit_log")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
  await db.schema.dropTable("admin_password_resets").execute();
}
