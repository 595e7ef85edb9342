import type { Kysely } from "kysely";

/**
 * Two guards for payments (issue 35):
 * - `registrations.refund_claimed_at`: the staff press that is refunding a registration
 *   claims it here before calling the gateway, so two presses never both ask for a refund;
 * - `payment_events.payload_key`: what a Razorpay event's signed body is about (its type and
 *   the payment or refund it names), unique, so the same event delivered again under another
 *   unsigned event id is still applied once. Stripe's events carry their id in the signed
 *   body and leave it empty (several NULLs are allowed on both databases).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("registrations").addColumn("refund_claimed_at", "text").execute();
  await db.schema.alterTable("payment_events").addColumn("payload_key", "text").execute();
  await db.schema
    .createIndex("payment_events_payload_key")
    .on("payment_events")
    .column("payload_key")
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("payment_events_payload_key").execute();
  await db.schema.alterTable("payment_events").dropColumn("payload_key").execute();
  await db.schema.alterTable("registrations").dropColumn("refund_claimed_at").execute();
}
