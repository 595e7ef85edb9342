import { PageHeader } from "../components/PageHeader";
import { CompletionScreen } from "../features/admin/certificates/completion/CompletionScreen";
import { periodOfSessions } from "../features/admin/certificates/completion/issue-period";
import { mentorsAndAdmins } from "../features/admin/page-guard.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-project-completion";

const notFound = () => new Response("Not found", { status: 404 });

/**
 * /admin/projects/:id/completion: a project's paid students, their attendance, and the tick
 * mentors give those who completed its requirements; an admin also issues their
 * certificates here.
 */
export const loader = mentorsAndAdmins(async ({ params, context }: Route.LoaderArgs, staff) => {
  if (!/^[a-z0-9-]{1,120}$/.test(params.id)) throw notFound();
  const { services } = context;
  const { certificates } = services;
  const list = await certificates.completion.list(params.id).catch((error: unknown) => {
    if (services.isRefusal(error)) throw notFound();
    throw error;
  });
  if (staff.role !== "admin") return { ...list, issue: null };
  const [designs, last, sessions] = await Promise.all([
    certificates.designs.list(),
    certificates.projects.lastPeriod(params.id),
    services.sessions.staff.list(params.id),
  ]);
  return {
    ...list,
    issue: {
      designs: designs.map((design) => ({ id: design.id, name: design.name })),
      designId: last?.designId ?? "",
      period: last?.period ?? periodOfSessions(sessions),
    },
  };
});

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(matches, {
    title: `Completion: ${loaderData.project.title}`,
    description: "Kodeveda staff portal.",
    path: `/admin/projects/${params.id}/completion`,
    noindex: true,
  });

export default function AdminProjectCompletion({ loaderData }: Route.ComponentProps) {
  const { project, sessionsHeld, students, issue } = loaderData;
  return (
    <>
      <PageHeader
        title={`Completion: ${project.title}`}
        intro="Tick each paid student who completed the project's requirements. Attendance is the sessions they were checked in at."
        breadcrumbs={
          issue
            ? [
                { name: "Admin", path: "/admin" },
                { name: "Projects", path: "/admin/projects" },
                { name: project.title, path: `/admin/projects/${project.id}` },
              ]
            : [
                { name: "Admin", path: "/admin" },
                { name: "Completion", path: "/admin/completion" },
              ]
        }
      />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <CompletionScreen
          // Another project's page starts its ticks and forms over.
          key={project.id}
          projectId={project.id}
          sessionsHeld={sessionsHeld}
          students={students}
          issue={issue}
        />
      </div>
    </>
  );
}
