import { sql, type Kysely } from "kysely";

/**
 * Written once for both databases: text ids and ISO timestamps avoid the identity-column
 * and timestamp-type differences between SQLite and PostgreSQL.
 * Migrations are frozen history: never edit one that has shipped, add the next. That is why
 * the allowed values are written here rather than imported: a later change to a live list
 * must not change what a new install gets.
 */

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("bookings")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("organization_name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("contact_number", "text", (col) => col.notNull())
    .addColumn("address", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().check(oneOf("status", ["new", "contacted", "scheduled", "closed"])),
    )
    .addColumn("idempotency_key", "text", (col) => col.unique())
    .addColumn("consent_notice", "text", (col) => col.notNull())
    .addColumn("consent_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("bookings_created_at").on("bookings").column("created_at").execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().check(oneOf("status", ["new", "replied"])))
    .addColumn("consent_notice", "text", (col) => col.notNull())
    .addColumn("consent_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("contact_messages_created_at")
    .on("contact_messages")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("status", "text", (col) =>
      col.notNull().check(oneOf("status", ["subscribed", "unsubscribed"])),
    )
    .addColumn("unsubscribe_token", "text", (col) => col.notNull().unique())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("unsubscribed_at", "text")
    .addColumn("consent_notice", "text", (col) => col.notNull())
    .addColumn("consent_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("registrations")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("reference", "text", (col) => col.notNull().unique())
    .addColumn("project_id", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("college", "text", (col) => col.notNull())
    .addColumn("section", "text", (col) => col.notNull())
    .addColumn("year", "text", (col) => col.notNull())
    .addColumn("payment_method", "text", (col) =>
      col.notNull().check(oneOf("payment_method", ["stripe", "upi"])),
    )
    .addColumn("amount_paise", "integer", (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .check(
          oneOf("status", [
            "pending_payment",
            "awaiting_verification",
            "paid",
            "failed",
            "refunded",
          ]),
        ),
    )
    .addColumn("stripe_payment_intent_id", "text", (col) => col.unique())
    .addColumn("upi_utr", "text")
    .addColumn("paid_at", "text")
    .addColumn("consent_notice", "text", (col) => col.notNull())
    .addColumn("consent_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("registrations_email_project")
    .on("registrations")
    .columns(["email", "project_id"])
    .execute();
  await db.schema
    .createIndex("registrations_created_at")
    .on("registrations")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("email_outbox")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("template", "text", (col) => col.notNull())
    .addColumn("to_address", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("text_body", "text", (col) => col.notNull())
    .addColumn("html_body", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("locked_until", "text")
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("email_outbox_due")
    .on("email_outbox")
    .columns(["sent_at", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "email_outbox",
    "registrations",
    "newsletter_subscribers",
    "contact_messages",
    "bookings",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
