import type { Generated } from "kysely";

/** The email outbox: every message the site sends, until it is sent and kept its while. */

export interface EmailOutboxTable {
  id: string;
  template: string;
  to_address: string;
  subject: string;
  /** Empty when the message is rendered at send time from `props`. */
  text_body: string;
  html_body: string;
  /** The template's props (JSON), for messages rendered when they are sent. */
  props: string | null;
  /** JSON object of extra headers, or null. */
  headers: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** Set while one worker is sending it, so two instances never send the same message. */
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  /** A newsletter campaign's copy: sent only while its campaign is sending. */
  campaign_id: string | null;
  /** Refused for good (a 5xx for the address): never tried again. */
  failed_at: string | null;
  /** 1 for the last email to an erased person: deleted as soon as the mail server has it. */
  discard_after_send: Generated<number>;
  /** The record a message to staff is about (`<table>:<id>`): how "Your data" finds it. */
  about: string | null;
  /** The calendar invitation the message carries (JSON: method and the iCalendar text). */
  calendar: string | null;
  created_at: string;
}
