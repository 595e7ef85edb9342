import { PageHeader } from "../components/PageHeader";
import { AdminPortal, adminIntro } from "../features/admin/AdminPortal";
import type { AdminDashboard } from "#shared/schemas/admin";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin";

/**
 * The spec's on-load check: the dashboard (counts and recent activity), when the session is
 * an admin's; an editor's shows only the blog. Signing in or out on the page revalidates it.
 */
export async function loader({
  request,
  context,
}: Route.LoaderArgs): Promise<{ dashboard: AdminDashboard | null }> {
  const { adminAccess, adminLists, privacy } = context.services;
  const staff = await adminAccess.staffFor(request.headers);
  if (!staff) return { dashboard: null };
  if (staff.role === "editor") return { dashboard: { role: "editor" } };
  const [counts, activity, requests] = await Promise.all([
    adminAccess.dashboardCounts(),
    adminLists.recentActivity(),
    privacy.queue.dashboard(),
  ]);
  return { dashboard: { role: "admin", counts, activity, requests } };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Admin",
    description:
      "The Kodeveda staff portal: bookings, contact messages, newsletter subscribers and project registrations.",
    path: "/admin",
    noindex: true,
  });

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { dashboard } = loaderData;
  return (
    <>
      <PageHeader
        title="Admin Portal"
        intro={dashboard ? adminIntro.dashboard : adminIntro.signIn}
      />
      <AdminPortal dashboard={dashboard} />
    </>
  );
}
