import { randomBytes, randomUUID } from "node:crypto";
import { accessLinkValidMinutes } from "#shared/domain/privacy";
import type { MailComposer } from "../../mail/messages";
import { hashLinkToken } from "../link-token-hash";
import type { UnitOfWork } from "../unit-of-work";

/** 24 random bytes: the only key to a "Your data" link (and, once opened, to its session). */
export const newAccessSecret = () => randomBytes(24).toString("base64url");

/** What newAccessSecret makes: a malformed value is refused without a query. */
export const isAccessSecret = (value: unknown): value is string =>
  typeof value === "string" && /^[\w-]{32}$/.test(value);

/**
 * Stores a single-use "Your data" link for `email`, valid 30 minutes, and queues the email
 * that carries it, in the caller's unit of work. The person's own request and a staff member
 * completing an access request both send it; only the link's hash is kept.
 */
export async function issueAccessLink(
  { trx, now, send }: UnitOfWork,
  email: string,
  mail: MailComposer,
): Promise<void> {
  const token = newAccessSecret();
  await trx
    .insertInto("data_access_links")
    .values({
      id: randomUUID(),
      email: email.trim().toLowerCase(),
      token_hash: hashLinkToken(token),
      expires_at: new Date(now.getTime() + accessLinkValidMinutes * 60_000).toISOString(),
      used_at: null,
      session_hash: null,
      session_expires_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  send(mail.dataAccessLink(email, token));
}
