import type { QueuedEmail, RecordRef } from "./outbox-queue";
import type { EmailProps, EmailTemplate } from "./templates";

export interface MailComposerOptions {
  /** The public origin, for links in emails. */
  siteUrl: string;
  staffEmail: string;
  /**
   * The address the site sends from (MAIL_FROM): the ORGANIZER of every calendar entry, as
   * mail programs apply an update only from the organiser of the event they hold.
   * `<site name> <no-reply@<site host>>` when not given, as the configuration's default.
   */
  from?: string;
}

/** An email for the outbox: rendered from its template and props when it is sent. */
export function queued<T extends EmailTemplate>(
  template: T,
  to: string,
  subject: string,
  props: EmailProps<T>,
  headers?: Record<string, string>,
): QueuedEmail {
  return { template, to, subject, props, ...(headers ? { headers } : {}) };
}

/**
 * A message to staff about a person's record: a reply goes to the person, and "Your data"
 * finds the message by the record it names, never by the address in its text.
 */
export function aboutPerson(
  message: QueuedEmail,
  personEmail: string,
  about: RecordRef,
): QueuedEmail {
  return { ...message, headers: { ...message.headers, "Reply-To": personEmail }, about };
}
