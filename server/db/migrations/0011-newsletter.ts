import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * The newsletter staff send (docs/decisions/0017): double opt-in with its proof of consent,
 * bounces, campaigns, and one delivery row per campaign × subscriber, the record that makes
 * each copy go out once. The values are written literally: a migration is history.
 */

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

const earlierStatuses = ["subscribed", "unsubscribed"];
const subscriberStatuses = ["pending", ...earlierStatuses, "bounced"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await widenSubscriberStatuses(db);
  for (const column of [
    "confirm_token_hash",
    "confirm_sent_at",
    "confirm_expires_at",
    "confirmed_at",
    "confirmed_ip",
    "bounced_at",
  ]) {
    await db.schema.alterTable("newsletter_subscribers").addColumn(column, "text").execute();
  }
  await db.schema
    .createIndex("newsletter_subscribers_confirm_token")
    .on("newsletter_subscribers")
    .column("confirm_token_hash")
    .unique()
    .execute();
  // Recipients are read in pages of this order; pending addresses are swept by expiry.
  await db.schema
    .createIndex("newsletter_subscribers_status_id")
    .on("newsletter_subscribers")
    .columns(["status", "id"])
    .execute();
  await db.schema
    .createIndex("newsletter_subscribers_status_expiry")
    .on("newsletter_subscribers")
    .columns(["status", "confirm_expires_at"])
    .execute();

  await db.schema
    .createTable("newsletter_campaigns")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("preview_text", "text", (col) => col.notNull())
    .addColumn("body_html", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .check(oneOf("status", ["draft", "scheduled", "sending", "paused", "sent", "cancelled"])),
    )
    .addColumn("scheduled_at", "text")
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .addColumn("rendered_html", "text")
    .addColumn("rendered_text", "text")
    .addColumn("recipient_estimate", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("cursor", "text")
    .addColumn("enqueue_done", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("throttle_tokens", "double precision", (col) => col.notNull().defaultTo(0))
    .addColumn("throttle_at", "text")
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("created_by", "text")
    .addColumn("updated_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("newsletter_campaigns_status")
    .on("newsletter_campaigns")
    .columns(["status", "scheduled_at"])
    .execute();

  await db.schema
    .createTable("campaign_deliveries")
    .addColumn("campaign_id", "text", (col) =>
      col.notNull().references("newsletter_campaigns.id").onDelete("cascade"),
    )
    .addColumn("subscriber_id", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().check(oneOf("status", ["queued", "sent", "bounced", "skipped"])),
    )
    .addColumn("outbox_id", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("campaign_deliveries_pkey", ["campaign_id", "subscriber_id"])
    .execute();
  await db.schema
    .createIndex("campaign_deliveries_campaign_status")
    .on("campaign_deliveries")
    .columns(["campaign_id", "status"])
    .execute();
  await db.schema
    .createIndex("campaign_deliveries_subscriber")
    .on("campaign_deliveries")
    .columns(["subscriber_id", "status"])
    .execute();
  await db.schema
    .createIndex("campaign_deliveries_outbox")
    .on("campaign_deliveries")
    .column("outbox_id")
    .execute();

  await db.schema.alterTable("email_outbox").addColumn("campaign_id", "text").execute();
  await db.schema.alterTable("email_outbox").addColumn("failed_at", "text").execute();
  await db.schema
    .createIndex("email_outbox_campaign")
    .on("email_outbox")
    .columns(["campaign_id", "sent_at"])
    .execute();
}

/**
 * PostgreSQL names the column's check and can swap it; SQLite cannot alter a check, so the
 * table is rebuilt from its own CREATE statement with the longer list, rows and indexes kept.
 */
async function widenSubscriberStatuses(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table newsletter_subscribers drop constraint newsletter_subscribers_status_check`.execute(
      db,
    );
    await sql`alter table newsletter_subscribers add constraint newsletter_subscribers_status_check check (${oneOf("status", subscriberStatuses)})`.execute(
      db,
    );
    return;
  }
  const { rows: tables } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'newsletter_subscribers'`.execute(
    db,
  );
  const { rows: indexes } = await sql<{ sql: string }>`
    select sql from sqlite_master
    where type = 'index' and tbl_name = 'newsletter_subscribers' and sql is not null`.execute(db);
  const create = tables[0]?.sql;
  const earlier = `'${earlierStatuses.join("', '")}')`;
  if (!create?.includes(earlier))
    throw new Error("newsletter_subscribers: unexpected status check");
  await sql`alter table newsletter_subscribers rename to newsletter_subscribers_before_0011`.execute(
    db,
  );
  await sql.raw(create.replace(earlier, `'${subscriberStatuses.join("', '")}')`)).execute(db);
  await sql`insert into newsletter_subscribers select * from newsletter_subscribers_before_0011`.execute(
    db,
  );
  await sql`drop table newsletter_subscribers_before_0011`.execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("email_outbox_campaign").execute();
  await db.schema.alterTable("email_outbox").dropColumn("failed_at").execute();
  await db.schema.alterTable("email_outbox").dropColumn("campaign_id").execute();
  await db.schema.dropTable("campaign_deliveries").execute();
  await db.schema.dropTable("newsletter_campaigns").execute();
  for (const index of [
    "newsletter_subscribers_status_expiry",
    "newsletter_subscribers_status_id",
    "newsletter_subscribers_confirm_token",
  ]) {
    await db.schema.dropIndex(index).execute();
  }
}
