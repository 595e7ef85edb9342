import { recordsOnly, type TableHoldings } from "./table-holdings";

/**
 * A paid registration's rows: found through the person's registrations, and erased with the
 * registrations of which they are the student, whether the registration goes or stays as a
 * payment record; a registration in which they are only the guardian keeps its rows.
 */
const ofRegistration = {
  reach: { via: "registrations", column: "registration_id", parentColumn: "id" },
  erasure: "delete",
} as const;

/** A project's sessions and, for each paid student, a ticket, reminders and check-ins. */
export const sessionHoldings = {
  project_sessions: {
    title: "Project sessions",
    purpose: "A project's schedule",
    reach: { none: "A project's schedule (times, places, the meeting link): nobody's data" },
    erasure: "none",
    columns: recordsOnly([
      "id",
      "project_id",
      "title",
      "starts_at",
      "ends_at",
      "place",
      "venue_name",
      "venue_address",
      "map_url",
      "online_url",
      "status",
      "sequence",
      "series_id",
      "cancelled_at",
      "created_at",
      "updated_at",
    ]),
  },
  tickets: {
    title: "Your tickets",
    purpose: "Letting you into your project's sessions",
    ...ofRegistration,
    // The page's address and the QR code's contents let anyone holding them in: never shown.
    columns: {
      id: "record",
      registration_id: "record",
      token: "secret",
      check_in_code: "secret",
      created_at: "record",
    },
  },
  session_reminders: {
    title: "Reminders we sent you",
    purpose: "Reminding you of each session before it starts",
    ...ofRegistration,
    columns: recordsOnly([
      "id",
      "session_id",
      "registration_id",
      "kind",
      "session_starts_at",
      "created_at",
    ]),
  },
  session_attendance: {
    title: "Sessions you attended",
    purpose: "Knowing who came to each session",
    ...ofRegistration,
    columns: {
      session_id: "record",
      registration_id: "record",
      checked_in_at: "record",
      // A staff member's address, as in answered_by: who did it is a fact of the student's
      // record. Their own actions are found for them in audit_log, keyed by actor_email.
      checked_in_by: "record",
    },
  },
} as const satisfies Record<string, TableHoldings>;
