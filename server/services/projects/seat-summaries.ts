import type { SeatCounts, StaffProjectSummary } from "#shared/domain/projects";
import type { AppDatabase } from "../../db/connect";
import { staffView, type ProjectRow } from "./records";

/** Projects with their seats as staff read them: two grouped queries, however many projects. */
export async function seatSummaries(
  db: AppDatabase["db"],
  projects: readonly ProjectRow[],
): Promise<StaffProjectSummary[]> {
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
