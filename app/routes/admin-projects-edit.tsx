import { useLocation } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { CompletionLinkPanel } from "../features/admin/certificates/completion/CompletionLinkPanel";
import { adminOnly } from "../features/admin/page-guard.server";
import { ProjectForm } from "../features/admin/projects/ProjectForm";
import { RegistrationsPanel } from "../features/admin/projects/RegistrationsPanel";
import { SeatsPanel } from "../features/admin/projects/SeatsPanel";
import { WaitlistPanel } from "../features/admin/projects/WaitlistPanel";
import { sessionsSummaryOf } from "../features/admin/sessions/session-form";
import { SessionsSummaryPanel } from "../features/admin/sessions/SessionsSummaryPanel";
import { adminListFilterSchema } from "#shared/schemas/admin-lists";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-projects-edit";

/**
 * /admin/projects/new and /admin/projects/:id: a project's fields, its seats, its waitlist
 * and its registrations, for a signed-in admin only.
 */
export const loader = adminOnly(async ({ request, params, context }: Route.LoaderArgs) => {
  if (params.id === "new") return { detail: null };
  if (!/^[a-z0-9-]{1,120}$/.test(params.id)) throw new Response("Not found", { status: 404 });
  const { services } = context;
  const detail = await services.projects.staff.get(params.id);
  if (!detail) throw new Response("Not found", { status: 404 });
  const filter = adminListFilterSchema("registrations").parse({
    page: new URL(request.url).searchParams.get("page") ?? undefined,
  });
  const [registrations, sessions] = await Promise.all([
    services.adminLists.list("registrations", { page: filter.page, project: params.id }),
    services.sessions.staff.list(params.id),
  ]);
  return {
    detail: { ...detail, registrations, sessions: sessionsSummaryOf(sessions, new Date()) },
  };
});

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(matches, {
    title: loaderData.detail ? `Edit: ${loaderData.detail.project.title}` : "New project",
    description: "Kodeveda staff portal.",
    path: `/admin/projects/${params.id}`,
    noindex: true,
  });

export default function AdminProjectEdit({ loaderData }: Route.ComponentProps) {
  const { detail } = loaderData;
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  return (
    <>
      <PageHeader
        title={detail ? `Edit project: ${detail.project.title}` : "New project"}
        intro="What visitors read on /projects, how many seats it has and whether it takes registrations."
        breadcrumbs={[
          { name: "Admin", path: "/admin" },
          { name: "Projects", path: "/admin/projects" },
        ]}
      />
      <div className="mx-auto max-w-5xl space-y-10 px-4 pb-16">
        <ProjectForm
          // A new project, once created, opens under its id: the form starts over with it.
          key={detail ? detail.project.id : "new"}
          project={detail?.project ?? null}
          notice={typeof notice === "string" ? notice : ""}
        />
        {detail && (
          <>
            <SessionsSummaryPanel projectId={detail.project.id} summary={detail.sessions} />
            <CompletionLinkPanel projectId={detail.project.id} />
            <SeatsPanel counts={detail.counts} />
            <WaitlistPanel projectId={detail.project.id} entries={detail.waitlist} />
            <RegistrationsPanel projectId={detail.project.id} {...detail.registrations} />
          </>
        )}
      </div>
    </>
  );
}
