import { randomUUID } from "node:crypto";
import type { CampaignProgress } from "#shared/domain/newsletter";
import type { AppDatabase } from "../../db/connect";
import { queueEmails } from "../../mail/outbox";
import type { MailComposer } from "../../mail/messages";

export interface SendingOptions {
  /** NEWSLETTER_RATE: copies a minute across every instance; 0 sends as fast as SMTP takes them. */
  ratePerMinute: number;
  /** Recipients read from the database at once: memory stays flat however many there are. */
  pageSize?: number;
}

/**
 * Turns a sending campaign into queued copies, a page at a time, at the configured rate
 * (docs/decisions/0017). Everything that must hold with several instances is decided in the
 * database: the campaign row is locked while a page is queued (its cursor and its throttle
 * live there), and each copy is a delivery row whose primary key (campaign, subscriber)
 * refuses a second one.
 */
export function createCampaignSender(
  database: AppDatabase,
  mail: MailComposer,
  { ratePerMinute, pageSize = 500 }: SendingOptions,
) {
  const { db } = database;
  const throttled = ratePerMinute > 0;
  // About ten seconds of copies may wait in the outbox: a pause or an unsubscribe has little
  // to withdraw, and other mail (a booking's acknowledgement) never queues behind thousands.
  const window = throttled ? Math.max(20, Math.ceil(ratePerMinute / 6)) : 2 * pageSize;
  const burst = Math.max(1, Math.ceil(ratePerMinute / 6));

  const countAll = () => db.fn.countAll<string | number | bigint>();

  return {
    /** Scheduled campaigns whose time has come start sending; only one instance starts each. */
    async startDue(now = new Date()): Promise<string[]> {
      const timestamp = now.toISOString();
      const started = await database.write((trx) =>
        trx
          .updateTable("newsletter_campaigns")
          .set((eb) => ({
            status: "sending",
            started_at: timestamp,
            throttle_at: timestamp,
            throttle_tokens: 0,
            recipient_estimate: eb
              .selectFrom("newsletter_subscribers")
              .select(eb.fn.countAll<number>().as("n"))
              .where("status", "=", "subscribed"),
            updated_at: timestamp,
          }))
          .where("status", "=", "scheduled")
          .where("scheduled_at", "<=", timestamp)
          .returning("id")
          .execute(),
      );
      return started.map(({ id }) => id);
    },

    async sendingIds(): Promise<string[]> {
      const rows = await db
        .selectFrom("newsletter_campaigns")
        .select("id")
        .where("status", "=", "sending")
        .execute();
      return rows.map(({ id }) => id);
    },

    /**
     * Queues the next page of a sending campaign's copies, as many as the throttle and the
     * outbox's window allow; once every copy went out, the campaign is sent.
     */
    async queueNext(
      campaignId: string,
      now = new Date(),
    ): Promise<{ queued: number; finished: boolean }> {
      const timestamp = now.toISOString();
      return database.write(async (trx) => {
        let locking = trx
          .selectFrom("newsletter_campaigns")
          .select(["id", "subject", "cursor", "enqueue_done", "throttle_tokens", "throttle_at"])
          .where("id", "=", campaignId)
          .where("status", "=", "sending");
        // Two instances queue one campaign's pages one after the other, never the same page.
        if (database.dialect === "postgres") locking = locking.forUpdate();
        const campaign = await locking.executeTakeFirst();
        if (!campaign) return { queued: 0, finished: false };

        const { n: waiting } = await trx
          .selectFrom("campaign_deliveries")
          .select(countAll().as("n"))
          .where("campaign_id", "=", campaignId)
          .where("status", "=", "queued")
          .executeTakeFirstOrThrow();
        const backlog = Number(waiting);
        if (campaign.enqueue_done) {
          if (backlog > 0) return { queued: 0, finished: false };
          await trx
            .updateTable("newsletter_campaigns")
            .set({ status: "sent", finished_at: timestamp, updated_at: timestamp })
            .where("id", "=", campaignId)
            .execute();
          return { queued: 0, finished: true };
        }

        const elapsedMs = Math.max(
          0,
          now.getTime() - Date.parse(campaign.throttle_at ?? timestamp),
        );
        const tokens = throttled
          ? Math.min(burst, campaign.throttle_tokens + (elapsedMs * ratePerMinute) / 60_000)
          : 0;
        const room = Math.min(
          pageSize,
          window - backlog,
          throttled ? Math.floor(tokens) : pageSize,
        );
        if (room <= 0) {
          await trx
            .updateTable("newsletter_campaigns")
            .set({ throttle_tokens: tokens, throttle_at: timestamp })
            .where("id", "=", campaignId)
            .execute();
          return { queued: 0, finished: false };
        }

        let page = trx
          .selectFrom("newsletter_subscribers")
          .select(["id", "email", "unsubscribe_token"])
          .where("status", "=", "subscribed")
          .orderBy("id")
          .limit(room);
        if (campaign.cursor !== null) page = page.where("id", ">", campaign.cursor);
        const recipients = (await page.execute()).map((row) => ({
          ...row,
          outboxId: randomUUID(),
        }));

        const inserted =
          recipients.length === 0
            ? []
            : await trx
                .insertInto("campaign_deliveries")
                .values(
                  recipients.map((recipient) => ({
                    campaign_id: campaignId,
                    subscriber_id: recipient.id,
                    status: "queued" as const,
                    outbox_id: recipient.outboxId,
                    unsubscribed_at: null,
                    created_at: timestamp,
                    updated_at: timestamp,
                  })),
                )
                .onConflict((conflict) =>
                  conflict.columns(["campaign_id", "subscriber_id"]).doNothing(),
                )
                .returning("subscriber_id")
                .execute();
        const fresh = new Set(inserted.map(({ subscriber_id }) => subscriber_id));
        await queueEmails(
          trx,
          recipients
            .filter((recipient) => fresh.has(recipient.id))
            .map((recipient) =>
              mail.campaignCopy(
                campaign,
                {
                  id: recipient.id,
                  email: recipient.email,
                  unsubscribeToken: recipient.unsubscribe_token,
                },
                recipient.outboxId,
              ),
            ),
          now,
        );
        await trx
          .updateTable("newsletter_campaigns")
          .set({
            cursor: recipients.at(-1)?.id ?? campaign.cursor,
            enqueue_done: recipients.length < room ? 1 : 0,
            throttle_tokens: throttled ? tokens - fresh.size : 0,
            throttle_at: timestamp,
          })
          .where("id", "=", campaignId)
          .execute();
        return { queued: fresh.size, finished: false };
      });
    },

    /** The figures of the progress panel, for each of the given campaigns. */
    async progress(
      campaigns: ReadonlyArray<{
        id: string;
        status: CampaignProgress["status"];
        recipientEstimate: number;
        enqueueDone: boolean;
      }>,
    ): Promise<Map<string, CampaignProgress>> {
      const ids = campaigns.map(({ id }) => id);
      const [deliveries, retrying] =
        ids.length === 0
          ? [[], []]
          : await Promise.all([
              db
                .selectFrom("campaign_deliveries")
                .select((eb) => [
                  "campaign_id",
                  "status",
                  countAll().as("n"),
                  eb.fn.count("unsubscribed_at").as("unsubscribed"),
                ])
                .where("campaign_id", "in", ids)
                .groupBy(["campaign_id", "status"])
                .execute(),
              db
                .selectFrom("email_outbox")
                .select(["campaign_id", countAll().as("n")])
                .where("campaign_id", "in", ids)
                .where("sent_at", "is", null)
                .where("failed_at", "is", null)
                .where("attempts", ">", 0)
                .groupBy("campaign_id")
                .execute(),
            ]);
      const figures = new Map<string, CampaignProgress>();
      for (const campaign of campaigns) {
        const progress: CampaignProgress = {
          status: campaign.status,
          recipients: 0,
          queued: 0,
          sent: 0,
          failed: 0,
          bounced: 0,
          skipped: 0,
          unsubscribed: 0,
        };
        let total = 0;
        for (const row of deliveries) {
          if (row.campaign_id !== campaign.id) continue;
          const n = Number(row.n);
          total += n;
          progress[row.status] += n;
          progress.unsubscribed += Number(row.unsubscribed);
        }
        progress.failed = Number(retrying.find((row) => row.campaign_id === campaign.id)?.n ?? 0);
        progress.recipients = campaign.enqueueDone
          ? total
          : Math.max(total, campaign.recipientEstimate);
        figures.set(campaign.id, progress);
      }
      return figures;
    },
  };
}

export type CampaignSender = ReturnType<typeof createCampaignSender>;
