import { Link } from "react-router";
import { buttonClass } from "#app/components/button";
import type { SessionsSummary } from "./session-form";

/** "3 scheduled, next on Sat, 5 Dec, 10:00 am", or that none is to come. */
export function sessionsSummaryText({ scheduled, next }: SessionsSummary): string {
  if (scheduled === 0 || !next) return "No sessions to come.";
  return `${scheduled} scheduled, next on ${next}.`;
}

/** On a project's page: its sessions to come in a line, and the way to manage them. */
export function SessionsSummaryPanel({
  projectId,
  summary,
}: {
  projectId: string;
  summary: SessionsSummary;
}) {
  return (
    <section
      aria-labelledby="sessions-summary-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <div>
        <h2 id="sessions-summary-title" className="text-lg font-semibold text-slate-900">
          Sessions
        </h2>
        <p className="mt-1 text-slate-700">{sessionsSummaryText(summary)}</p>
      </div>
      <Link
        to={`/admin/projects/${encodeURIComponent(projectId)}/sessions`}
        className={buttonClass("outline")}
      >
        Manage sessions
      </Link>
    </section>
  );
}
