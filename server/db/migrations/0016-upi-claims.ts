import { sql, type Kysely } from "kysely";

/**
 * Seats held for unverified UPI payments (docs/decisions/0024): the network a UTR was handed
 * in from, whether that UTR was given the long hold while staff verify it (the holds the cap
 * counts), and the network a waitlist place was taken from. UTRs handed in before this
 * migration that still hold their seat were given the long hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("registrations").addColumn("upi_network", "text").execute();
  await db.schema
    .alterTable("registrations")
    .addColumn("upi_seat_until_verified", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`update registrations set upi_seat_until_verified = 1
    where status = 'awaiting_verification' and seat_held = 1`.execute(db);
  await db.schema
    .createIndex("registrations_upi_network")
    .on("registrations")
    .column("upi_network")
    .execute();
  await db.schema.alterTable("waitlist_entries").addColumn("network", "text").execute();
  await db.schema
    .createIndex("waitlist_entries_project_network")
    .on("waitlist_entries")
    .columns(["project_id", "network"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("waitlist_entries_project_network").execute();
  await db.schema.alterTable("waitlist_entries").dropColumn("network").execute();
  await db.schema.dropIndex("registrations_upi_network").execute();
  await db.schema.alterTable("registrations").dropColumn("upi_seat_until_verified").execute();
  await db.schema.alterTable("registrations").dropColumn("upi_network").execute();
}
