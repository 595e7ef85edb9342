import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { StaffProjectSummary } from "#shared/domain/projects";
import { CardCell, CardRow, CardTable } from "../card-table";
import { Notice, type NoticeState } from "./fields";
import { MoveButtons } from "./MoveButtons";
import { send } from "./projects-api";

/** "3 / 1 / 16 of 20": taken, held, left of the seats. */
export const seatsText = ({ counts }: Pick<StaffProjectSummary, "counts">) =>
  `${counts.taken} / ${counts.held} / ${counts.left} of ${counts.seats}`;

const headings = [
  "Title",
  "Status",
  "Seats (taken / held / left of seats)",
  "Waiting",
  "Registration",
  "Order",
];

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
      <CardTable
        label="Projects table"
        cardsBelow="64rem"
        headings={headings}
        className="mt-4"
        after={projects.length === 0 && <p className="py-6 text-slate-600">No projects yet.</p>}
      >
        {projects.map((project, index) => (
          <CardRow key={project.id}>
            <CardCell label="Title" rank={1}>
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
            </CardCell>
            <CardCell label="Status">{project.status}</CardCell>
            {/* A card’s label column is narrow: it says the same in fewer words. */}
            <CardCell label="Seats taken / held / left" className="whitespace-nowrap">
              {seatsText(project)}
            </CardCell>
            <CardCell label="Waiting">{project.counts.waiting}</CardCell>
            <CardCell label="Registration">{project.registrationOpen ? "Open" : "Closed"}</CardCell>
            <CardCell label="Order" quiet>
              <MoveButtons
                title={project.title}
                first={index === 0}
                last={index === projects.length - 1}
                busy={busy}
                onMove={(direction) => void move(project, direction)}
              />
            </CardCell>
          </CardRow>
        ))}
      </CardTable>
    </>
  );
}
