import { Link } from "react-router";
import { CardCell, CardRow, CardTable } from "../../card-table";
import { rowButtonClass } from "../../sessions/row-button";

/** A project a mentor may mark, as the list shows it. */
export interface CompletionProject {
  id: string;
  title: string;
  status: string;
  /** Paid students. */
  students: number;
}

export const completionPath = (projectId: string) =>
  `/admin/projects/${encodeURIComponent(projectId)}/completion`;

/** One group of projects (running, or completed), each with the way to its completion list. */
export function CompletionProjects({
  title,
  empty,
  projects,
}: {
  title: string;
  empty: string;
  projects: readonly CompletionProject[];
}) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, "-")}-title`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {projects.length === 0 ? (
        <p className="mt-3 text-slate-600">{empty}</p>
      ) : (
        <CardTable
          label={`${title} table`}
          cardsBelow="40rem"
          headings={["Project", "Status", "Paid students"]}
          actions
          className="mt-3"
        >
          {projects.map((project) => (
            <CardRow key={project.id}>
              <CardCell label="Project" rank={1}>
                {project.title}
              </CardCell>
              <CardCell label="Status">{project.status}</CardCell>
              <CardCell label="Paid students">{project.students}</CardCell>
              <CardCell label="Actions" quiet>
                <Link
                  to={completionPath(project.id)}
                  className={`${rowButtonClass} border-brand-700 text-brand-700`}
                >
                  Mark completion<span className="sr-only"> of {project.title}</span>
                </Link>
              </CardCell>
            </CardRow>
          ))}
        </CardTable>
      )}
    </section>
  );
}
