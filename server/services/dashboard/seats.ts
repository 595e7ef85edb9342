import type { ProjectSeats } from "#shared/schemas/dashboard";
import type { AppDatabase } from "../../db/connect";
import { seatSummaries } from "../projects/seat-summaries";

/**
 * The open projects' seats (not archived, not completed), in the pipeline's order as the
 * projects list shows them, counted as the projects screens count them.
 */
export async function openProjectSeats(db: AppDatabase["db"]): Promise<ProjectSeats[]> {
  const open = await db
    .selectFrom("projects")
    .selectAll()
    .where("archived_at", "is", null)
    .where("status", "!=", "Completed")
    .orderBy("position")
    .execute();
  const summaries = await seatSummaries(db, open);
  return summaries.map(({ id, title, counts }) => ({
    id,
    title,
    seats: counts.seats,
    taken: counts.taken,
    held: counts.held,
  }));
}
