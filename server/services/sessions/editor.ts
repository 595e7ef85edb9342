import { randomUUID } from "node:crypto";
import { addIndiaWeeks, indiaMoment, indiaSessionTime } from "#shared/domain/session-time";
import type { StaffSession } from "#shared/domain/sessions";
import {
  sessionMessages,
  type NewSessionsInput,
  type SessionChangeInput,
} from "#shared/schemas/project-session";
import type { AppDatabase } from "../../db/connect";
import { ServiceRefusal } from "../errors";
import { visibleChange } from "../pages-changed";
import type { Actor, Commit, UnitOfWork } from "../unit-of-work";
import type { StudentNotifier } from "../notifications";
import { toStaffSession, type SessionRow } from "./records";
import { projectSchedule } from "./schedule";
import { ticketHolders } from "./tickets";

export const sessionEditorMessages = {
  projectNotFound: "That project does not exist.",
  notFound: "That session does not exist.",
  cancelled: "This session was cancelled: add a new one instead.",
  past: "The session must start in the future",
} as const;

/** The columns a session's form sets: its times (India time made moments) and its place. */
function columnsOf(input: NewSessionsInput | SessionChangeInput, day: string) {
  const venue = input.place === "venue";
  const value = (text: string | undefined) => (text ? text : null);
  return {
    title: input.title,
    starts_at: indiaMoment(day, input.startTime).toISOString(),
    ends_at: indiaMoment(day, input.endTime).toISOString(),
    place: input.place,
    venue_name: venue ? value(input.venueName) : null,
    venue_address: venue ? value(input.venueAddress) : null,
    map_url: venue ? value(input.mapUrl) : null,
    online_url: venue ? null : value(input.onlineUrl),
  };
}

/**
 * Staff give a project its sessions: one, or a weekly series in one go; move one or change
 * its place; cancel one. Every paid student is told of each change at once, with the
 * calendar update, in the same transaction as the change (so a change is never made untold).
 */
