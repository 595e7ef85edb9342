import { PageHeader } from "../components/PageHeader";
import { adminOnly } from "../features/admin/page-guard.server";
import { AddSessionsForm } from "../features/admin/sessions/AddSessionsForm";
import { SessionsTable } from "../features/admin/sessions/SessionsTable";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-project-sessions";

/**
 * /admin/projects/:id/sessions: a project's sessions in date order, adding one or a weekly
 * series, moving, changing and cancelling each, and the way to each one's door list.
 */
export const loader = adminOnly(async ({ params, context }: Route.LoaderArgs) => {
  if (!/^[a-z0-9-]{1,120}$/.test(params.id)) throw new Response("Not found", { status: 404 });
  const { services } = context;
  const [detail, sessions] = await Promise.all([
    services.projects.staff.get(params.id),
    services.sessions.staff.list(params.id),
  ]);
  if (!detail) throw new Response("Not found", { status: 404 });
  return { project: { id: detail.project.id, title: detail.project.title }, sessions };
});

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(matches, {
    title: `Sessions: ${loaderData.project.title}`,
    description: "Kodeveda staff portal.",
    path: `/admin/projects/${params.id}/sessions`,
    noindex: true,
  });

export default function AdminProjectSessions({ loaderData }: Route.ComponentProps) {
  const { project, sessions } = loaderData;
  return (
    <>
      <PageHeader
        title={`Sessions: ${project.title}`}
        intro="When and where the project meets, in India time. Paid students are emailed every change, with their calendar's update."
        breadcrumbs={[
          { name: "Admin", path: "/admin" },
          { name: "Projects", path: "/admin/projects" },
          { name: project.title, path: `/admin/projects/${project.id}` },
        ]}
      />
      <div className="mx-auto max-w-5xl space-y-10 px-4 pb-16">
        <SessionsTable projectId={project.id} sessions={sessions} />
        <AddSessionsForm projectId={project.id} />
      </div>
    </>
  );
}
