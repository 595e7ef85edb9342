import { randomBytes, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { NewsletterInput } from "../../app/schemas/newsletter";
import type { AppDatabase } from "../db/connect";
import type { DatabaseSchema } from "../db/schema";
import type { MailComposer } from "../mail/messages";
import { consentGiven, submittedAt } from "./consent";
import { isUniqueViolation } from "./errors";
import type { Commit } from "./unit-of-work";

/** A token nobody can guess: the only key to an unsubscribe link. */
const newToken = () => randomBytes(24).toString("base64url");

/** What newToken makes: 24 bytes are 32 base64url characters, without padding. */
const tokenFormat = /^[\w-]{32}$/;

/**
 * The token of an unsubscribe link, or undefined when the value cannot be one. Every
 * unsubscribe entry point goes through it, so a malformed token is invalid without a query.
 */
export const unsubscribeToken = (value: unknown): string | undefined =>
  typeof value === "string" && tokenFormat.test(value) ? value : undefined;

/** Newsletter subscriptions from the blog and the footer. */
export function createNewsletterService({ db }: AppDatabase, commit: Commit, mail: MailComposer) {
  /** Writes the subscription and queues its welcome in one transaction. */
  const welcome = (
    write: (trx: Transaction<DatabaseSchema>) => Promise<unknown>,
    email: string,
    token: string,
    now: Date,
  ) =>
    commit(
      async ({ trx, send }) => {
        await write(trx);
        send(mail.newsletterWelcome(email, token));
      },
      { now },
    );

  return {
    /**
     * Subscribing twice is a success and keeps one row (and sends one welcome); someone
     * who unsubscribed and subscribes again is welcomed back.
     */
    async subscribe(input: NewsletterInput): Promise<{ subscribed: "new" | "again" | "already" }> {
      const email = input.email.toLowerCase();
      const now = new Date();
      const existing = await db
        .selectFrom("newsletter_subscribers")
        .select(["id", "status", "unsubscribe_token"])
        .where("email", "=", email)
        .executeTakeFirst();
      if (existing?.status === "subscribed") return { subscribed: "already" };
      if (existing) {
        await welcome(
          async (trx) => {
            await trx
              .updateTable("newsletter_subscribers")
              .set({
                status: "subscribed",
                unsubscribed_at: null,
                source: input.source ?? "blog",
                ...consentGiven(now),
                updated_at: now.toISOString(),
              })
              .where("id", "=", existing.id)
              .execute();
          },
          email,
          existing.unsubscribe_token,
          now,
        );
        return { subscribed: "again" };
      }
      const token = newToken();
      try {
        await welcome(
          async (trx) => {
            await trx
              .insertInto("newsletter_subscribers")
              .values({
                id: randomUUID(),
                email,
                status: "subscribed",
                unsubscribe_token: token,
                source: input.source ?? "blog",
                unsubscribed_at: null,
                ...submittedAt(now),
              })
              .execute();
          },
          email,
          token,
          now,
        );
      } catch (error) {
        // The same address, submitted twice at once: the other request stored it.
        if (isUniqueViolation(error)) return { subscribed: "already" };
        throw error;
      }
      return { subscribed: "new" };
    },

    /** The subscription an unsubscribe link points at, if the token is real. */
    async findByToken(value: unknown) {
      const token = unsubscribeToken(value);
      if (!token) return undefined;
      return db
        .selectFrom("newsletter_subscribers")
        .select(["email", "status"])
        .where("unsubscribe_token", "=", token)
        .executeTakeFirst();
    },

    /** Ends the subscription; false when the token matches none. Repeating it is harmless. */
    async unsubscribe(value: unknown): Promise<boolean> {
      const token = unsubscribeToken(value);
      if (!token) return false;
      const now = new Date().toISOString();
      const result = await db
        .updateTable("newsletter_subscribers")
        .set((eb) => ({
          status: "unsubscribed",
          unsubscribed_at: eb.fn.coalesce("unsubscribed_at", eb.val(now)),
          updated_at: now,
        }))
        .where("unsubscribe_token", "=", token)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
