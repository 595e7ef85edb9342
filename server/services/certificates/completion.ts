import type { Kysely } from "kysely";
import type { CompletionEntry } from "#shared/domain/certificate-views";
import { ticketStatuses } from "#shared/domain/registration-lifecycle";
import type { CompletionInput } from "#shared/schemas/certificate";
import type { AppDatabase } from "../../db/connect";
import type { DatabaseSchema } from "../../db/schema";
import { ServiceRefusal } from "../errors";
import type { Actor, Commit } from "../unit-of-work";
import { stateOf } from "./records";

export const completionMessages = {
  projectNotFound: "That project does not exist.",
  notAStudent: "That student is not a paid student of this project (any more).",
} as const;

export interface CompletionList {
  project: { id: string; title: string };
  /** The project's sessions that have started; 0 where it has no schedule on the site. */
  sessionsHeld: number;
  students: CompletionEntry[];
}

/** The students a project's certificates may go to: paid, keeping their seat, not erased. */
export const paidStudents = (db: Kysely<DatabaseSchema>, projectId: string) =>
  db
    .selectFrom("registrations")
    .select(["id", "name", "email", "reference"])
    .where("project_id", "=", projectId)
    .where("status", "in", ticketStatuses)
    .where("retained_reason", "is", null)
    .orderBy("name");

/**
 * Mentors mark who completed a project's requirements, with the attendance the door recorded
 * beside each name to help them decide. Every tick and untick is audited.
 */
export function completionMarks({ db }: AppDatabase, commit: Commit) {
  async function projectOf(projectId: string) {
    const project = await db
      .selectFrom("projects")
      .select(["id", "title"])
      .where("id", "=", projectId)
      .executeTakeFirst();
    if (!project) throw new ServiceRefusal("not_found", completionMessages.projectNotFound);
    return project;
  }

  return {
    async list(projectId: string, now = new Date()): Promise<CompletionList> {
      const project = await projectOf(projectId);
      const [students, marks, attendance, held, certificates] = await Promise.all([
        paidStudents(db, projectId).execute(),
        db
          .selectFrom("certificate_completions as c")
          .innerJoin("registrations as r", "r.id", "c.registration_id")
          .select(["c.registration_id", "c.note", "c.marked_by"])
          .where("r.project_id", "=", projectId)
          .execute(),
        db
          .selectFrom("session_attendance as a")
          .innerJoin("project_sessions as s", "s.id", "a.session_id")
          .select(["a.registration_id", (eb) => eb.fn.countAll<string | number>().as("count")])
          .where("s.project_id", "=", projectId)
          .groupBy("a.registration_id")
          .execute(),
        db
          .selectFrom("project_sessions")
          .select((eb) => eb.fn.countAll<string | number>().as("count"))
          .where("project_id", "=", projectId)
          .where("status", "=", "scheduled")
          .where("starts_at", "<=", now.toISOString())
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("certificates")
          .selectAll()
          .where("registration_id", "in", (eb) =>
            eb.selectFrom("registrations").select("id").where("project_id", "=", projectId),
          )
          .where("holder_key", "is not", null)
          .execute(),
      ]);
      const markOf = new Map(marks.map((mark) => [mark.registration_id, mark]));
      const attendedOf = new Map(attendance.map((row) => [row.registration_id, Number(row.count)]));
      const certificateOf = new Map(certificates.map((row) => [row.registration_id, row]));
      return {
        project,
        sessionsHeld: Number(held.count),
        students: students.map((student) => {
          const mark = markOf.get(student.id);
          const certificate = certificateOf.get(student.id);
          return {
            registrationId: student.id,
            name: student.name,
            reference: student.reference,
            attended: attendedOf.get(student.id) ?? 0,
            completed: Boolean(mark),
            note: mark?.note ?? null,
            markedBy: mark?.marked_by ?? null,
            certificate: certificate ? { id: certificate.id, state: stateOf(certificate) } : null,
          };
        }),
      };
    },

    /** Ticks or unticks one student; a change (or a new note) is audited, the same again is not. */
    async mark(projectId: string, input: CompletionInput, actor: Actor): Promise<void> {
      const project = await projectOf(projectId);
      const student = await paidStudents(db, projectId)
        .where("id", "=", input.registrationId)
        .executeTakeFirst();
      if (!student) throw new ServiceRefusal("invalid", completionMessages.notAStudent);
      const note = input.note ? input.note : null;
      await commit(async (unit) => {
        const before = await unit.trx
          .selectFrom("certificate_completions")
          .select("note")
          .where("registration_id", "=", student.id)
          .executeTakeFirst();
        if (!input.completed) {
          if (!before) return;
          await unit.trx
            .deleteFrom("certificate_completions")
            .where("registration_id", "=", student.id)
            .execute();
        } else {
          if (before && before.note === note) return;
          const row = { note, marked_by: actor.email, marked_at: unit.now.toISOString() };
          await unit.trx
            .insertInto("certificate_completions")
            .values({ registration_id: student.id, ...row })
            .onConflict((conflict) => conflict.column("registration_id").doUpdateSet(row))
            .execute();
        }
        unit.audit({
          actor,
          action: input.completed ? "certificate.completed" : "certificate.uncompleted",
          subject: student.reference,
          detail: `${student.name}, "${project.title}"${note && input.completed ? `: ${note}` : ""}`,
        });
      });
    },
  };
}