export function sessionEditor(
  { db }: AppDatabase,
  commit: Commit,
  { notifier, changed }: { notifier: StudentNotifier; changed: (markedAt: string) => void },
) {
  /** A change visitors see: /projects shows each project's next session. */
  const change = visibleChange(commit, changed);

  async function projectTitle(unit: UnitOfWork, projectId: string): Promise<string> {
    const project = await unit.trx
      .selectFrom("projects")
      .select("title")
      .where("id", "=", projectId)
      .executeTakeFirst();
    if (!project) throw new ServiceRefusal("not_found", sessionEditorMessages.projectNotFound);
    return project.title;
  }

  function refusePast(unit: UnitOfWork, startsAt: string) {
    if (new Date(startsAt) <= unit.now) {
      throw new ServiceRefusal("invalid", sessionEditorMessages.past, { field: "date" });
    }
  }

  /** The session as the page showed it: still there, not cancelled, not changed since. */
  async function current(unit: UnitOfWork, projectId: string, id: string, sequence: number) {
    const row = await unit.trx
      .selectFrom("project_sessions")
      .selectAll()
      .where("id", "=", id)
      .where("project_id", "=", projectId)
      .executeTakeFirst();
    if (!row) throw new ServiceRefusal("not_found", sessionEditorMessages.notFound);
    if (row.status === "cancelled") {
      throw new ServiceRefusal("conflict", sessionEditorMessages.cancelled);
    }
    if (row.sequence !== sequence) throw new ServiceRefusal("conflict", sessionMessages.stale);
    return row;
  }

  /** The next version of a session, written only if nobody wrote one meanwhile. */
  async function rewrite(unit: UnitOfWork, row: SessionRow, set: Partial<SessionRow>) {
    const next = await unit.trx
      .updateTable("project_sessions")
      .set({ ...set, sequence: row.sequence + 1, updated_at: unit.now.toISOString() })
      .where("id", "=", row.id)
      .where("sequence", "=", row.sequence)
      .returningAll()
      .executeTakeFirst();
    if (!next) throw new ServiceRefusal("conflict", sessionMessages.stale);
    return next;
  }

  async function tellStudents(unit: UnitOfWork, projectId: string, notice: NoticeOf) {
    const holders = await ticketHolders(unit.trx, projectId);
    await notifier.notify(
      unit,
      holders.map((holder) => notice(holder)),
    );
  }
  type NoticeOf = (
    holder: Awaited<ReturnType<typeof ticketHolders>>[number],
  ) => Parameters<StudentNotifier["notify"]>[1][number];

  async function attendanceBySession(projectId: string): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom("session_attendance")
      .innerJoin("project_sessions", "project_sessions.id", "session_attendance.session_id")
      .select([
        "session_attendance.session_id as id",
        db.fn.countAll<string | number>().as("count"),
      ])
      .where("project_sessions.project_id", "=", projectId)
      .groupBy("session_attendance.session_id")
      .execute();
    return new Map(rows.map((row) => [row.id, Number(row.count)]));
  }

  return {
    async list(projectId: string): Promise<StaffSession[]> {
      const [rows, attendance] = await Promise.all([
        projectSchedule(db, projectId),
        attendanceBySession(projectId),
      ]);
      return rows.map((row) => toStaffSession(row, attendance.get(row.id) ?? 0));
    },

    /** One session, or `weeks` of them a week apart (each then moved on its own). */
    async add(projectId: string, input: NewSessionsInput, actor: Actor): Promise<StaffSession[]> {
      const added = await change(async (unit) => {
        const title = await projectTitle(unit, projectId);
        const seriesId = input.weeks > 1 ? randomUUID() : null;
        const at = unit.now.toISOString();
        const rows: SessionRow[] = Array.from({ length: input.weeks }, (_, week) => ({
          id: randomUUID(),
          project_id: projectId,
          ...columnsOf(input, addIndiaWeeks(input.date, week)),
          status: "scheduled",
          sequence: 0,
          series_id: seriesId,
          cancelled_at: null,
          created_at: at,
          updated_at: at,
        }));
        refusePast(unit, rows[0]?.starts_at ?? at);
        await unit.trx.insertInto("project_sessions").values(rows).execute();
        await tellStudents(unit, projectId, (holder) => ({
          kind: "sessions-added",
          holder,
          sessions: rows,
        }));
        const first = rows[0];
        unit.audit({
          actor,
          action: "session.added",
          subject: title,
          detail:
            rows.length > 1
              ? `${rows.length} weekly sessions from ${first ? indiaSessionTime(first.starts_at, first.ends_at) : ""}`
              : `"${input.title}" (${first ? indiaSessionTime(first.starts_at, first.ends_at) : ""})`,
        });
        return rows;
      });
      return added.map((row) => toStaffSession(row));
    },

    /** Moves a session or changes its place: its students get the calendar's update. */
    async change(
      projectId: string,
      id: string,
      input: SessionChangeInput,
      actor: Actor,
    ): Promise<StaffSession> {
      const next = await change(async (unit) => {
        const title = await projectTitle(unit, projectId);
        const row = await current(unit, projectId, id, input.sequence);
        const columns = columnsOf(input, input.date);
        if (columns.starts_at !== row.starts_at) refusePast(unit, columns.starts_at);
        const next = await rewrite(unit, row, columns);
        await tellStudents(unit, projectId, (holder) => ({
          kind: "session-changed",
          holder,
          session: next,
          previous: row,
        }));
        unit.audit({
          actor,
          action: "session.changed",
          subject: title,
          detail: `"${next.title}" (${indiaSessionTime(next.starts_at, next.ends_at)})`,
        });
        return next;
      });
      return toStaffSession(next);
    },

    /** Cancels a session: its students' calendars remove it (METHOD:CANCEL). */
    async cancel(
      projectId: string,
      id: string,
      sequence: number,
      actor: Actor,
    ): Promise<StaffSession> {
      const next = await change(async (unit) => {
        const title = await projectTitle(unit, projectId);
        const row = await current(unit, projectId, id, sequence);
        const next = await rewrite(unit, row, {
          status: "cancelled",
          cancelled_at: unit.now.toISOString(),
        });
        await tellStudents(unit, projectId, (holder) => ({
          kind: "session-changed",
          holder,
          session: next,
          previous: null,
        }));
        unit.audit({
          actor,
          action: "session.cancelled",
          subject: title,
          detail: `"${next.title}" (${indiaSessionTime(next.starts_at, next.ends_at)})`,
        });
        return next;
      });
      return toStaffSession(next);
    },
  };
}

export type SessionEditor = ReturnType<typeof sessionEditor>;
