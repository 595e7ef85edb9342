import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { StaffCompletedProjectView } from "#shared/domain/projects";
import { Notice, type NoticeState } from "./fields";
import { MoveButtons } from "./MoveButtons";
import { send } from "./projects-api";

/** The gallery's completed projects in order: edit, move, archive and restore. */
export function CompletedProjectsList({ projects }: { projects: StaffCompletedProjectView[] }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);

  async function run(url: string, body: unknown, done: string) {
    setBusy(true);
    const result = await send(url, "POST", body);
    setNotice(result.ok ? { text: done, good: true } : { text: result.error, good: false });
    await revalidator.revalidate();
    setBusy(false);
  }

  const base = (project: StaffCompletedProjectView) =>
    `/api/admin/completed-projects/${encodeURIComponent(project.id)}`;

  return (
    <>
      <Notice notice={notice} />
      {projects.length === 0 ? (
        <p className="mt-3 text-slate-600">The gallery is empty.</p>
      ) : (
        <ul
          aria-label="Completed projects"
          className="mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200"
        >
          {projects.map((project, index) => (
            <li key={project.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="min-w-0 flex-[1_1_12rem]">
                <Link
                  to={`/admin/completed-projects/${project.id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {project.title}
                </Link>
                {project.archived && (
                  <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                    Archived
                  </span>
                )}
              </span>
              <MoveButtons
                title={project.title}
                first={index === 0}
                last={index === projects.length - 1}
                busy={busy}
                onMove={(direction) =>
                  void run(
                    `${base(project)}/move`,
                    { direction },
                    `${project.title} moved ${direction}.`,
                  )
                }
              />
              <button
                type="button"
                disabled={busy}
                aria-label={`${project.archived ? "Restore" : "Archive"} ${project.title}`}
                onClick={() =>
                  void run(
                    `${base(project)}/${project.archived ? "restore" : "archive"}`,
                    { version: project.version },
                    `${project.title} ${project.archived ? "restored" : "archived"}.`,
                  )
                }
                className="rounded border border-slate-300 px-2 py-1 font-semibold"
              >
                {project.archived ? "Restore" : "Archive"}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
