import {
  calendarFile,
  sessionUid,
  type CalendarEvent,
  type CalendarPerson,
} from "../../calendar/ics";
import type { CalendarInvitation } from "../../mail/outbox";
import { whereText, type SessionRow } from "./records";

/** What every calendar entry of a student's sessions needs besides the session. */
export interface EntryContext {
  siteUrl: string;
  projectTitle: string;
  ticketUrl: string;
}

/**
 * A session as a calendar entry. Its UID is the session's, so every update and cancellation
 * finds the entry the invitation made; the meeting link goes in only for a paid student,
 * which every holder of a ticket is.
 */
export function sessionEvent(row: SessionRow, context: EntryContext): CalendarEvent {
  const online = row.place === "online" ? row.online_url : null;
  return {
    uid: sessionUid(row.id, new URL(context.siteUrl).hostname),
    sequence: row.sequence,
    cancelled: row.status === "cancelled",
    title: `${row.title}: ${context.projectTitle}`,
    description: [
      `${row.title}, a session of ${context.projectTitle}.`,
      online ? `Join: ${online}` : null,
      row.place === "venue" && row.map_url ? `Map: ${row.map_url}` : null,
      `Your ticket: ${context.ticketUrl}`,
    ]
      .filter((line) => line !== null)
      .join("\n"),
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    location: online ?? whereText(row),
    url: context.ticketUrl,
  };
}

/**
 * The iTIP messages to one student about these sessions (RFC 5546 over email, RFC 6047): one
 * per session, as an iTIP message may carry one UID only (RFC 5546 §3.2.2).
 */
export function invitationsFor(
  method: CalendarInvitation["method"],
  rows: readonly SessionRow[],
  context: EntryContext & { organizer: CalendarPerson; attendee: CalendarPerson; stamp: Date },
): CalendarInvitation[] {
  return rows.map((row) => ({
    method,
    content: calendarFile({
      method,
      organizer: context.organizer,
      attendee: context.attendee,
      events: [sessionEvent(row, context)],
      stamp: context.stamp,
    }),
  }));
}
