import { PageHeader } from "../components/PageHeader";
import { AdminPortal, adminIntro } from "../features/admin/AdminPortal";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin";

/**
 * The spec's on-load check: the dashboard (counts and recent activity), when the session is
 * an admin's. Signing in or out on the page revalidates it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { adminAccess, adminLists } = context.services;
  const admin = await adminAccess.adminFor(request.headers);
  if (!admin) return { dashboard: null };
  const [counts, activity] = await Promise.all([
    adminAccess.dashboardCounts(),
    adminLists.recentActivity(),
  ]);
  return { dashboard: { counts, activity } };
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
