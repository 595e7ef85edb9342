/**
 * A project's sessions as the browser and the server both know them (issue 39): where a
 * session happens, whether it still happens, and the limits of what staff may enter.
 */

/** A venue (name, address, a map link) or online (a meeting link only paid students see). */
export const sessionPlaces = ["venue", "online"] as const;
export type SessionPlace = (typeof sessionPlaces)[number];

export const sessionStatuses = ["scheduled", "cancelled"] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

/** A weekly series is added in one go: at most this many sessions. */
export const maxSeriesSessions = 26;

/** A session is at most this long: a hackathon day, not a week. */
export const maxSessionMinutes = 12 * 60;

/**
 * The reminders a student may get before a session: the first (24 hours before by default)
 * and an optional shorter one, off unless configured (SESSION_SECOND_REMINDER_HOURS).
 */
export const reminderKinds = ["first", "second"] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** A session as public pages show it: never its online link. */
export interface PublicSession {
  title: string;
  startsAt: string;
  endsAt: string;
  place: SessionPlace;
  venueName: string | null;
}

/** A session on a paid student's ticket: with the online link, and the calendar links. */
export interface TicketSession extends PublicSession {
  id: string;
  status: SessionStatus;
  venueAddress: string | null;
  mapUrl: string | null;
  onlineUrl: string | null;
  /** "Add to Google Calendar" for this session. */
  googleCalendarUrl: string;
  /** Whether the student was checked in at it. */
  attended: boolean;
}

/** A session as staff edit it. */
export interface StaffSession {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  place: SessionPlace;
  venueName: string | null;
  venueAddress: string | null;
  mapUrl: string | null;
  onlineUrl: string | null;
  status: SessionStatus;
  /** Raised by every change students are told about; the form sends it back (a stale page is refused). */
  sequence: number;
  seriesId: string | null;
  /** Paid students checked in at it. */
  attendance: number;
}

/** A paid student's ticket page. */
export interface TicketView {
  /** False once the registration no longer holds its seat (cancelled, refunded). */
  valid: boolean;
  name: string;
  projectTitle: string;
  reference: string;
  /** What the QR code holds: only for a valid ticket. */
  checkInCode: string | null;
  /** Only for a valid ticket: the sessions, with the online link where there is one. */
  sessions: TicketSession[];
  /** The .ics download of every session. */
  calendarPath: string;
}

/** A ticket listed on /account. */
export interface AccountTicket {
  reference: string;
  projectTitle: string;
  path: string;
  nextSession: PublicSession | null;
}
