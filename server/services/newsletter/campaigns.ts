import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { site } from "#shared/content/site";
import {
  campaignStatusLabels,
  isEditableCampaign,
  newsletterMessages,
  type CampaignDetail,
  type CampaignProgress,
  type CampaignStatus,
  type CampaignSummary,
} from "#shared/domain/newsletter";
import type { AuditAction } from "#shared/domain/audit";
import type { CampaignInput } from "#shared/schemas/campaign";
import { escapeHtmlAttribute, escapeHtmlText } from "../blog/escape";
import { sanitizePostHtml } from "../blog/sanitize";
import type { AppDatabase } from "../../db/connect";
import type { DatabaseSchema, NewsletterCampaignsTable } from "../../db/schema";
import { renderCampaign, unsubscribePlaceholder } from "../../mail/campaign";
import type { MailComposer } from "../../mail/messages";
import { ServiceRefusal } from "../errors";
import type { Actor, Commit } from "../unit-of-work";
import type { CampaignSender } from "./sending";

type CampaignRow = Selectable<NewsletterCampaignsTable>;

/** How a refusal names the action that came too late, e.g. "cannot be paused". */
const actionVerbs: Partial<Record<AuditAction, string>> = {
  "newsletter.updated": "edited",
  "newsletter.send_started": "sent",
  "newsletter.scheduled": "scheduled",
  "newsletter.unscheduled": "unscheduled",
  "newsletter.paused": "paused",
  "newsletter.resumed": "resumed",
};

