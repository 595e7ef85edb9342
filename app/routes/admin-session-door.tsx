import { PageHeader } from "../components/PageHeader";
import { adminOnly } from "../features/admin/page-guard.server";
import { DoorList } from "../features/admin/sessions/DoorList";
import { sessionWhen } from "../features/admin/sessions/session-form";
import { SessionWhere } from "../features/admin/sessions/SessionWhere";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-session-door";

const notFound = () => new Response("Not found", { status: 404 });

/**
 * /admin/projects/:id/sessions/:sessionId: a session's door list — check each paid student in
 * by their ticket's code or from the list — for a signed-in admin only.
 */
export const loader = adminOnly(async ({ params, context }: Route.LoaderArgs) => {
  if (!/^[a-z0-9-]{1,120}$/.test(params.id) || !/^[0-9a-f-]{36}$/.test(params.sessionId)) {
    throw notFound();
  }
  const { services } = context;
  const roster = services.sessions.door
    .roster(params.id, params.sessionId)
    .catch((error: unknown) => {
      if (services.isRefusal(error)) throw notFound();
      throw error;
    });
  const [detail, { session, students }] = await Promise.all([
    services.projects.staff.get(params.id),
    roster,
  ]);
  if (!detail) throw notFound();
  return { project: { id: detail.project.id, title: detail.project.title }, session, students };
});

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(matches, {
    title: `Door list: ${loaderData.session.title}`,
    description: "Kodeveda staff portal.",
    path: `/admin/projects/${params.id}/sessions/${params.sessionId}`,
    noindex: true,
  });

export default function AdminSessionDoor({ loaderData }: Route.ComponentProps) {
  const { project, session, students } = loaderData;
  const sessionsPath = `/admin/projects/${project.id}/sessions`;
  return (
    <>
      <PageHeader
        title={`Door list: ${session.title}`}
        intro={`${project.title}: check in each paid student by their ticket's QR code, or from the list.`}
        breadcrumbs={[
          { name: "Admin", path: "/admin" },
          { name: "Projects", path: "/admin/projects" },
          { name: project.title, path: `/admin/projects/${project.id}` },
          { name: "Sessions", path: sessionsPath },
        ]}
      >
        <dl className="mt-4 grid max-w-2xl gap-x-6 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">When</dt>
          <dd>{sessionWhen(session)} (India time)</dd>
          <dt className="font-semibold">Where</dt>
          <dd>
            <SessionWhere session={session} />
          </dd>
        </dl>
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 pb-16">
        <DoorList projectId={project.id} session={session} students={students} />
      </div>
    </>
  );
}
