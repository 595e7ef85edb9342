import { randomUUID } from "node:crypto";
import {
  isEditableCampaign,
  newsletterMessages,
  type CampaignDetail,
  type CampaignProgress,
  type CampaignSummary,
} from "#shared/domain/newsletter";
import type { CampaignInput } from "#shared/schemas/campaign";
import { sanitizePostHtml } from "../blog/sanitize";
import type { AppDatabase } from "../../db/connect";
import { renderCampaign } from "../../mail/campaign";
import type { MailComposer } from "../../mail/messages";
import { ServiceRefusal } from "../errors";
import type { Actor, Commit } from "../unit-of-work";
import { latestPostsDraft } from "./campaign-digest";
import { campaignRecords } from "./campaign-records";
import { campaignTransitions } from "./campaign-transitions";
import type { CampaignSender } from "./sending";

/**
 * What staff do with campaigns in the portal (admins and editors). Every change is audited;
 * an edit made over someone else's is refused, and the words of a campaign that has started
 * cannot change.
 */
export function createCampaigns(
  database: AppDatabase,
  commit: Commit,
  { mail, sender, siteUrl }: { mail: MailComposer; sender: CampaignSender; siteUrl: string },
) {
  const { db } = database;
  const records = campaignRecords(db, sender);
  const { withProgress, summary, detail, load, content } = records;
  const { transition, ...moves } = campaignTransitions(db, commit, records, siteUrl);

  async function create(input: CampaignInput, by: Actor): Promise<CampaignDetail> {
    const row = await commit(async ({ trx, now, audit }) => {
      const stored = await trx
        .insertInto("newsletter_campaigns")
        .values({
          id: randomUUID(),
          subject: input.subject,
          preview_text: input.previewText,
          body_html: sanitizePostHtml(input.bodyHtml),
          status: "draft",
          scheduled_at: null,
          started_at: null,
          finished_at: null,
          rendered_html: null,
          rendered_text: null,
          cursor: null,
          throttle_at: null,
          created_by: by.email,
          updated_by: by.email,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      audit({ actor: by, action: "newsletter.created", subject: stored.subject });
      return stored;
    });
    return detail(row);
  }

  return {
    async list(): Promise<CampaignSummary[]> {
      const rows = await db
        .selectFrom("newsletter_campaigns")
        .selectAll()
        .orderBy("created_at", "desc")
        .limit(200)
        .execute();
      const progress = await withProgress(rows);
      return rows.flatMap((row) => {
        const figures = progress.get(row.id);
        return figures ? [summary(row, figures)] : [];
      });
    },

    async get(id: string): Promise<CampaignDetail | undefined> {
      const row = await db
        .selectFrom("newsletter_campaigns")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row && detail(row);
    },

    async progress(id: string): Promise<CampaignProgress> {
      const row = await load(id);
      const progress = (await withProgress([row])).get(id);
      if (!progress) throw new Error(`no progress for campaign ${id}`);
      return progress;
    },

    create,

    /** A draft made of the latest published posts: each one's title, cover, excerpt and link. */
    async createFromPosts(count: number, by: Actor): Promise<CampaignDetail> {
      return create(await latestPostsDraft(db, count), by);
    },

    async update(id: string, version: number, input: CampaignInput, by: Actor) {
      const current = await load(id);
      if (!isEditableCampaign(current.status)) {
        throw new ServiceRefusal("conflict", newsletterMessages.notEditable);
      }
      return transition(
        id,
        ["draft"],
        "draft",
        by,
        "newsletter.updated",
        {
          subject: input.subject,
          preview_text: input.previewText,
          body_html: sanitizePostHtml(input.bodyHtml),
        },
        version,
      );
    },

    async remove(id: string, by: Actor): Promise<void> {
      await commit(async ({ trx, audit }) => {
        const deleted = await trx
          .deleteFrom("newsletter_campaigns")
          .where("id", "=", id)
          .where("status", "=", "draft")
          .returning("subject")
          .executeTakeFirst();
        if (!deleted) {
          await load(id, trx);
          throw new ServiceRefusal("conflict", newsletterMessages.notEditable);
        }
        audit({ actor: by, action: "newsletter.deleted", subject: deleted.subject });
      });
    },

    /** The email exactly as a subscriber's mail program gets it. */
    async preview(id: string): Promise<string> {
      const row = await load(id);
      return (await renderCampaign(content(row), siteUrl, `${siteUrl}/newsletter/unsubscribe`))
        .html;
    },

    /** A test copy to the staff member who asks, through the outbox like every email. */
    async sendTest(id: string, by: Actor): Promise<{ sentTo: string }> {
      const row = await load(id);
      await commit(({ send, audit }) => {
        send(mail.campaignTest(by.email, content(row)));
        audit({ actor: by, action: "newsletter.test_sent", subject: row.subject });
      });
      return { sentTo: by.email };
    },

    ...moves,
  };
}

export type Campaigns = ReturnType<typeof createCampaigns>;
