import { sql } from "kysely";
import type { StaffCompletedProjectView } from "#shared/domain/projects";
import type { CompletedProjectInput } from "#shared/schemas/project";
import type { AppDatabase } from "../../db/connect";
import { ServiceRefusal } from "../errors";
import type { Actor, UnitOfWork } from "../unit-of-work";
import { projectEditorMessages } from "./editor-messages";
import { staffCompletedView } from "./records";
import type { StaffRows } from "./staff-rows";

/** Staff keep the gallery of completed projects: add, edit, reorder, archive and restore. */
export function galleryEditor(
  db: AppDatabase["db"],
  { change, updateVersioned, move, newRowPlace }: StaffRows,
) {
  const storedCompleted = async (unit: UnitOfWork, id: string) =>
    staffCompletedView(
      await unit.trx
        .selectFrom("completed_projects")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
    );

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

  return {
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
