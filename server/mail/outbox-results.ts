import type { Selectable, Transaction, Updateable } from "kysely";
import type { AppDatabase } from "../db/connect";
import type { DatabaseSchema, EmailOutboxTable } from "../db/schema";
import type { Logger } from "../logger";
import { isPermanentRefusal, type campaignCopies } from "./campaign-copies";
import { isSensitiveEmailTemplate } from "./templates";

/** What a sent message of a sensitive template keeps in place of its props. */
const redactedProps = JSON.stringify({ redacted: true });

/** Tries at recording a sent message before it is left to its claim running out. */
const recordAttempts = 5;

type OutboxRow = Selectable<EmailOutboxTable>;

/** What the outbox records after each try: sent, refused for good, or to be retried. */
export function outboxResults({
  database,
  copies,
  logger,
  retryDelayMs,
  transportDescription,
}: {
  database: AppDatabase;
  copies: ReturnType<typeof campaignCopies>;
  logger: Logger;
  retryDelayMs: (failedAttempts: number) => number;
  transportDescription: string;
}) {
  const { db } = database;

  /**
   * A message's last state: sent or refused for good. One to an erased person is deleted
   * instead, whichever it was: the row would be the last trace of them. Says whether it stays.
   */
  async function settle(
    trx: Transaction<DatabaseSchema>,
    row: OutboxRow,
    values: Updateable<EmailOutboxTable>,
  ): Promise<boolean> {
    if (row.discard_after_send === 1) {
      await trx.deleteFrom("email_outbox").where("id", "=", row.id).execute();
      return false;
    }
    await trx.updateTable("email_outbox").set(values).where("id", "=", row.id).execute();
    return true;
  }

  /** Marks a message sent, trying again a few times if the database refuses for a moment. */
  async function recordSent(row: OutboxRow): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        // Shares a commit with the submissions being stored meanwhile (SQLite).
        await database.write(async (trx) => {
          const kept = await settle(trx, row, {
            sent_at: new Date().toISOString(),
            locked_until: null,
            last_error: null,
            // Its secret is the recipient's now: the row keeps nothing that would reveal it.
            ...(isSensitiveEmailTemplate(row.template)
              ? { props: redactedProps, text_body: "", html_body: "", calendar: null }
              : {}),
          });
          if (kept && row.campaign_id) await copies.sent(trx, row.id);
        });
        return;
      } catch (error) {
        if (attempt >= recordAttempts) {
          // Still claimed: it is sent again only once the claim runs out.
          logger.error(
            { err: error, emailId: row.id, template: row.template },
            "email sent but not recorded as sent: it may be sent again",
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  /** A try that failed: retried later, or never again when the address does not exist. */
  async function failed(row: OutboxRow, error: unknown): Promise<"refused" | "retry"> {
    const attempts = row.attempts + 1;
    const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
    if (isPermanentRefusal(error)) {
      // The address does not exist: trying again would only annoy its mail server.
      await database.write(async (trx) => {
        const kept = await settle(trx, row, {
          attempts,
          failed_at: new Date().toISOString(),
          locked_until: null,
          last_error: lastError,
        });
        if (kept) await copies.bounced(trx, row);
      });
      logger.warn(
        { emailId: row.id, template: row.template, error: lastError },
        "email refused for good by the mail server: the address is not mailed again",
      );
      return "refused";
    }
    const retryAt = new Date(Date.now() + retryDelayMs(attempts));
    await db
      .updateTable("email_outbox")
      .set({
        attempts,
        next_attempt_at: retryAt.toISOString(),
        locked_until: null,
        last_error: lastError,
      })
      .where("id", "=", row.id)
      .execute();
    logger.warn(
      { err: error, emailId: row.id, attempts, retryAt, transport: transportDescription },
      "email not sent; it stays queued and will be retried",
    );
    return "retry";
  }

  return { recordSent, failed };
}
