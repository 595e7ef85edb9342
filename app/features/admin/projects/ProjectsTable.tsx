import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { StaffProjectSummary } from "#shared/domain/projects";
import { Notice, type NoticeState } from "./fields";
import { MoveButtons } from "./MoveButtons";
import { send } from "./projects-api";

/** "3 / 1 / 16 of 20": taken, held, left of the seats. */
export const seatsText = ({ counts }: Pick<StaffProjectSummary, "counts">) =>
  `${counts.taken} / ${counts.held} / ${counts.left} of ${counts.seats}`;

/** The pipeline in its order (archived ones last), each with Move up and Move down. */
export function ProjectsTable({ projects }: { projects: StaffProjectSummary[] }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);

  async function move(project: StaffProjectSummary, direction: "up" | "down") {
    setBusy(true);
    const result = await send(
      `/api/admin/projects/${encodeURIComponent(project.id)}/move`,
      "POST",
      { direction },
    );
    setNotice(
      result.ok
        ? { text: `${project.title} moved ${direction}.`, good: true }
        : { text: result.error, good: false },
    );
    await revalidator.revalidate();
    setBusy(false);
  }

  return (
    <>
      <Notice notice={notice} />
      <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Projects table">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-300 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Title
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Status
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Seats (taken / held / left of seats)
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Waiting
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Registration
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Order
              </th>
            </tr>
          </thead>
          <tbody>
            {projects.map((project, index) => (
              <tr key={project.id} className="border-b border-slate-200 align-top">
                <td className="py-3 pr-4">
                  <Link
                    to={`/admin/projects/${project.id}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {project.title}
                  </Link>
                  {project.archived && (
                    <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                      Archived
                    </span>
                  )}
                </td>
                <td className="py-3 pr-4">{project.status}</td>
                <td className="py-3 pr-4">{seatsText(project)}</td>
                <td className="py-3 pr-4">{project.counts.waiting}</td>
                <td className="py-3 pr-4">{project.registrationOpen ? "Open" : "Closed"}</td>
                <td className="py-3 pr-4">
                  <MoveButtons
                    title={project.title}
                    first={index === 0}
                    last={index === projects.length - 1}
                    busy={busy}
                    onMove={(direction) => void move(project, direction)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {projects.length === 0 && <p className="py-6 text-slate-600">No projects yet.</p>}
      </div>
    </>
  );
}
