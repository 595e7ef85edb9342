import type { FailingEmail } from "#shared/schemas/outbox";
import type { AppDatabase } from "../db/connect";
import { listFailingEmails } from "../mail/outbox-failures";
import { ServiceRefusal } from "./errors";
import type { Actor, Commit } from "./unit-of-work";

export const outboxFailureMessages = {
  gone: "That email is no longer in the outbox.",
  notGivenUp: "That email is not given up: the outbox still sends it by itself.",
  campaignNotSending:
    "That email is a copy of a newsletter that is not sending: it can be sent again only while its campaign sends.",
};

/**
 * The emails the outbox gave up on or keeps retrying, for admins to see and send again. The
 * list is server/mail/outbox-failures.ts's, so it always agrees with the dashboard's count.
 */
export function createOutboxFailures(
  database: AppDatabase,
  commit: Commit,
  emailQueued: () => void,
) {
  const { db } = database;

  return {
    async list(page: number) {
      const found = await listFailingEmails(db, page);
      return {
        ...found,
        rows: found.rows.map((row): FailingEmail => {
          const campaign =
            row.campaign_id && row.campaign_subject && row.campaign_status
              ? { id: row.campaign_id, subject: row.campaign_subject, status: row.campaign_status }
              : null;
          const givenUp = row.failed_at !== null;
          return {
            id: row.id,
            createdAt: row.created_at,
            to: row.to_address,
            subject: row.subject,
            attempts: row.attempts,
            lastError: row.last_error,
            state: givenUp ? { givenUp } : { givenUp, nextTryAt: row.next_attempt_at },
            campaign,
            canRetry: givenUp && (campaign === null || campaign.status === "sending"),
          };
        }),
      };
    },

    /**
     * Sends a given-up email again: due now, free for any instance to claim. Its attempts are
     * kept: the screen keeps telling how often it was tried in all, and should it fail again
     * for a while the outbox's growing delay carries on rather than starting at 30 s, so
     * pressing "Send again" never makes it knock at a mail server twice a minute.
     *
     * A newsletter copy only while its campaign sends: the outbox takes no copy of another
     * campaign, and a sent campaign is finished with (server/services/newsletter/sending.ts),
     * so the copy would wait for ever. Its delivery, marked bounced when it was given up, is
     * queued again, or the outbox would withdraw it as no longer wanted; the campaign is locked
     * meanwhile, so it cannot be found finished between the check and the change.
     */
    async retry(id: string, by: Actor): Promise<void> {
      await commit(async ({ trx, now, audit }) => {
        const row = await trx
          .selectFrom("email_outbox")
          .select(["to_address", "subject", "failed_at", "campaign_id"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) throw new ServiceRefusal("not_found", outboxFailureMessages.gone);
        if (row.failed_at === null) {
          throw new ServiceRefusal("conflict", outboxFailureMessages.notGivenUp);
        }
        if (row.campaign_id) {
          let campaign = trx
            .selectFrom("newsletter_campaigns")
            .select("status")
            .where("id", "=", row.campaign_id);
          if (database.dialect === "postgres") campaign = campaign.forUpdate();
          if ((await campaign.executeTakeFirst())?.status !== "sending") {
            throw new ServiceRefusal("conflict", outboxFailureMessages.campaignNotSending);
          }
          await trx
            .updateTable("campaign_deliveries")
            .set({ status: "queued", updated_at: now.toISOString() })
            .where("outbox_id", "=", id)
            .where("status", "=", "bounced")
            .execute();
        }
        // Conditional, so two admins pressing at once send it again once.
        const { numUpdatedRows } = await trx
          .updateTable("email_outbox")
          .set({ failed_at: null, locked_until: null, next_attempt_at: now.toISOString() })
          .where("id", "=", id)
          .where("failed_at", "is not", null)
          .executeTakeFirstOrThrow();
        if (numUpdatedRows === 0n) {
          throw new ServiceRefusal("conflict", outboxFailureMessages.notGivenUp);
        }
        audit({
          actor: by,
          action: "outbox.retried",
          subject: row.to_address,
          detail: row.subject,
        });
      });
      emailQueued();
    },
  };
}

export type OutboxFailures = ReturnType<typeof createOutboxFailures>;
