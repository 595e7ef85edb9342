import { sql } from "kysely";
import type {
  SeatCounts,
  StaffProjectSummary,
  StaffProjectView,
  WaitlistEntryView,
} from "#shared/domain/projects";
import type { CompletedProjectInput, ProjectInput } from "#shared/schemas/project";
import type { AppDatabase } from "../../db/connect";
import { ServiceRefusal } from "../errors";
import type { Actor, Commit, UnitOfWork } from "../unit-of-work";
import { projectEditorMessages } from "./editor-messages";
import { galleryEditor } from "./gallery-editor";
import { staffView, type ProjectRow } from "./records";
import { seatSummaries } from "./seat-summaries";
import { releaseSeat, type SeatMail } from "./seats";
import { staffRows } from "./staff-rows";

export { projectEditorMessages } from "./editor-messages";

/**
 * Staff keep the pipeline and the gallery: add, edit (refused over someone else's newer
 * save), reorder, archive and restore, mark a project completed; and see each project's
 * seats and waitlist. Every change is audited and marks the cached pages changed.
 */
export function projectEditor(
  { db }: AppDatabase,
  commit: Commit,
  { seatMail, changed }: { seatMail: SeatMail; changed: (markedAt: string) => void },
) {
  const rows = staffRows(commit, changed);
  const { change, updateVersioned, move, newRowPlace } = rows;
  const summaries = (projects: readonly ProjectRow[]) => seatSummaries(db, projects);

  /** Refuses a change made over an older version; answers the row as it is now. */
  async function current(
    unit: UnitOfWork,
    table: "projects",
    id: string,
    version?: number,
  ): Promise<ProjectRow> {
    const row = await unit.trx
      .selectFrom(table)
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new ServiceRefusal("not_found", projectEditorMessages.notFound);
    if (version !== undefined && row.version !== version) {
      throw new ServiceRefusal("conflict", projectEditorMessages.changedMeanwhile);
    }
    return row;
  }

  /** Archive, restore or complete: the version the page showed, the columns, the audit row. */
  const projectStep =
    (
      action: "project.archived" | "project.restored" | "project.completed",
      values: (unit: UnitOfWork) => Record<string, unknown>,
    ) =>
    (id: string, version: number, by: Actor): Promise<StaffProjectView> =>
      change(async (unit) => {
        const row = await current(unit, "projects", id, version);
        await updateVersioned(unit, "projects", id, version, values(unit));
        unit.audit({ actor: by, action, subject: row.title });
        return staffView(await current(unit, "projects", id));
      });

  const projectColumns = (input: ProjectInput) => ({
    title: input.title,
    status: input.status,
    timeline: input.timeline,
    description: input.description,
    technologies: JSON.stringify(input.technologies),
    mentor: input.mentor,
    objectives: JSON.stringify(input.objectives),
    progress: input.progress,
    seats: input.seats,
    registration_open: input.registrationOpen ? 1 : 0,
  });

  return {
    /** Every project, the pipeline's order first, archived ones last. */
    async list(): Promise<StaffProjectSummary[]> {
      const rows = await db
        .selectFrom("projects")
        .selectAll()
        .orderBy(sql`archived_at is not null`)
        .orderBy("position")
        .execute();
      return summaries(rows);
    },

    async get(
      id: string,
    ): Promise<
      { project: StaffProjectView; counts: SeatCounts; waitlist: WaitlistEntryView[] } | undefined
    > {
      const row = await db
        .selectFrom("projects")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return undefined;
      const entries = await db
        .selectFrom("waitlist_entries")
        .selectAll()
        .where("project_id", "=", id)
        .where("status", "in", ["waiting", "offered"])
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      const [summary] = await summaries([row]);
      if (!summary) return undefined;
      const { counts, ...project } = summary;
      return {
        project,
        counts,
        waitlist: entries.map((entry) => ({
          id: entry.id,
          name: entry.name,
          email: entry.email,
          phone: entry.phone,
          status: entry.status,
          joinedAt: entry.created_at,
          offerExpiresAt: entry.offer_expires_at,
        })),
      };
    },

    create: (input: ProjectInput, by: Actor): Promise<StaffProjectView> =>
      change(async (unit) => {
        const place = await newRowPlace(unit, "projects", input.title);
        await unit.trx
          .insertInto("projects")
          .values({ ...place, ...projectColumns(input) })
          .execute();
        unit.audit({ actor: by, action: "project.created", subject: input.title });
        return staffView(await current(unit, "projects", place.id));
      }),

    update: (
      id: string,
      version: number,
      input: ProjectInput,
      by: Actor,
    ): Promise<StaffProjectView> =>
      change(async (unit) => {
        const row = await current(unit, "projects", id, version);
        // The seat count is checked against the committed row by the update itself.
        const updated = await unit.trx
          .updateTable("projects")
          .set({
            ...projectColumns(input),
            version: sql`version + 1`,
            updated_at: unit.now.toISOString(),
          })
          .where("id", "=", id)
          .where("version", "=", version)
          .where("seats_used", "<=", input.seats)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) {
          const now = await current(unit, "projects", id, version);
          throw new ServiceRefusal("invalid", projectEditorMessages.fewerSeats(now.seats_used), {
            field: "seats",
          });
        }
        unit.audit({ actor: by, action: "project.updated", subject: row.title });
        return staffView(await current(unit, "projects", id));
      }),

    move: (id: string, direction: "up" | "down", by: Actor): Promise<void> =>
      change(async (unit) => {
        const title = await move(unit, "projects", id, direction);
        unit.audit({ actor: by, action: "project.moved", subject: title, detail: direction });
      }),

    /** Archived: off /projects and closed to new registrations; holds already made stay. */
    archive: projectStep("project.archived", (unit) => ({ archived_at: unit.now.toISOString() })),

    restore: projectStep("project.restored", () => ({ archived_at: null })),

    /**
     * Completed: off the pipeline and closed to registration. The portal then offers the
     * gallery entry, filled in from the project (see completedDraft).
     */
    complete: projectStep("project.completed", () => ({
      status: "Completed",
      registration_open: 0,
      progress: 100,
    })),

    /** Takes someone off a waitlist; an offer they held goes to the next person. */
    removeFromWaitlist: (projectId: string, entryId: string, by: Actor): Promise<void> =>
      commit(async (unit) => {
        const entry = await unit.trx
          .selectFrom("waitlist_entries")
          .innerJoin("projects", "projects.id", "waitlist_entries.project_id")
          .select(["waitlist_entries.status", "waitlist_entries.email", "projects.title"])
          .where("waitlist_entries.id", "=", entryId)
          .where("waitlist_entries.project_id", "=", projectId)
          .executeTakeFirst();
        if (!entry) throw new ServiceRefusal("not_found", projectEditorMessages.entryNotFound);
        const removed = await unit.trx
          .updateTable("waitlist_entries")
          .set({ status: "removed", updated_at: unit.now.toISOString() })
          .where("id", "=", entryId)
          .where("status", "in", ["waiting", "offered"])
          .executeTakeFirst();
        if (Number(removed.numUpdatedRows) === 0) {
          throw new ServiceRefusal("not_found", projectEditorMessages.entryNotFound);
        }
        if (entry.status === "offered") await releaseSeat(unit, projectId, seatMail);
        unit.audit({
          actor: by,
          action: "project.waitlist_removed",
          subject: entry.title,
          detail: entry.email,
        });
      }),

    /** The gallery entry a completed project starts from. */
    async completedDraft(projectId: string): Promise<Partial<CompletedProjectInput> | undefined> {
      const row = await db
        .selectFrom("projects")
        .selectAll()
        .where("id", "=", projectId)
        .executeTakeFirst();
      return row && { title: row.title, techStack: JSON.parse(row.technologies) as string[] };
    },

    ...galleryEditor(db, rows),
  };
}

export type ProjectEditor = ReturnType<typeof projectEditor>;
