import {
  campaignStatusLabels,
  newsletterMessages,
  type CampaignDetail,
  type CampaignStatus,
} from "#shared/domain/newsletter";
import type { AuditAction } from "#shared/domain/audit";
import type { AppDatabase } from "../../db/connect";
import { renderCampaign, unsubscribePlaceholder } from "../../mail/campaign";
import { ServiceRefusal } from "../errors";
import type { Actor, Commit } from "../unit-of-work";
import type { CampaignRecords, CampaignRow } from "./campaign-records";

/** How a refusal names the action that came too late, e.g. "cannot be paused". */
const actionVerbs: Partial<Record<AuditAction, string>> = {
  "newsletter.updated": "edited",
  "newsletter.send_started": "sent",
  "newsletter.scheduled": "scheduled",
  "newsletter.unscheduled": "unscheduled",
  "newsletter.paused": "paused",
  "newsletter.resumed": "resumed",
};

/**
 * A campaign's way from draft to sent: sending now or at a time, unscheduling, pausing,
 * resuming and cancelling. Each move is one conditional update, refused when another action
 * (or the sender) moved the campaign first.
 */
export function campaignTransitions(
  db: AppDatabase["db"],
  commit: Commit,
  { detail, load, content }: CampaignRecords,
  siteUrl: string,
) {
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

  return {
    transition,

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
