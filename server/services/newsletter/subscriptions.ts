import { randomBytes, randomUUID } from "node:crypto";
import type { NewsletterInput } from "#shared/schemas/newsletter";
import { confirmationResendMinutes, confirmationValidDays } from "#shared/domain/newsletter";
import type { Kysely } from "kysely";
import type { AppDatabase } from "../../db/connect";
import type { DatabaseSchema } from "../../db/schema";
import type { MailComposer } from "../../mail/messages";
import { consentGiven, submittedAt } from "../consent";
import { isUniqueViolation } from "../errors";
import type { Commit, UnitOfWork } from "../unit-of-work";
import { hashLinkToken } from "../link-token-hash";
import { isSuppressed } from "../privacy/suppression";

/** A token nobody can guess: the only key to an unsubscribe or a confirmation link. */
const newToken = () => randomBytes(24).toString("base64url");

/** What newToken makes: 24 bytes are 32 base64url characters, without padding. */
const tokenFormat = /^[\w-]{32}$/;

/**
 * The token of an emailed link, or undefined when the value cannot be one. Every unsubscribe
 * and confirmation entry point goes through it, so a malformed token is invalid without a query.
 */
export const linkToken = (value: unknown): string | undefined =>
  typeof value === "string" && tokenFormat.test(value) ? value : undefined;

/** A campaign's id as its unsubscribe links carry it, or undefined when the value cannot be one. */
export const campaignId = (value: unknown): string | undefined =>
  typeof value === "string" && /^[0-9a-f-]{36}$/.test(value) ? value : undefined;

const dayMs = 24 * 60 * 60 * 1000;

