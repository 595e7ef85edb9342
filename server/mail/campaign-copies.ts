import type { Selectable, Transaction } from "kysely";
import type { AppDatabase } from "../db/connect";
import type { DatabaseSchema, EmailOutboxTable } from "../db/schema";
import { personalised } from "./campaign";
import type { RenderedEmail } from "./render";

type OutboxRow = Selectable<EmailOutboxTable>;

/**
 * A mail server's "no such address": a 5xx reply to RCPT TO whose enhanced status, if it
 * gives one, is about the address (5.1.x, or 5.2.1 "mailbox disabled"). A 5xx about policy
 * (5.7.1 "relaying denied", which a misconfigured relay says for every address) is not: it
 * is retried like any failure, so a configuration mistake never unsubscribes anyone.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { code, command, responseCode, response } = (error ?? {}) as Record<string, unknown>;
  if (code !== "EENVELOPE" || command !== "RCPT TO") return false;
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode > 599) return false;
  const enhanced = /^\d{3}[ -](\d\.\d{1,3}\.\d{1,3})\b/.exec(
    typeof response === "string" ? response : "",
  )?.[1];
  return enhanced === undefined || enhanced.startsWith("5.1.") || enhanced === "5.2.1";
}

/** Campaigns whose rendered email this process keeps: one or two are ever sending at once. */
const keptBodies = 8;

/**
 * What the outbox does for a newsletter campaign's copies: each is checked just before it
 * goes (an unsubscribe or a pause takes effect even for a copy already claimed), gets the
 * campaign's body rendered once with its own unsubscribe link, and updates its delivery row
 * in the transaction that marks it sent.
 */
export function campaignCopies({ db }: AppDatabase) {
  // The rendered body never changes once a send starts, so it is read once per campaign.
  const bodies = new Map<string, Promise<RenderedEmail>>();
  function bodyOf(campaignId: string): Promise<RenderedEmail> {
    let body = bodies.get(campaignId);
    if (!body) {
      body = db
        .selectFrom("newsletter_campaigns")
        .select(["rendered_html", "rendered_text"])
        .where("id", "=", campaignId)
        .executeTakeFirstOrThrow()
        .then(({ rendered_html, rendered_text }) => {
          if (rendered_html === null || rendered_text === null) {
            throw new Error(`campaign ${campaignId} has no rendered email`);
          }
          return { html: rendered_html, text: rendered_text };
        });
      body.catch(() => bodies.delete(campaignId));
      bodies.set(campaignId, body);
      if (bodies.size > keptBodies) bodies.delete(bodies.keys().next().value ?? "");
    }
    return body;
  }

  return {
    /** The copy's body, or skip: withdrawn (unsubscribed, cancelled) or its campaign paused. */
    async prepare(row: OutboxRow): Promise<{ skip: true } | { skip: false; body: RenderedEmail }> {
      const state = await db
        .selectFrom("campaign_deliveries as d")
        .innerJoin("newsletter_campaigns as c", "c.id", "d.campaign_id")
        .select(["d.status as delivery", "c.status as campaign"])
        .where("d.outbox_id", "=", row.id)
        .executeTakeFirst();
      if (!state || state.delivery !== "queued" || state.campaign === "cancelled") {
        await db.deleteFrom("email_outbox").where("id", "=", row.id).execute();
        return { skip: true };
      }
      if (state.campaign !== "sending") {
        await db
          .updateTable("email_outbox")
          .set({ locked_until: null })
          .where("id", "=", row.id)
          .execute();
        return { skip: true };
      }
      const { unsubscribeUrl } = JSON.parse(row.props ?? "{}") as { unsubscribeUrl?: string };
      if (!unsubscribeUrl) throw new Error(`campaign copy ${row.id} has no unsubscribe link`);
      return {
        skip: false,
        body: personalised(await bodyOf(row.campaign_id ?? ""), unsubscribeUrl),
      };
    },

    async sent(trx: Transaction<DatabaseSchema>, outboxId: string): Promise<void> {
      await trx
        .updateTable("campaign_deliveries")
        .set({ status: "sent", updated_at: new Date().toISOString() })
        .where("outbox_id", "=", outboxId)
        .where("status", "=", "queued")
        .execute();
    },

    /** A newsletter address refused for good is marked bounced: nothing is sent to it again. */
    async bounced(trx: Transaction<DatabaseSchema>, row: OutboxRow): Promise<void> {
      if (!row.template.startsWith("newsletter-")) return;
      const now = new Date().toISOString();
      await trx
        .updateTable("newsletter_subscribers")
        .set({ status: "bounced", bounced_at: now, updated_at: now })
        .where("email", "=", row.to_address.toLowerCase())
        .execute();
      if (row.campaign_id) {
        await trx
          .updateTable("campaign_deliveries")
          .set({ status: "bounced", updated_at: now })
          .where("outbox_id", "=", row.id)
          .execute();
      }
    },
  };
}
