import { Link } from "react-router";
import { buttonClass } from "../components/button";
import { PageHeader } from "../components/PageHeader";
import { adminOnly } from "../features/admin/page-guard.server";
import { CompletedProjectsList } from "../features/admin/projects/CompletedProjectsList";
import { ProjectsTable } from "../features/admin/projects/ProjectsTable";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-projects";

/** /admin/projects: the pipeline and the gallery in their order, for a signed-in admin only. */
export const loader = adminOnly(async ({ context }: Route.LoaderArgs) => {
  const { staff } = context.services.projects;
  const [projects, completed] = await Promise.all([staff.list(), staff.listCompleted()]);
  return { projects, completed };
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Projects",
    description: "Kodeveda staff portal.",
    path: "/admin/projects",
    noindex: true,
  });

export default function AdminProjects({ loaderData }: Route.ComponentProps) {
  const { projects, completed } = loaderData;
  return (
    <>
      <PageHeader
        title="Projects"
        intro="The pipeline on /projects in its order, its seats and waitlists, and the gallery of completed projects."
        breadcrumbs={[{ name: "Admin", path: "/admin" }]}
      />
      <div className="mx-auto max-w-7xl space-y-12 px-4 pb-16">
        <section aria-labelledby="pipeline-title">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="pipeline-title" className="text-xl font-semibold text-slate-900">
              Pipeline
            </h2>
            <Link to="/admin/projects/new" className={buttonClass("primary")}>
              New project
            </Link>
          </div>
          <ProjectsTable projects={projects} />
        </section>
        <section aria-labelledby="gallery-title">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="gallery-title" className="text-xl font-semibold text-slate-900">
              Completed projects gallery
            </h2>
            <Link to="/admin/completed-projects/new" className={buttonClass("outline")}>
              New completed project
            </Link>
          </div>
          <CompletedProjectsList projects={completed} />
        </section>
      </div>
    </>
  );
}