/** Shows part of the address, enough to recognise it, not enough to harvest it. */
export function maskedEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}${"•".repeat(Math.max(1, local.length - 2))}@${domain}`;
}

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
async function endSubscription(
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

/**
 * Newsletter subscriptions from the blog and the footer, with double opt-in: an address is
 * only mailed the newsletter once its owner followed the emailed link (decision 0017).
 */
export function createSubscriptions(
  { db }: AppDatabase,
  commit: Commit,
  mail: MailComposer,
  unconfirmedDays: number,
) {
  /** A fresh confirmation link's stored fields, and the token that goes in the email only. */
  function confirmation(now: Date) {
    const token = newToken();
    return {
      token,
      fields: {
        confirm_token_hash: hashLinkToken(token),
        confirm_sent_at: now.toISOString(),
        confirm_expires_at: new Date(now.getTime() + confirmationValidDays * dayMs).toISOString(),
      },
    };
  }

  /** The page the confirmation link opens, with the token. */
  const confirmUrl = (token: string) => mail.newsletterConfirmUrl(token);

  return {
    /**
     * Stores the address as pending and emails the confirmation link. Asking again while
     * pending re-sends it at most once an hour; a confirmed address gets nothing. The answer
     * is the same in every case, so it tells nobody who subscribes (nor who was erased).
     */
    async subscribe(input: NewsletterInput, now = new Date()): Promise<void> {
      const email = input.email.toLowerCase();
      // An erased address is never stored or mailed again; the answer must not say so.
      if (await isSuppressed(db, email)) return;
      const existing = await db
        .selectFrom("newsletter_subscribers")
        .select(["id", "status"])
        .where("email", "=", email)
        .executeTakeFirst();
      if (existing?.status === "subscribed") return;
      const { token, fields } = confirmation(now);
      if (existing) {
        const resendBefore = new Date(
          now.getTime() - confirmationResendMinutes * 60_000,
        ).toISOString();
        await commit(
          async ({ trx, send }) => {
            // Conditional, so two requests at once send one email.
            const updated = await trx
              .updateTable("newsletter_subscribers")
              .set({
                ...fields,
                source: input.source ?? "blog",
                ...consentGiven(now),
                updated_at: now.toISOString(),
              })
              .where("id", "=", existing.id)
              .where("status", "!=", "subscribed")
              .where((eb) =>
                eb.or([
                  eb("confirm_sent_at", "is", null),
                  eb("confirm_sent_at", "<=", resendBefore),
                ]),
              )
              .executeTakeFirst();
            if (updated.numUpdatedRows > 0n) send(mail.newsletterConfirm(email, confirmUrl(token)));
          },
          { now },
        );
        return;
      }
      try {
        await commit(
          async ({ trx, send }) => {
            await trx
              .insertInto("newsletter_subscribers")
              .values({
                id: randomUUID(),
                email,
                status: "pending",
                unsubscribe_token: newToken(),
                source: input.source ?? "blog",
                unsubscribed_at: null,
                confirmed_at: null,
                confirmed_ip: null,
                bounced_at: null,
                ...fields,
                ...submittedAt(now),
              })
              .execute();
            send(mail.newsletterConfirm(email, confirmUrl(token)));
          },
          { now },
        );
      } catch (error) {
        // The same address, submitted twice at once: the other request stored it and mailed it.
        if (!isUniqueViolation(error)) throw error;
      }
    },

    /** The address a confirmation link is for, while the link is valid and unused. */
    async findConfirmation(value: unknown, now = new Date()) {
      const token = linkToken(value);
      if (!token) return undefined;
      const row = await db
        .selectFrom("newsletter_subscribers")
        .select("email")
        .where("confirm_token_hash", "=", hashLinkToken(token))
        .where("confirm_expires_at", ">", now.toISOString())
        .executeTakeFirst();
      return row && { email: maskedEmail(row.email) };
    },

    /**
     * Follows a confirmation link: the address becomes subscribed, with when and from which
     * client address as the proof of consent, and is welcomed. The link works once.
     */
    async confirm(value: unknown, clientAddress: string, now = new Date()): Promise<boolean> {
      const token = linkToken(value);
      if (!token) return false;
      return commit(
        async ({ trx, send }) => {
          const confirmed = await trx
            .updateTable("newsletter_subscribers")
            .set({
              status: "subscribed",
              confirmed_at: now.toISOString(),
              confirmed_ip: clientAddress.slice(0, 64),
              confirm_token_hash: null,
              confirm_expires_at: null,
              unsubscribed_at: null,
              bounced_at: null,
              updated_at: now.toISOString(),
            })
            .where("confirm_token_hash", "=", hashLinkToken(token))
            .where("confirm_expires_at", ">", now.toISOString())
            .returning(["email", "unsubscribe_token"])
            .executeTakeFirst();
          if (!confirmed) return false;
          send(mail.newsletterWelcome(confirmed.email, confirmed.unsubscribe_token));
          return true;
        },
        { now },
      );
    },

    /** Addresses nobody confirmed within the configured period are forgotten. */
    deleteUnconfirmed: (now = new Date()) => deleteUnconfirmedSubscribers(db, now, unconfirmedDays),

    /** The subscription an unsubscribe link points at (its address masked), if the token is real. */
    async findByToken(value: unknown) {
      const token = linkToken(value);
      if (!token) return undefined;
      const row = await db
        .selectFrom("newsletter_subscribers")
        .select(["email", "status"])
        .where("unsubscribe_token", "=", token)
        .executeTakeFirst();
      return row && { status: row.status, email: maskedEmail(row.email) };
    },

    /**
     * Ends the subscription; false when the token matches none. Repeating it is harmless.
     * Copies of a campaign still queued for them are withdrawn in the same transaction, and
     * an unsubscribe through a campaign's link is counted for that campaign.
     */
    async unsubscribe(value: unknown, campaignValue?: unknown): Promise<boolean> {
      const token = linkToken(value);
      if (!token) return false;
      const campaign = campaignId(campaignValue);
      return commit((unit) => endSubscription(unit, "unsubscribe_token", token, campaign));
    },

    /**
     * Ends the subscription of `email` inside the caller's unit of work (staff completing a
     * withdrawal of consent); false when the address has none.
     */
    unsubscribeIn(unit: UnitOfWork, email: string): Promise<boolean> {
      return endSubscription(unit, "email", email.trim().toLowerCase(), undefined);
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
