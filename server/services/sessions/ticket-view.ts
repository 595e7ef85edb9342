import type { Kysely } from "kysely";
import { holdsTicket, ticketStatuses } from "#shared/domain/registration-lifecycle";
import type { AccountTicket, TicketView } from "#shared/domain/sessions";
import { calendarFile } from "../../calendar/ics";
import { googleCalendarLink } from "../../calendar/google-calendar";
import type { DatabaseSchema } from "../../db/schema";
import { sessionEvent } from "./calendar-entries";
import { organizerOf } from "./emails";
import { toPublicSession, toTicketSession } from "./records";
import { nextSessions, projectSchedule } from "./schedule";

/** Ticket addresses are 32 characters of base64url (tickets.ts); anything else is no ticket. */
const tokenShape = /^[A-Za-z0-9_-]{32}$/;

/**
 * What a ticket's holder sees: the page at its unguessable address, its calendar file, and
 * the list of tickets on /account. A ticket whose registration no longer holds its seat says
 * so and shows nothing else: no sessions, no link, no code to scan.
 */
export function ticketViews(
  db: Kysely<DatabaseSchema>,
  { siteUrl, from }: { siteUrl: string; from?: string },
) {
  async function ticketByToken(token: string) {
    if (!tokenShape.test(token)) return undefined;
    return db
      .selectFrom("tickets as t")
      .innerJoin("registrations as r", "r.id", "t.registration_id")
      .innerJoin("projects as p", "p.id", "r.project_id")
      .select([
        "t.token",
        "t.check_in_code",
        "r.id as registrationId",
        "r.name",
        "r.email",
        "r.reference",
        "r.status",
        "r.retained_reason",
        "r.project_id",
        "p.title as projectTitle",
      ])
      .where("t.token", "=", token)
      .executeTakeFirst();
  }
  const pathOf = (token: string) => `/tickets/${token}`;
  const contextOf = (ticket: { token: string; projectTitle: string }) => ({
    siteUrl,
    projectTitle: ticket.projectTitle,
    ticketUrl: `${siteUrl}${pathOf(ticket.token)}`,
  });

  return {
    async byToken(token: string): Promise<TicketView | null> {
      const ticket = await ticketByToken(token);
      // An erased student's ticket went with their data; a blanked record has no ticket.
      if (!ticket || ticket.retained_reason !== null) return null;
      const valid = holdsTicket(ticket.status);
      const view = {
        valid,
        name: ticket.name,
        projectTitle: ticket.projectTitle,
        reference: ticket.reference,
        calendarPath: `${pathOf(ticket.token)}/calendar.ics`,
      };
      if (!valid) return { ...view, checkInCode: null, sessions: [] };
      const [rows, attended] = await Promise.all([
        projectSchedule(db, ticket.project_id),
        db
          .selectFrom("session_attendance")
          .select("session_id")
          .where("registration_id", "=", ticket.registrationId)
          .execute(),
      ]);
      const present = new Set(attended.map((row) => row.session_id));
      const context = contextOf(ticket);
      return {
        ...view,
        checkInCode: ticket.check_in_code,
        sessions: rows.map((row) =>
          toTicketSession(row, {
            googleCalendarUrl: googleCalendarLink(sessionEvent(row, context), context.ticketUrl),
            attended: present.has(row.id),
          }),
        ),
      };
    },

    /**
     * Every session as one file to import (no METHOD: a copy, not an invitation, RFC 5545
     * §3.7.2), the cancelled ones marked so, with the project it is for. Null when there is no
     * valid ticket at that address.
     */
    async calendar(token: string): Promise<{ text: string; projectTitle: string } | null> {
      const ticket = await ticketByToken(token);
      if (!ticket || ticket.retained_reason !== null || !holdsTicket(ticket.status)) return null;
      const rows = await projectSchedule(db, ticket.project_id);
      const context = contextOf(ticket);
      const text = calendarFile({
        method: "PUBLISH",
        organizer: organizerOf({ siteUrl, staffEmail: "", ...(from ? { from } : {}) }),
        events: rows.map((row) => sessionEvent(row, context)),
        // A copy's DTSTAMP is when what it copies last changed (RFC 5545 §3.8.7.2).
        stamp: new Date(
          rows.reduce(
            (latest, row) => (row.updated_at > latest ? row.updated_at : latest),
            "1970-01-01T00:00:00.000Z",
          ),
        ),
      });
      return { text, projectTitle: ticket.projectTitle };
    },

    /** The tickets of the registrations made with this (confirmed) address. */
    async forEmail(email: string, now = new Date()): Promise<AccountTicket[]> {
      const rows = await db
        .selectFrom("tickets as t")
        .innerJoin("registrations as r", "r.id", "t.registration_id")
        .innerJoin("projects as p", "p.id", "r.project_id")
        .select(["t.token", "r.reference", "r.project_id", "p.title as projectTitle"])
        // Stored in lower case, as the account's registrations are found (services/accounts.ts).
        .where("r.email", "=", email.trim().toLowerCase())
        .where("r.status", "in", ticketStatuses)
        .orderBy("r.created_at", "desc")
        .execute();
      if (rows.length === 0) return [];
      const next = await nextSessions(db, now);
      return rows.map((row) => ({
        reference: row.reference,
        projectTitle: row.projectTitle,
        path: pathOf(row.token),
        nextSession: next.get(row.project_id) ?? null,
      }));
    },
  };
}

export { toPublicSession };
