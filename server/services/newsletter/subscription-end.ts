import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema";
import type { UnitOfWork } from "../unit-of-work";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The one rule for addresses nobody confirmed (RETENTION_UNCONFIRMED_SUBSCRIBER_DAYS, stated
 * in the privacy notice): pending, and the last confirmation link went out `days` or more
 * ago. The newsletter clock applies it every minute, the daily retention job once a day.
 */
export async function deleteUnconfirmedSubscribers(
  db: Kysely<DatabaseSchema>,
  now: Date,
  days: number,
): Promise<number> {
  const result = await db
    .deleteFrom("newsletter_subscribers")
    .where("status", "=", "pending")
    .where(
      (eb) => eb.fn.coalesce("confirm_sent_at", "created_at"),
      "<=",
      new Date(now.getTime() - days * dayMs).toISOString(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Ends one subscription: bounced stays bounced. Copies of a campaign still queued for them are
 * withdrawn with it, and an unsubscribe through a campaign's link is counted for that campaign.
 */
export async function endSubscription(
  { trx, now }: UnitOfWork,
  by: "unsubscribe_token" | "email",
  value: string,
  campaign: string | undefined,
): Promise<boolean> {
  const timestamp = now.toISOString();
  const subscriber = await trx
    .updateTable("newsletter_subscribers")
    .set((eb) => ({
      status: eb
        .case()
        .when("status", "=", "bounced")
        .then("bounced" as const)
        .else("unsubscribed" as const)
        .end(),
      unsubscribed_at: eb.fn.coalesce("unsubscribed_at", eb.val(timestamp)),
      confirm_token_hash: null,
      confirm_expires_at: null,
      updated_at: timestamp,
    }))
    .where(by, "=", value)
    .returning("id")
    .executeTakeFirst();
  if (!subscriber) return false;
  const withdrawn = await trx
    .updateTable("campaign_deliveries")
    .set({ status: "skipped", updated_at: timestamp })
    .where("subscriber_id", "=", subscriber.id)
    .where("status", "=", "queued")
    .returning("outbox_id")
    .execute();
  const outboxIds = withdrawn.flatMap(({ outbox_id }) => (outbox_id ? [outbox_id] : []));
  if (outboxIds.length > 0) {
    await trx
      .deleteFrom("email_outbox")
      .where("id", "in", outboxIds)
      .where("sent_at", "is", null)
      .execute();
  }
  if (campaign) {
    await trx
      .updateTable("campaign_deliveries")
      .set({ unsubscribed_at: timestamp, updated_at: timestamp })
      .where("campaign_id", "=", campaign)
      .where("subscriber_id", "=", subscriber.id)
      .where("unsubscribed_at", "is", null)
      .execute();
  }
  return true;
}
