import { randomUUID } from "node:crypto";
import type { NewsletterInput } from "#shared/schemas/newsletter";
import { confirmationResendMinutes, confirmationValidDays } from "#shared/domain/newsletter";
import type { AppDatabase } from "../../db/connect";
import type { MailComposer } from "../../mail/messages";
import { consentGiven, submittedAt } from "../consent";
import { isUniqueViolation } from "../errors";
import type { Commit, UnitOfWork } from "../unit-of-work";
import { hashLinkToken } from "../link-token-hash";
import { isSuppressed } from "../privacy/suppression";
import { campaignId, linkToken, maskedEmail, newToken } from "./subscriber-links";
import { deleteUnconfirmedSubscribers, endSubscription } from "./subscription-end";

const dayMs = 24 * 60 * 60 * 1000;

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
