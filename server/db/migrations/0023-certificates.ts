import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Certificates (issue 40): which paid students completed their project (a mentor's tick),
 * the designs staff print certificates on (a background and signature kept in the database
 * so every instance serves them), the college workshops certificates are issued for, and the
 * certificates themselves. `holder_key` is set while a certificate is a holder's current one
 * and cleared when a reissue replaces it: its unique index is what makes pressing "Issue"
 * twice, on any instance, issue one certificate per student.
 * The values are written literally: a migration is history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;

  await db.schema
    .createTable("certificate_completions")
    .addColumn("registration_id", "text", (column) => column.primaryKey())
    .addColumn("note", "text")
    .addColumn("marked_by", "text", (column) => column.notNull())
    .addColumn("marked_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("certificate_designs")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("layout", "text", (column) => column.notNull())
    .addColumn("text_colour", "text", (column) => column.notNull())
    .addColumn("signatory_name", "text", (column) => column.notNull())
    .addColumn("signatory_title", "text", (column) => column.notNull())
    .addColumn("background_type", "text")
    .addColumn("background", bytes)
    .addColumn("signature_type", "text")
    .addColumn("signature", bytes)
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("updated_by", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("certificate_workshops")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("college", "text", (column) => column.notNull())
    .addColumn("period", "text", (column) => column.notNull())
    .addColumn("booking_id", "text")
    .addColumn("request_key", "text", (column) => column.notNull().unique())
    .addColumn("created_by", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("certificates")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("source", "text", (column) => column.notNull())
    .addColumn("registration_id", "text")
    .addColumn("workshop_id", "text")
    .addColumn("holder_key", "text", (column) => column.unique())
    .addColumn("holder_name", "text", (column) => column.notNull())
    .addColumn("holder_email", "text", (column) => column.notNull())
    .addColumn("college", "text")
    .addColumn("programme", "text", (column) => column.notNull())
    .addColumn("period", "text", (column) => column.notNull())
    .addColumn("design_id", "text")
    .addColumn("signatory_name", "text", (column) => column.notNull())
    .addColumn("signatory_title", "text", (column) => column.notNull())
    .addColumn("issued_at", "text", (column) => column.notNull())
    .addColumn("issued_by", "text", (column) => column.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("revoked_by", "text")
    .addColumn("revoke_reason", "text")
    .addColumn("replaced_by", "text")
    .addColumn("replaced_at", "text")
    .addColumn("withdrawn_at", "text")
    .addColumn("indexable", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("certificates_registration")
    .on("certificates")
    .column("registration_id")
    .execute();
  await db.schema
    .createIndex("certificates_workshop")
    .on("certificates")
    .column("workshop_id")
    .execute();
  await db.schema
    .createIndex("certificates_holder_email")
    .on("certificates")
    .column("holder_email")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("certificates").execute();
  await db.schema.dropTable("certificate_workshops").execute();
  await db.schema.dropTable("certificate_designs").execute();
  await db.schema.dropTable("certificate_completions").execute();
}
