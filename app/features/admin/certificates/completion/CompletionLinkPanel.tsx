import { Link } from "react-router";
import { buttonClass } from "#app/components/button";
import { completionPath } from "./CompletionProjects";

/** On a project's page: the way to mark its students' completion and issue their certificates. */
export function CompletionLinkPanel({ projectId }: { projectId: string }) {
  return (
    <section
      aria-labelledby="completion-link-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <div>
        <h2 id="completion-link-title" className="text-lg font-semibold text-slate-900">
          Certificates
        </h2>
        <p className="mt-1 text-slate-700">
          Tick the students who completed the requirements, then issue their certificates.
        </p>
      </div>
      <Link to={completionPath(projectId)} className={buttonClass("outline")}>
        Completion and certificates
      </Link>
    </section>
  );
}
