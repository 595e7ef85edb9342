import type { Generated } from "kysely";
import type { ReminderKind, SessionPlace, SessionStatus } from "#shared/domain/sessions";

/** A project's sessions, its paid students' tickets, reminders and check-ins (issue 39). */

export interface ProjectSessionsTable {
  id: string;
  project_id: string;
  title: string;
  /** ISO 8601 UTC; staff enter and everyone reads India time. */
  starts_at: string;
  ends_at: string;
  place: SessionPlace;
  venue_name: string | null;
  venue_address: string | null;
  map_url: string | null;
  /** Shown only to students whose registration is paid: on the ticket and in their emails. */
  online_url: string | null;
  status: Generated<SessionStatus>;
  /** The calendar entry's SEQUENCE (RFC 5545): raised by each change students are told of. */
  sequence: Generated<number>;
  /** The sessions added together as one weekly series. */
  series_id: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A paid registration's ticket: made in the same transaction as the payment. */
export interface TicketsTable {
  id: string;
  registration_id: string;
  /** The ticket page's unguessable address (/tickets/<token>). */
  token: string;
  /** What the ticket's QR code holds and check-in scans: nothing else about the person. */
  check_in_code: string;
  created_at: string;
}

/** One reminder queued for one student and one session: the unique key sends each once. */
export interface SessionRemindersTable {
  id: string;
  session_id: string;
  registration_id: string;
  kind: ReminderKind;
  /** The start the reminder was for: a session moved later is reminded of again. */
  session_starts_at: string;
  created_at: string;
}

/** A paid student checked in at a session. */
export interface SessionAttendanceTable {
  session_id: string;
  registration_id: string;
  checked_in_at: string;
  /** The staff member who checked them in. */
  checked_in_by: string;
}
