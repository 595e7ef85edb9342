import type { CompletedProject, PipelineProject } from "#shared/content/types";
import { defaultProjectSeats } from "#shared/domain/projects";
import type { AppDatabase } from "../../db/connect";

/**
 * The first run's projects and gallery, from shared/content/projects.ts: imported once into a
 * database that has never had them (claimed in app_state, so instances starting together
 * seed once), never again, so a deploy never overwrites what staff changed. Registrations
 * an older version stored, paid or being verified, take their project's seats.
 */
export async function seedProjects(
  { db }: AppDatabase,
  pipeline: readonly PipelineProject[],
  completed: readonly CompletedProject[],
  now = new Date(),
): Promise<{ added: number }> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("app_state")
      .values({ key: "projects_seeded_at", value: at })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) return { added: 0 };

    await trx
      .updateTable("registrations")
      .set({ seat_held: 1 })
      .where("status", "in", ["paid", "awaiting_verification"])
      .execute();
    const used = new Map(
      (
        await trx
          .selectFrom("registrations")
          .select(["project_id", (eb) => eb.fn.countAll().as("n")])
          .where("seat_held", "=", 1)
          .groupBy("project_id")
          .execute()
      ).map((row) => [row.project_id, Number(row.n)]),
    );
    if (pipeline.length > 0) {
      await trx
        .insertInto("projects")
        .values(
          pipeline.map((project, index) => {
            const seatsUsed = used.get(project.id) ?? 0;
            return {
              id: project.id,
              title: project.title,
              status: project.status,
              timeline: project.timeline,
              description: project.description,
              technologies: JSON.stringify(project.technologies),
              objectives: JSON.stringify(project.objectives),
              mentor: project.mentor,
              progress: project.progress,
              seats: Math.max(defaultProjectSeats, seatsUsed),
              seats_used: seatsUsed,
              registration_open: 1,
              position: index + 1,
              archived_at: null,
              created_at: at,
              updated_at: at,
            };
          }),
        )
        .execute();
    }
    if (completed.length > 0) {
      await trx
        .insertInto("completed_projects")
        .values(
          completed.map((project, index) => ({
            id: project.id,
            title: project.title,
            goal: project.goal,
            tech_stack: JSON.stringify(project.techStack),
            outcome: project.outcome,
            testimonial_quote: project.testimonial.quote,
            testimonial_author: project.testimonial.author,
            testimonial_role: project.testimonial.role,
            images: JSON.stringify(project.images),
            project_id: null,
            position: index + 1,
            archived_at: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    }
    return { added: pipeline.length + completed.length };
  });
}