const monthInIndia = new Intl.DateTimeFormat("en-IN", {
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

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

  async function withProgress(rows: CampaignRow[]): Promise<Map<string, CampaignProgress>> {
    return sender.progress(
      rows.map((row) => ({
        id: row.id,
        status: row.status,
        recipientEstimate: row.recipient_estimate,
        enqueueDone: row.enqueue_done === 1,
      })),
    );
  }

  const summary = (row: CampaignRow, progress: CampaignProgress): CampaignSummary => ({
    id: row.id,
    subject: row.subject,
    status: row.status,
    scheduledAt: row.scheduled_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    progress,
  });

  async function detail(row: CampaignRow): Promise<CampaignDetail> {
    const progress = (await withProgress([row])).get(row.id);
    if (!progress) throw new Error(`no progress for campaign ${row.id}`);
    return { ...summary(row, progress), previewText: row.preview_text, bodyHtml: row.body_html };
  }

  /**
   * The campaign, or a not-found refusal. Inside a write, pass its transaction: SQLite has one
   * connection, which the transaction holds until it ends.
   */
  async function load(id: string, reader: Kysely<DatabaseSchema> = db): Promise<CampaignRow> {
    const row = await reader
      .selectFrom("newsletter_campaigns")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new ServiceRefusal("not_found", newsletterMessages.campaignNotFound);
    return row;
  }

  const content = (row: CampaignRow) => ({
    subject: row.subject,
    previewText: row.preview_text,
    bodyHtml: row.body_html,
  });

  /**
   * Moves a campaign from one of `from` to `to` with the given changes; refused when another
   * action (or the sender) moved it first. The row is the one stored afterwards.
   */
  async function transition(
    id: string,
    from: readonly CampaignStatus[],
    to: CampaignStatus,
    by: Actor,
    action: AuditAction,
    changes: Partial<CampaignRow> = {},
    version?: number,
  ): Promise<CampaignDetail> {
    const row = await commit(async ({ trx, now, audit }) => {
      let update = trx
        .updateTable("newsletter_campaigns")
        .set({
          ...changes,
          status: to,
          version: (eb) => eb("version", "+", 1),
          updated_by: by.email,
          updated_at: now.toISOString(),
        })
        .where("id", "=", id)
        .where("status", "in", from);
      if (version !== undefined) update = update.where("version", "=", version);
      const updated = await update.returningAll().executeTakeFirst();
      if (!updated) {
        const current = await load(id, trx);
        throw new ServiceRefusal(
          "conflict",
          version !== undefined && current.version !== version
            ? newsletterMessages.campaignChanged
            : `This campaign is ${campaignStatusLabels[current.status].toLowerCase()} now: it cannot be ${actionVerbs[action] ?? "changed"} from there.`,
        );
      }
      audit({ actor: by, action, subject: updated.subject });
      return updated;
    });
    return detail(row);
  }

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
      const posts = await db
        .selectFrom("blog_posts")
        .select([
          "slug",
          "title",
          "excerpt",
          "image_src",
          "image_alt",
          "image_width",
          "image_height",
        ])
        .where("status", "=", "published")
        .orderBy("published_on", "desc")
        .orderBy("created_at", "desc")
        .limit(count)
        .execute();
      if (posts.length === 0) throw new ServiceRefusal("invalid", newsletterMessages.noPosts);
      const bodyHtml = [
        `<p>Here is what is new on the ${escapeHtmlText(site.name)} blog.</p>`,
        ...posts.map(
          (post) =>
            `<h2><a href="/blog/${escapeHtmlAttribute(post.slug)}">${escapeHtmlText(post.title)}</a></h2>` +
            `<p><img src="${escapeHtmlAttribute(post.image_src)}" alt="${escapeHtmlAttribute(post.image_alt)}" width="${post.image_width}" height="${post.image_height}" /></p>` +
            `<p>${escapeHtmlText(post.excerpt)}</p>` +
            `<p><a href="/blog/${escapeHtmlAttribute(post.slug)}">Read the article</a></p>`,
        ),
      ].join("");
      return create(
        {
          subject: `${site.name} newsletter — ${monthInIndia.format(new Date())}`,
          previewText: posts
            .map((post) => post.title)
            .join(" · ")
            .slice(0, 200),
          bodyHtml,
        },
        by,
      );
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

    /**
     * Sends the draft now or at a time. The email is rendered here, once, as it was seen: the
     * sender only fills in each copy's unsubscribe link.
     */
    async send(id: string, version: number, scheduledAt: string | undefined, by: Actor) {
      const row = await load(id);
      const now = new Date();
      if (scheduledAt !== undefined && Date.parse(scheduledAt) <= now.getTime()) {
        throw new ServiceRefusal("invalid", newsletterMessages.scheduleInPast, {
          field: "scheduledAt",
        });
      }
      const { n } = await db
        .selectFrom("newsletter_subscribers")
        .select((eb) => eb.fn.countAll<string | number | bigint>().as("n"))
        .where("status", "=", "subscribed")
        .executeTakeFirstOrThrow();
      if (scheduledAt === undefined && Number(n) === 0) {
        throw new ServiceRefusal("invalid", newsletterMessages.noSubscribers);
      }
      const rendered = await renderCampaign(content(row), siteUrl, unsubscribePlaceholder);
      const timestamp = now.toISOString();
      return transition(
        id,
        ["draft"],
        scheduledAt === undefined ? "sending" : "scheduled",
        by,
        scheduledAt === undefined ? "newsletter.send_started" : "newsletter.scheduled",
        {
          rendered_html: rendered.html,
          rendered_text: rendered.text,
          scheduled_at: scheduledAt === undefined ? null : new Date(scheduledAt).toISOString(),
          started_at: scheduledAt === undefined ? timestamp : null,
          recipient_estimate: Number(n),
          cursor: null,
          enqueue_done: 0,
          throttle_tokens: 0,
          throttle_at: timestamp,
        },
        version,
      );
    },

    unschedule: (id: string, by: Actor) =>
      transition(id, ["scheduled"], "draft", by, "newsletter.unscheduled", {
        scheduled_at: null,
        rendered_html: null,
        rendered_text: null,
      }),

    pause: (id: string, by: Actor) =>
      transition(id, ["sending"], "paused", by, "newsletter.paused"),

    /** The throttle starts afresh: a long pause does not let a burst through. */
    resume: (id: string, by: Actor) =>
      transition(id, ["paused"], "sending", by, "newsletter.resumed", {
        throttle_tokens: 0,
        throttle_at: new Date().toISOString(),
      }),

    /** Nothing more goes out: the copies still queued are withdrawn with the status change. */
    async cancel(id: string, by: Actor): Promise<CampaignDetail> {
      await commit(async ({ trx, now, audit }) => {
        const cancelled = await trx
          .updateTable("newsletter_campaigns")
          .set((eb) => ({
            status: "cancelled",
            finished_at: now.toISOString(),
            version: eb("version", "+", 1),
            updated_by: by.email,
            updated_at: now.toISOString(),
          }))
          .where("id", "=", id)
          .where("status", "in", ["scheduled", "sending", "paused"])
          .returning("subject")
          .executeTakeFirst();
        if (!cancelled) {
          const current = await load(id, trx);
          throw new ServiceRefusal(
            "conflict",
            `This campaign is ${campaignStatusLabels[current.status].toLowerCase()} now: there is nothing to cancel.`,
          );
        }
        await trx
          .updateTable("campaign_deliveries")
          .set({ status: "skipped", updated_at: now.toISOString() })
          .where("campaign_id", "=", id)
          .where("status", "=", "queued")
          .execute();
        await trx
          .deleteFrom("email_outbox")
          .where("campaign_id", "=", id)
          .where("sent_at", "is", null)
          .execute();
        audit({ actor: by, action: "newsletter.cancelled", subject: cancelled.subject });
      });
      return detail(await load(id));
    },
  };
}

export type Campaigns = ReturnType<typeof createCampaigns>;
