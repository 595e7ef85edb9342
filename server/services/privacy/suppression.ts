import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DatabaseSchema } from "../../db/schema";

/**
 * The suppression list keeps this one-way hash of an erased address, never the address: it
 * can tell that an address was erased when someone types it again, and nothing more.
 */
export const suppressionHash = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/** True when the address was erased: the newsletter must not store or mail it. */
export async function isSuppressed(
  db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("suppressed_emails")
    .select("email_hash")
    .where("email_hash", "=", suppressionHash(email))
    .executeTakeFirst();
  return row !== undefined;
}
