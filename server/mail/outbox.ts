import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { AppDatabase } from "../db/connect";
import type { DatabaseSchema, EmailOutboxTable } from "../db/schema";
import type { Logger } from "../logger";
import { campaignCopies, isPermanentRefusal } from "./campaign-copies";
import { renderEmail } from "./render";
import { isSensitiveEmailTemplate, type EmailTemplate } from "./templates";
import type { MailTransport } from "./transport";

/** What a sent message of a sensitive template keeps in place of its props. */
const redactedProps = JSON.stringify({ redacted: true });

/** Tries at recording a sent message before it is left to its claim running out. */
const recordAttempts = 5;

type OutboxRow = Selectable<EmailOutboxTable>;

/** A message to send: rendered from its template and props when it is sent. */
export interface QueuedEmail {
  template: EmailTemplate;
  to: string;
  subject: string;
  /** JSON-serialisable: stored with the message. */
  props: object;
  headers?: Record<string, string>;
  /** Given when another row must point at this message before it is stored. */
  id?: string;
  /** A newsletter campaign's copy: its body is the campaign's (server/mail/campaign-copies.ts). */
  campaignId?: string;
  /** The last email to an erased person: its row is deleted once the mail server has it. */
  discardAfterSend?: boolean;
  /** A message to staff: the person's record it is about, by which "Your data" finds it. */
  about?: RecordRef;
}

/** The tables of a person's records that a message to staff may be about. */
export const recordTables = [
  "registrations",
  "bookings",
  "contact_messages",
  "data_requests",
] as const;

/** A person's record, by its table and id. */
export interface RecordRef {
  table: (typeof recordTables)[number];
  id: string;
}

/** How a record is named in `email_outbox.about`. */
export const recordKey = (table: string, id: string) => `${table}:${id}`;

/**
 * Queues messages in the same transaction as the row they are about: either both are
 * stored or neither is, and a stored message is sent eventually, whatever SMTP does now.
 */
export async function queueEmails(
  trx: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  emails: QueuedEmail[],
  now = new Date(),
): Promise<void> {
  if (emails.length === 0) return;
  const timestamp = now.toISOString();
  await trx
    .insertInto("email_outbox")
    .values(
      emails.map((email) => ({
        id: email.id ?? randomUUID(),
        campaign_id: email.campaignId ?? null,
        template: email.template,
        to_address: email.to,
        subject: email.subject,
        props: JSON.stringify(email.props),
        // Rendered at send time from the props (see renderEmail).
        text_body: "",
        html_body: "",
        headers: email.headers ? JSON.stringify(email.headers) : null,
        attempts: 0,
        next_attempt_at: timestamp,
        discard_after_send: email.discardAfterSend ? 1 : 0,
        about: email.about ? recordKey(email.about.table, email.about.id) : null,
        created_at: timestamp,
      })),
    )
    .execute();
}

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
}: OutboxWorkerOptions): OutboxWorker {
  const { db } = database;
  const copies = campaignCopies(database);
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
          });
        } catch (error) {
          await failed(row, error);
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

  /** Marks a message sent, trying again a few times if the database refuses for a moment. */
  async function recordSent(row: OutboxRow): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        // Shares a commit with the submissions being stored meanwhile (SQLite).
        await database.write(async (trx) => {
          if (row.discard_after_send === 1) {
            // Sent to an erased person: the row would be the last trace of them.
            await trx.deleteFrom("email_outbox").where("id", "=", row.id).execute();
            return;
          }
          await trx
            .updateTable("email_outbox")
            .set({
              sent_at: new Date().toISOString(),
              locked_until: null,
              last_error: null,
              // Its secret is the recipient's now: the row keeps nothing that would reveal it.
              ...(isSensitiveEmailTemplate(row.template)
                ? { props: redactedProps, text_body: "", html_body: "" }
                : {}),
            })
            .where("id", "=", row.id)
            .execute();
          if (row.campaign_id) await copies.sent(trx, row.id);
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
  async function failed(row: OutboxRow, error: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
    if (isPermanentRefusal(error)) {
      // The address does not exist: trying again would only annoy its mail server.
      await database.write(async (trx) => {
        if (row.discard_after_send === 1) {
          // Never to be sent, it must not stay as the last trace of an erased person either.
          await trx.deleteFrom("email_outbox").where("id", "=", row.id).execute();
          return;
        }
        await trx
          .updateTable("email_outbox")
          .set({
            attempts,
            failed_at: new Date().toISOString(),
            locked_until: null,
            last_error: lastError,
          })
          .where("id", "=", row.id)
          .execute();
        await copies.bounced(trx, row);
      });
      logger.warn(
        { emailId: row.id, template: row.template, error: lastError },
        "email refused for good by the mail server: the address is not mailed again",
      );
      return;
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
      { err: error, emailId: row.id, attempts, retryAt, transport: transport.description },
      "email not sent; it stays queued and will be retried",
    );
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
