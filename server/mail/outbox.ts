import type { AppDatabase } from "../db/connect";
import type { Logger } from "../logger";
import { campaignCopies } from "./campaign-copies";
import { outboxResults } from "./outbox-results";
import { renderEmail } from "./render";
import type { CalendarInvitation } from "./outbox-queue";
import type { MailTransport } from "./transport";

export {
  queueEmails,
  recordKey,
  recordTables,
  type CalendarInvitation,
  type QueuedEmail,
  type RecordRef,
} from "./outbox-queue";

export interface OutboxWorkerOptions {
  database: AppDatabase;
  transport: MailTransport;
  logger: Logger;
  from: string;
  /** How often the queue is looked at when nobody says there is something new. */
  pollIntervalMs?: number;
  /** The wait before the next try, after the given number of failed attempts. */
  retryDelayMs?: (failedAttempts: number) => number;
  /** How long a claimed message is left to one sender before another may take it. */
  claimMs?: number;
  batchSize?: number;
  /** Told of each failed try (/metrics counts them). */
  onSendFailure?: (outcome: "refused" | "retry") => void;
}

/** 30 s, 1 min, 2 min, … doubling up to an hour: a mail outage of a day costs ~30 tries. */
export const defaultRetryDelayMs = (failedAttempts: number) =>
  Math.min(30_000 * 2 ** (failedAttempts - 1), 3_600_000);

export interface OutboxWorker {
  start(): void;
  /** Says a message was queued: it is sent now rather than at the next poll. */
  notify(): void;
  /** Sends everything due now; resolves when done (used by tests and at shutdown). */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends queued email. Each message is claimed with a conditional update before it is
 * sent, so several server instances can share one queue without sending anything twice;
 * a failure is recorded and retried later with a growing delay, never dropped.
 */
export function createOutboxWorker({
  database,
  transport,
  logger,
  from,
  pollIntervalMs = 5_000,
  retryDelayMs = defaultRetryDelayMs,
  claimMs = 120_000,
  batchSize = 20,
  onSendFailure,
}: OutboxWorkerOptions): OutboxWorker {
  const { db } = database;
  const copies = campaignCopies(database);
  const { recordSent, failed } = outboxResults({
    database,
    copies,
    logger,
    retryDelayMs,
    transportDescription: transport.description,
  });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  let stopping = false;

  /**
   * Takes up to batchSize due messages in one statement: the update is atomic, so two
   * instances never take the same message, and on PostgreSQL SKIP LOCKED lets them take
   * different ones at once instead of waiting for each other.
   */
  async function claimDue(now: Date) {
    const timestamp = now.toISOString();
    const lockedUntil = new Date(now.getTime() + claimMs).toISOString();
    let due = db
      .selectFrom("email_outbox")
      .select("id")
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where("next_attempt_at", "<=", timestamp)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", timestamp)]))
      // A paused or cancelled campaign's copies wait (or are withdrawn) where they are.
      .where((eb) =>
        eb.or([
          eb("campaign_id", "is", null),
          eb(
            "campaign_id",
            "in",
            eb.selectFrom("newsletter_campaigns").select("id").where("status", "=", "sending"),
          ),
        ]),
      )
      .orderBy("next_attempt_at")
      .limit(batchSize);
    if (database.dialect === "postgres") due = due.forUpdate().skipLocked();
    const claimed = await db
      .updateTable("email_outbox")
      .set({ locked_until: lockedUntil })
      .where("id", "in", due)
      .returningAll()
      .execute();
    return claimed.sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at));
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDue(new Date());
      if (batch.length === 0) return sent;
      for (const [index, row] of batch.entries()) {
        if (stopping) {
          // What is not sent yet stays queued, free for the next start to take at once.
          const unsent = batch.slice(index).map((rest) => rest.id);
          await db
            .updateTable("email_outbox")
            .set({ locked_until: null })
            .where("id", "in", unsent)
            .execute();
          return sent;
        }
        try {
          const copy = row.campaign_id ? await copies.prepare(row) : undefined;
          if (copy?.skip) continue;
          const body =
            copy?.body ??
            (row.props
              ? await renderEmail(row.template, JSON.parse(row.props))
              : { text: row.text_body, html: row.html_body });
          await transport.send({
            from,
            to: row.to_address,
            subject: row.subject,
            ...body,
            ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
            ...(row.calendar ? { calendar: JSON.parse(row.calendar) as CalendarInvitation[] } : {}),
          });
        } catch (error) {
          onSendFailure?.(await failed(row, error));
          continue;
        }
        // The mail server has the message now: a failure to record that is no failure to send,
        // and must not send it again (each try of the record is its own transaction).
        await recordSent(row);
        sent++;
      }
      if (batch.length < batchSize) return sent;
    }
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void runOnce(), delayMs);
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = sendDue()
      .catch((error: unknown) => {
        // The database itself failed; the next poll tries again.
        logger.error({ err: error }, "email outbox could not be read");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void runOnce();
        } else schedule(pollIntervalMs);
      });
    return running;
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      logger.info({ transport: transport.description }, "email outbox started");
      void runOnce();
    },
    notify() {
      if (!stopped) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
