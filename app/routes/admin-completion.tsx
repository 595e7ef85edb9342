import type { StaffProjectSummary } from "#shared/domain/projects";
import { PageHeader } from "../components/PageHeader";
import {
  CompletionProjects,
  type CompletionProject,
} from "../features/admin/certificates/completion/CompletionProjects";
import { mentorsAndAdmins } from "../features/admin/page-guard.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-completion";

/** What a mentor may see of a project: never its seats' money or its waitlist. */
const listed = (project: StaffProjectSummary): CompletionProject => ({
  id: project.id,
  title: project.title,
  status: project.status,
  students: project.counts.taken,
});

/**
 * /admin/completion, a mentor's home: the projects running and completed, each with the way
 * to mark which of its students completed the requirements. Archived running projects are
 * left out; a completed one stays, as its certificates may still be due.
 */
export const loader = mentorsAndAdmins(async ({ context }: Route.LoaderArgs) => {
  const projects = await context.services.projects.staff.list();
  return {
    running: projects
      .filter((project) => !project.archived && project.status !== "Completed")
      .map(listed),
    completed: projects.filter((project) => project.status === "Completed").map(listed),
  };
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Completion",
    description: "Kodeveda staff portal.",
    path: "/admin/completion",
    noindex: true,
  });

export default function AdminCompletion({ loaderData }: Route.ComponentProps) {
  const { running, completed } = loaderData;
  return (
    <>
      <PageHeader
        title="Completion"
        intro="Choose a project to tick the students who completed its requirements."
        breadcrumbs={[{ name: "Admin", path: "/admin" }]}
      />
      <div className="mx-auto max-w-5xl space-y-12 px-4 pb-16">
        <CompletionProjects
          title="Running projects"
          empty="No project is running."
          projects={running}
        />
        <CompletionProjects
          title="Completed projects"
          empty="No project is completed yet."
          projects={completed}
        />
      </div>
    </>
  );
}
