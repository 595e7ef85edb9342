import type { ExpressionBuilder } from "kysely";
import { adminPageSize } from "#shared/domain/admin-lists";
import type { AppDatabase } from "../db/connect";
import type { DatabaseSchema } from "../db/schema";

type Outbox = ExpressionBuilder<DatabaseSchema, "email_outbox">;

/** Refused for good by the mail server: the outbox never tries it again by itself. */
export const givenUp = (eb: Outbox) => eb("email_outbox.failed_at", "is not", null);

/**
 * What staff should look at: given up, or still queued after a try that failed. The one
 * home of the predicate, so the dashboard's count and the outbox screen's list agree.
 */
export const failing = (eb: Outbox) =>
  eb.or([
    givenUp(eb),
    eb.and([eb("email_outbox.sent_at", "is", null), eb("email_outbox.last_error", "is not", null)]),
  ]);

export async function countFailingEmails(db: AppDatabase["db"]): Promise<number> {
  const row = await db
    .selectFrom("email_outbox")
    .select((eb) => eb.fn.countAll().as("n"))
    .where(failing)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of failing emails, newest first; a page past the last is the first. */
export async function listFailingEmails(db: AppDatabase["db"], askedPage: number) {
  const total = await countFailingEmails(db);
  const pages = Math.max(1, Math.ceil(total / adminPageSize));
  const page =
    Number.isSafeInteger(askedPage) && askedPage >= 1 && askedPage <= pages ? askedPage : 1;
  const rows = await db
    .selectFrom("email_outbox")
    .leftJoin("newsletter_campaigns as c", "c.id", "email_outbox.campaign_id")
    .select([
      "email_outbox.id",
      "email_outbox.created_at",
      "email_outbox.to_address",
      "email_outbox.subject",
      "email_outbox.attempts",
      "email_outbox.last_error",
      "email_outbox.failed_at",
      "email_outbox.next_attempt_at",
      "email_outbox.campaign_id",
      "c.subject as campaign_subject",
      "c.status as campaign_status",
    ])
    .where(failing)
    .orderBy("email_outbox.created_at", "desc")
    .orderBy("email_outbox.id", "desc")
    .limit(adminPageSize)
    .offset((page - 1) * adminPageSize)
    .execute();
  return { rows, total, page, pages };
}
