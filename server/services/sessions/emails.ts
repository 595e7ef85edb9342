import { site } from "#shared/content/site";
import type { CalendarPerson } from "../../calendar/ics";
import type { QueuedEmail } from "../../mail/outbox";
import { queued, type MailComposerOptions } from "../../mail/queued";
import type { TicketLink } from "../../mail/templates/SessionEmails";
import type { CalendarInvitation } from "../../mail/outbox";
import { invitationsFor } from "./calendar-entries";
import { sessionLine, whereText, type SessionRow } from "./records";

/** A paid student, as their session emails address them. */
export interface TicketHolder {
  registrationId: string;
  name: string;
  email: string;
  reference: string;
  projectTitle: string;
  ticketToken: string;
}

/** "Kodeveda <no-reply@kodeveda.in>" → its name and address. */
export function organizerOf({ from, siteUrl }: MailComposerOptions): CalendarPerson {
  const address = from ?? `${site.name} <no-reply@${new URL(siteUrl).hostname}>`;
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(address);
  return named
    ? { name: named[1] || site.name, email: named[2] ?? address }
    : { name: site.name, email: address.trim() };
}

/**
 * The emails about a paid student's sessions: the ticket part of the receipt, a reminder, a
 * change or a cancellation, each carrying its calendar message where calendars should act.
 */
export function sessionEmails(options: MailComposerOptions) {
  const { siteUrl } = options;
  const organizer = organizerOf(options);
  const ticketUrl = (holder: TicketHolder) => `${siteUrl}/tickets/${holder.ticketToken}`;
  const calendar = (
    method: CalendarInvitation["method"],
    holder: TicketHolder,
    rows: readonly SessionRow[],
    stamp: Date,
  ) =>
    invitationsFor(method, rows, {
      siteUrl,
      projectTitle: holder.projectTitle,
      ticketUrl: ticketUrl(holder),
      organizer,
      attendee: { name: holder.name, email: holder.email },
      stamp,
    });

  return {
    /** The receipt's ticket: its link, the sessions, and an invitation to those still ahead. */
    ticketForReceipt(holder: TicketHolder, rows: readonly SessionRow[], now: Date) {
      const ahead = rows.filter((row) => row.status === "scheduled" && new Date(row.ends_at) > now);
      const link: TicketLink = { url: ticketUrl(holder), sessions: ahead.map(sessionLine) };
      return {
        link,
        ...(ahead.length > 0 ? { calendar: calendar("REQUEST", holder, ahead, now) } : {}),
      };
    },

    sessionReminder(holder: TicketHolder, row: SessionRow): QueuedEmail[] {
      return [
        queued(
          "session-reminder",
          holder.email,
          `Reminder: ${row.title}, ${sessionLine(row).when} | ${site.name}`,
          {
            studentName: holder.name,
            projectTitle: holder.projectTitle,
            session: sessionLine(row),
            ticketUrl: ticketUrl(holder),
            siteUrl,
          },
        ),
      ];
    },

    /** Sessions added after the student paid: the invitation to them. */
    sessionsAdded(holder: TicketHolder, rows: readonly SessionRow[], now: Date): QueuedEmail[] {
      return [
        {
          ...queued(
            "sessions-added",
            holder.email,
            `${rows.length === 1 ? "A new session" : "New sessions"}: ${holder.projectTitle} | ${site.name}`,
            {
              studentName: holder.name,
              projectTitle: holder.projectTitle,
              sessions: rows.map(sessionLine),
              ticketUrl: ticketUrl(holder),
              siteUrl,
            },
          ),
          calendar: calendar("REQUEST", holder, rows, now),
        },
      ];
    },

    /**
     * A registration cancelled or refunded: its student's calendar removes the sessions still
     * ahead (RFC 5546 §3.2.5, a CANCEL to the attendee who is no longer invited, its SEQUENCE
     * above the one they hold). Carried by the cancellation email itself.
     */
    ticketWithdrawn(
      holder: TicketHolder,
      rows: readonly SessionRow[],
      now: Date,
    ): CalendarInvitation[] {
      const ahead = rows.filter((row) => row.status === "scheduled" && new Date(row.ends_at) > now);
      return calendar(
        "CANCEL",
        holder,
        ahead.map((row) => ({ ...row, status: "cancelled" as const, sequence: row.sequence + 1 })),
        now,
      );
    },

    /** A session moved or cancelled: the update calendars apply (same UID, higher SEQUENCE). */
    sessionChanged(
      holder: TicketHolder,
      row: SessionRow,
      previous: SessionRow | null,
      now: Date,
    ): QueuedEmail[] {
      const cancelled = row.status === "cancelled";
      return [
        {
          ...queued(
            "session-changed",
            holder.email,
            `${cancelled ? "Session cancelled" : "Session moved"}: ${row.title} (${holder.projectTitle}) | ${site.name}`,
            {
              studentName: holder.name,
              projectTitle: holder.projectTitle,
              session: sessionLine(row),
              previous: previous
                ? { when: sessionLine(previous).when, where: whereText(previous) }
                : null,
              ticketUrl: ticketUrl(holder),
              siteUrl,
            },
          ),
          calendar: calendar(cancelled ? "CANCEL" : "REQUEST", holder, [row], now),
        },
      ];
    },
  };
}

export type SessionEmails = ReturnType<typeof sessionEmails>;
