import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { DkimSigning } from "../config/mail-signing";
import type { Logger } from "../logger";
import type { CalendarInvitation } from "./outbox-queue";

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  calendar?: readonly CalendarInvitation[];
}

/** Where email goes: an SMTP server, or files on disk when none is configured. */
export interface MailTransport {
  readonly description: string;
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * nodemailer makes its own Message-ID unless given one as an option, not as a header; a
 * newsletter copy's must be the same on every try (server/services/newsletter/emails.ts).
 */
function withMessageId({ headers, calendar = [], ...email }: OutgoingEmail) {
  const message = { ...email, ...calendarParts(calendar) };
  if (!headers?.["Message-ID"]) return { ...message, ...(headers ? { headers } : {}) };
  const { "Message-ID": messageId, ...rest } = headers;
  return { ...message, headers: rest, messageId };
}

/**
 * The first iTIP message goes as the body's `text/calendar; method=…` alternative, which mail
 * programs show as the invitation; each further one (one per session: an iTIP message holds
 * one UID) as a `text/calendar; method=…` part of its own, which RFC 6047 §2.4 says a client
 * must process too. Programs that act on the first only still have the ticket page's links.
 */
function calendarParts(calendar: readonly CalendarInvitation[]) {
  const [first, ...rest] = calendar;
  if (!first) return {};
  const name = (method: string, index: number) =>
    `${method === "CANCEL" ? "cancelled" : "invitation"}${index > 0 ? `-${index + 1}` : ""}.ics`;
  return {
    icalEvent: { method: first.method, content: first.content, filename: name(first.method, 0) },
    ...(rest.length > 0
      ? {
          attachments: rest.map(({ method, content }, index) => ({
            filename: name(method, index + 1),
            content,
            contentType: `text/calendar; method=${method}; charset=UTF-8`,
          })),
        }
      : {}),
  };
}

/**
 * Sends over SMTP with nodemailer, DKIM-signed when a key is configured; a failure rejects,
 * and the outbox tries again later.
 */
export function smtpTransport(smtpUrl: string, dkim?: DkimSigning): MailTransport {
  // A pool keeps connections open between messages: a newsletter is thousands of them.
  // Settings in the address (?pool=false, ?maxMessages=…) win over these.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxMessages: 1000,
    ...(dkim ? { dkim } : {}),
  });
  const { host, port } = new URL(smtpUrl);
  return {
    description: `SMTP ${host}:${port || "default port"}`,
    async send(email) {
      await transporter.sendMail(withMessageId(email));
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes each message as an .eml file (open it with any mail program) and logs its
 * subject: a developer sees every email the site would send without an SMTP server, signed
 * as it would be sent.
 */
export function folderTransport(
  directory: string,
  logger: Logger,
  dkim?: DkimSigning,
): MailTransport {
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    ...(dkim ? { dkim } : {}),
  });
  return {
    description: `folder ${directory}`,
    async send(email) {
      const { message } = (await builder.sendMail(withMessageId(email))) as { message: Buffer };
      await fs.mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(directory, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, message);
      logger.info(
        { to: email.to, subject: email.subject, file },
        "email written to the outbox folder",
      );
    },
    close: () => builder.close(),
  };
}
