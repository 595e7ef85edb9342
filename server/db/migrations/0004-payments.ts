import type { Kysely } from "kysely";

/**
 * Payments: each Stripe event is processed once (its id is the key), and registrations keep
 * what the payment flows need: the student's age declaration (DPDP Act), when a UPI
 * transaction reference was handed in, and a note on why a payment failed or was refused.
 * A UTR pays for one registration only, so it is unique (several NULLs are allowed on both
 * databases).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payment_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("payment_intent_id", "text")
    .addColumn("registration_id", "text")
    .addColumn("received_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .alterTable("registrations")
    .addColumn("under_18", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("registrations").addColumn("upi_submitted_at", "text").execute();
  await db.schema.alterTable("registrations").addColumn("status_note", "text").execute();
  await db.schema
    .createIndex("registrations_upi_utr")
    .on("registrations")
    .column("upi_utr")
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("registrations_upi_utr").execute();
  for (const column of ["status_note", "upi_submitted_at", "under_18"]) {
    await db.schema.alterTable("registrations").dropColumn(column).execute();
  }
  await db.schema.dropTable("payment_events").execute();
}
