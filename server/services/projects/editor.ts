import { sql } from "kysely";
import type {
  SeatCounts,
  StaffCompletedProjectView,
  StaffProjectSummary,
  StaffProjectView,
  WaitlistEntryView,
} from "#shared/domain/projects";
import { slugify } from "#shared/lib/slug";
import type { CompletedProjectInput, ProjectInput } from "#shared/schemas/project";
import type { AppDatabase } from "../../db/connect";
import { ServiceRefusal } from "../errors";
import { markPagesChanged } from "../pages-changed";
import type { Actor, Commit, UnitOfWork } from "../unit-of-work";
import { releaseSeat, type SeatMail } from "./seats";
import { staffCompletedView, staffView, type ProjectRow } from "./records";

export const projectEditorMessages = {
  notFound: "That project no longer exists.",
  changedMeanwhile:
    "Someone else saved this project while you were editing it. Reload the page to see their changes; what you typed is still in the form.",
  fewerSeats: (used: number) =>
    `${used} seats are held or taken: the project cannot have fewer seats than that.`,
  entryNotFound: "That person is no longer on the waitlist.",
} as const;

type Table = "projects" | "completed_projects";

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
  /** A change visitors will see: audited, marked, then told to this instance's cache. */
  async function change<T>(work: (unit: UnitOfWork) => Promise<T>): Promise<T> {
    let markedAt = "";
    const value = await commit(async (unit) => {
      const result = await work(unit);
      markedAt = await markPagesChanged(unit);
      return result;
    });
    changed(markedAt);
    return value;
  }

  async function nextPosition(unit: UnitOfWork, table: Table): Promise<number> {
    const row = await unit.trx
      .selectFrom(table)
      .select((eb) => eb.fn.max("position").as("last"))
      .executeTakeFirst();
    return (row?.last ?? 0) + 1;
  }

  /** A new id from the title: the slug, with -2, -3… when it is taken. */
  async function freeId(unit: UnitOfWork, table: Table, title: string): Promise<string> {
    const base = slugify(title) || "project";
    const taken = new Set(
      (
        await unit.trx
          .selectFrom(table)
          .select("id")
          .where((eb) => eb.or([eb("id", "=", base), eb("id", "like", `${base}-%`)]))
          .execute()
      ).map((row) => row.id),
    );
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    return id;
  }

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

  async function updateVersioned(
    unit: UnitOfWork,
    table: Table,
    id: string,
    version: number,
    values: Record<string, unknown>,
  ) {
    const updated = await unit.trx
      .updateTable(table)
      .set({ ...values, version: sql`version + 1`, updated_at: unit.now.toISOString() })
      .where("id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      throw new ServiceRefusal("conflict", projectEditorMessages.changedMeanwhile);
    }
  }

  /** Swaps the item with its neighbour in the list's order. */
  async function move(unit: UnitOfWork, table: Table, id: string, direction: "up" | "down") {
    const row = await unit.trx
      .selectFrom(table)
      .select(["id", "position", "title"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new ServiceRefusal("not_found", projectEditorMessages.notFound);
    const neighbour = await unit.trx
      .selectFrom(table)
      .select(["id", "position"])
      .where("position", direction === "up" ? "<" : ">", row.position)
      .orderBy("position", direction === "up" ? "desc" : "asc")
      .executeTakeFirst();
    if (!neighbour) return row.title;
    const at = unit.now.toISOString();
    await unit.trx
      .updateTable(table)
      .set({ position: neighbour.position, updated_at: at })
      .where("id", "=", row.id)
      .execute();
    await unit.trx
      .updateTable(table)
      .set({ position: row.position, updated_at: at })
      .where("id", "=", neighbour.id)
      .execute();
    return row.title;
  }

  /** Where a new row goes: its id from its title, at the end of the list. */
  async function newRowPlace(unit: UnitOfWork, table: Table, title: string) {
    const at = unit.now.toISOString();
    return {
      id: await freeId(unit, table, title),
      position: await nextPosition(unit, table),
      archived_at: null,
      created_at: at,
      updated_at: at,
    };
  }

  const storedCompleted = async (unit: UnitOfWork, id: string) =>
    staffCompletedView(
      await unit.trx
        .selectFrom("completed_projects")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
    );

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

  const completedColumns = (input: CompletedProjectInput) => ({
    title: input.title,
    goal: input.goal,
    tech_stack: JSON.stringify(input.techStack),
    outcome: input.outcome,
    testimonial_quote: input.testimonialQuote,
    testimonial_author: input.testimonialAuthor,
    testimonial_role: input.testimonialRole,
    images: JSON.stringify(input.images),
  });

  /** Projects with their seats as staff read them: two grouped queries, however many projects. */
  async function summaries(projects: readonly ProjectRow[]): Promise<StaffProjectSummary[]> {
    const ids = projects.map((project) => project.id);
    if (ids.length === 0) return [];
    const [registrations, entries] = await Promise.all([
      db
        .selectFrom("registrations")
        .select(["project_id", "status", (eb) => eb.fn.countAll().as("n")])
        .where("project_id", "in", ids)
        .where("seat_held", "=", 1)
        .groupBy(["project_id", "status"])
        .execute(),
      db
        .selectFrom("waitlist_entries")
        .select(["project_id", "status", (eb) => eb.fn.countAll().as("n")])
        .where("project_id", "in", ids)
        .where("status", "in", ["offered", "waiting"])
        .groupBy(["project_id", "status"])
        .execute(),
    ]);
    const each = projects.map((project): [ProjectRow, SeatCounts] => [
      project,
      {
        seats: project.seats,
        taken: 0,
        held: 0,
        left: Math.max(0, project.seats - project.seats_used),
        waiting: 0,
      },
    ]);
    const counts = new Map(each.map(([project, count]) => [project.id, count]));
    for (const row of registrations) {
      const count = counts.get(row.project_id);
      if (!count) continue;
      if (row.status === "paid") count.taken += Number(row.n);
      else count.held += Number(row.n);
    }
    for (const row of entries) {
      const count = counts.get(row.project_id);
      if (!count) continue;
      // An offer not yet answered holds its seat.
      if (row.status === "offered") count.held += Number(row.n);
      else count.waiting += Number(row.n);
    }
    return each.map(([project, count]) => ({ ...staffView(project), counts: count }));
  }

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

    async listCompleted(): Promise<StaffCompletedProjectView[]> {
      const rows = await db
        .selectFrom("completed_projects")
        .selectAll()
        .orderBy(sql`archived_at is not null`)
        .orderBy("position")
        .execute();
      return rows.map(staffCompletedView);
    },

    async getCompleted(id: string): Promise<StaffCompletedProjectView | undefined> {
      const row = await db
        .selectFrom("completed_projects")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row && staffCompletedView(row);
    },

    createCompleted: (
      input: CompletedProjectInput,
      projectId: string | null,
      by: Actor,
    ): Promise<StaffCompletedProjectView> =>
      change(async (unit) => {
        const place = await newRowPlace(unit, "completed_projects", input.title);
        await unit.trx
          .insertInto("completed_projects")
          .values({ ...place, ...completedColumns(input), project_id: projectId })
          .execute();
        unit.audit({ actor: by, action: "completed_project.created", subject: input.title });
        return storedCompleted(unit, place.id);
      }),

    updateCompleted: (
      id: string,
      version: number,
      input: CompletedProjectInput,
      by: Actor,
    ): Promise<StaffCompletedProjectView> =>
      change(async (unit) => {
        await updateVersioned(unit, "completed_projects", id, version, completedColumns(input));
        unit.audit({ actor: by, action: "completed_project.updated", subject: input.title });
        return storedCompleted(unit, id);
      }),

    moveCompleted: (id: string, direction: "up" | "down", by: Actor): Promise<void> =>
      change(async (unit) => {
        const title = await move(unit, "completed_projects", id, direction);
        unit.audit({
          actor: by,
          action: "completed_project.moved",
          subject: title,
          detail: direction,
        });
      }),

    setCompletedArchived: (id: string, version: number, archived: boolean, by: Actor) =>
      change(async (unit) => {
        const row = await unit.trx
          .selectFrom("completed_projects")
          .select("title")
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) throw new ServiceRefusal("not_found", projectEditorMessages.notFound);
        await updateVersioned(unit, "completed_projects", id, version, {
          archived_at: archived ? unit.now.toISOString() : null,
        });
        unit.audit({
          actor: by,
          action: archived ? "completed_project.archived" : "completed_project.restored",
          subject: row.title,
        });
        return storedCompleted(unit, id);
      }),
  };
}

export type ProjectEditor = ReturnType<typeof projectEditor>;
