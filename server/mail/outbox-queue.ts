import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DatabaseSchema } from "../db/schema";
import type { EmailTemplate } from "./templates";

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
  /**
   * The calendar invitations, updates or cancellations it carries (iTIP over email, RFC 6047):
   * one per session, as one iTIP message may hold one UID only (RFC 5546 §3.2.2).
   */
  calendar?: readonly CalendarInvitation[];
}

/** An iCalendar object and its iTIP method, sent as the message's text/calendar part. */
export interface CalendarInvitation {
  method: "REQUEST" | "CANCEL";
  content: string;
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
        // Made when queued, not when sent: its SEQUENCE is the session's at that moment.
        calendar: email.calendar?.length ? JSON.stringify(email.calendar) : null,
        created_at: timestamp,
      })),
    )
    .execute();
}
