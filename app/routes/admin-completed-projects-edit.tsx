import { useLocation } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { adminOnly } from "../features/admin/page-guard.server";
import { CompletedProjectForm } from "../features/admin/projects/CompletedProjectForm";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-completed-projects-edit";

const idPattern = /^[a-z0-9-]{1,120}$/;

/**
 * /admin/completed-projects/new (?from=<project> fills it in from that project) and
 * /admin/completed-projects/:id: a gallery entry, for a signed-in admin only.
 */
export const loader = adminOnly(async ({ request, params, context }: Route.LoaderArgs) => {
  const { staff } = context.services.projects;
  if (params.id === "new") {
    const from = new URL(request.url).searchParams.get("from") ?? "";
    const draft = idPattern.test(from) ? await staff.completedDraft(from) : undefined;
    return { project: null, draft, from: draft ? from : undefined };
  }
  if (!idPattern.test(params.id)) throw new Response("Not found", { status: 404 });
  const project = await staff.getCompleted(params.id);
  if (!project) throw new Response("Not found", { status: 404 });
  return { project, draft: undefined, from: undefined };
});

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(matches, {
    title: loaderData.project ? `Edit: ${loaderData.project.title}` : "New completed project",
    description: "Kodeveda staff portal.",
    path: `/admin/completed-projects/${params.id}`,
    noindex: true,
  });

export default function AdminCompletedProjectEdit({ loaderData }: Route.ComponentProps) {
  const { project, draft, from } = loaderData;
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  return (
    <>
      <PageHeader
        title={project ? `Edit completed project: ${project.title}` : "New completed project"}
        intro="A finished project's story in the gallery on /projects: its goal, stack, outcome, a testimonial and pictures."
        breadcrumbs={[
          { name: "Admin", path: "/admin" },
          { name: "Projects", path: "/admin/projects" },
        ]}
      />
      <CompletedProjectForm
        key={project ? project.id : `new-${from ?? ""}`}
        project={project}
        draft={draft}
        from={from}
        notice={typeof notice === "string" ? notice : ""}
      />
    </>
  );
}
