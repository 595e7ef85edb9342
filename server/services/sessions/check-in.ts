import { holdsTicket } from "#shared/domain/registration-lifecycle";
import { indiaSessionTime } from "#shared/domain/session-time";
import type { StaffSession } from "#shared/domain/sessions";
import type { AppDatabase } from "../../db/connect";
import { ServiceRefusal } from "../errors";
import type { Actor, Commit } from "../unit-of-work";
import { toStaffSession } from "./records";
import { ticketHolders } from "./tickets";

export const checkInMessages = {
  sessionNotFound: "That session does not exist.",
  cancelled: "This session was cancelled.",
  noCode: "Scan the ticket's QR code or type the code under it",
  unknownCode: "No ticket has this code: check it, or find the student in the list",
  otherProject: "This ticket is for another project",
  notValid: "This ticket is no longer valid: the registration was cancelled or refunded",
} as const;

/** A paid student on a session's door list. */
export interface RosterEntry {
  registrationId: string;
  name: string;
  reference: string;
  attended: boolean;
}

/**
 * The door: who holds a ticket for a session's project, and checking them in by the code
 * their ticket's QR holds (or by name, from the list). Checking in twice is one check-in.
 */
export function sessionCheckIn({ db }: AppDatabase, commit: Commit) {
  async function sessionOf(projectId: string, sessionId: string) {
    const session = await db
      .selectFrom("project_sessions")
      .selectAll()
      .where("id", "=", sessionId)
      .where("project_id", "=", projectId)
      .executeTakeFirst();
    if (!session) throw new ServiceRefusal("not_found", checkInMessages.sessionNotFound);
    return session;
  }

  return {
    async roster(
      projectId: string,
      sessionId: string,
    ): Promise<{ session: StaffSession; students: RosterEntry[] }> {
      const session = await sessionOf(projectId, sessionId);
      const [holders, present] = await Promise.all([
        ticketHolders(db, projectId),
        db
          .selectFrom("session_attendance")
          .select("registration_id")
          .where("session_id", "=", sessionId)
          .execute(),
      ]);
      const attended = new Set(present.map((row) => row.registration_id));
      return {
        session: toStaffSession(session, attended.size),
        students: holders.map((holder) => ({
          registrationId: holder.registrationId,
          name: holder.name,
          reference: holder.reference,
          attended: attended.has(holder.registrationId),
        })),
      };
    },

    async checkIn(
      projectId: string,
      sessionId: string,
      by: { code?: string | undefined; registrationId?: string | undefined },
      actor: Actor,
    ): Promise<{ name: string; reference: string; already: boolean }> {
      const session = await sessionOf(projectId, sessionId);
      if (session.status === "cancelled") {
        throw new ServiceRefusal("conflict", checkInMessages.cancelled);
      }
      const code = by.code?.trim();
      if (!code && !by.registrationId) {
        throw new ServiceRefusal("invalid", checkInMessages.noCode, { field: "code" });
      }
      const ticket = await db
        .selectFrom("tickets as t")
        .innerJoin("registrations as r", "r.id", "t.registration_id")
        .select(["r.id", "r.name", "r.reference", "r.status", "r.project_id", "r.retained_reason"])
        .$if(Boolean(code), (query) => query.where("t.check_in_code", "=", code ?? ""))
        .$if(!code, (query) => query.where("r.id", "=", by.registrationId ?? ""))
        .executeTakeFirst();
      if (!ticket || ticket.retained_reason !== null) {
        throw new ServiceRefusal("invalid", checkInMessages.unknownCode, { field: "code" });
      }
      if (ticket.project_id !== projectId) {
        throw new ServiceRefusal("invalid", checkInMessages.otherProject, { field: "code" });
      }
      if (!holdsTicket(ticket.status)) {
        throw new ServiceRefusal("invalid", checkInMessages.notValid, { field: "code" });
      }
      return commit(async (unit) => {
        const added = await unit.trx
          .insertInto("session_attendance")
          .values({
            session_id: sessionId,
            registration_id: ticket.id,
            checked_in_at: unit.now.toISOString(),
            checked_in_by: actor.email,
          })
          .onConflict((conflict) => conflict.columns(["session_id", "registration_id"]).doNothing())
          .executeTakeFirst();
        const already = Number(added.numInsertedOrUpdatedRows ?? 0n) === 0;
        if (!already) {
          unit.audit({
            actor,
            action: "session.checked_in",
            subject: ticket.reference,
            detail: `"${session.title}" (${indiaSessionTime(session.starts_at, session.ends_at)})`,
          });
        }
        return { name: ticket.name, reference: ticket.reference, already };
      });
    },
  };
}
