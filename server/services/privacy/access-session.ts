import {
  accessLinksPerAddressPerHour,
  accessSessionCookie,
  accessSessionMinutes,
} from "#shared/domain/privacy";
import type { Auth } from "../../auth/auth";
import type { AppDatabase } from "../../db/connect";
import { cookieValue } from "#shared/http/cookies";
import type { MailComposer } from "../../mail/messages";
import { isSerializationFailure } from "../errors";
import { hashLinkToken } from "../link-token-hash";
import type { Commit } from "../unit-of-work";
import { issueAccessLink, isAccessSecret, newAccessSecret } from "./access-links";

const hourMs = 60 * 60 * 1000;
/** Tries of a link request that PostgreSQL gave up because of another at the same moment. */
const serializableAttempts = 5;

/**
 * The way into the "Your data" page: the emailed link, the short session it opens, and whose
 * data a request may see.
 */
export function createAccessSession(
  { db }: AppDatabase,
  commit: Commit,
  { auth, mail }: { auth: Auth; mail: MailComposer },
) {
  return {
    /**
     * Sends a "Your data" link to the address, whatever we hold for it: the caller answers
     * the same either way. Beyond the hourly limit per address nothing is sent, silently;
     * the count is taken in the transaction that adds the link, so instances agree.
     */
    async requestLink(address: string, now = new Date()): Promise<void> {
      const email = address.trim().toLowerCase();
      const issue = () =>
        commit(
          async (unit) => {
            const { count } = await unit.trx
              .selectFrom("data_access_links")
              .select((eb) => eb.fn.countAll<number | string>().as("count"))
              .where("email", "=", email)
              .where("created_at", ">", new Date(now.getTime() - hourMs).toISOString())
              .executeTakeFirstOrThrow();
            if (Number(count) >= accessLinksPerAddressPerHour) return;
            await issueAccessLink(unit, email, mail);
          },
          { now, serializable: true },
        );
      // Two people asking at the same moment must both get their link, not an error.
      for (let attempt = 1; ; attempt++) {
        try {
          await issue();
          return;
        } catch (error) {
          if (!isSerializationFailure(error) || attempt === serializableAttempts) throw error;
        }
      }
    },

    /** True while an emailed link is unused and unexpired: the page offers its button. */
    async linkIsValid(token: unknown, now = new Date()): Promise<boolean> {
      if (!isAccessSecret(token)) return false;
      const link = await db
        .selectFrom("data_access_links")
        .select("id")
        .where("token_hash", "=", hashLinkToken(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", now.toISOString())
        .executeTakeFirst();
      return link !== undefined;
    },

    /**
     * Opens the page an emailed link is for: the link is used up, and the secret returned
     * keeps the page open for 30 minutes. Undefined for a forged, expired or used link.
     */
    async openLink(token: unknown, now = new Date()): Promise<string | undefined> {
      if (!isAccessSecret(token)) return undefined;
      const secret = newAccessSecret();
      const opened = await db
        .updateTable("data_access_links")
        .set({
          used_at: now.toISOString(),
          session_hash: hashLinkToken(secret),
          session_expires_at: new Date(now.getTime() + accessSessionMinutes * 60_000).toISOString(),
        })
        .where("token_hash", "=", hashLinkToken(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", now.toISOString())
        .executeTakeFirst();
      return opened.numUpdatedRows > 0n ? secret : undefined;
    },

    /**
     * Whose data these request headers may see: the address of an open "Your data" session,
     * or of a signed-in visitor who proved their address; undefined for anyone else.
     */
    async personFor(headers: Headers, now = new Date()): Promise<string | undefined> {
      const secret = cookieValue(headers.get("cookie"), accessSessionCookie);
      if (isAccessSecret(secret)) {
        const session = await db
          .selectFrom("data_access_links")
          .select("email")
          .where("session_hash", "=", hashLinkToken(secret))
          .where("session_expires_at", ">", now.toISOString())
          .executeTakeFirst();
        if (session) return session.email;
      }
      const user = (await auth.api.getSession({ headers }))?.user;
      return user?.emailVerified ? user.email.toLowerCase() : undefined;
    },
  };
}
