import { PageHeader } from "../components/PageHeader";
import { AdminPortal, adminIntro } from "../features/admin/AdminPortal";
import { StaffErrorPage } from "../features/admin/layout/StaffErrorPage";
import { StaffLayout } from "../features/admin/layout/StaffLayout";
import { staffPerson, type StaffPerson } from "../features/admin/layout/staff-person";
import { isActivityKind, type AdminDashboard } from "#shared/schemas/admin";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin";

/**
 * The spec's on-load check: the dashboard (counts and recent activity), when the session is
 * an admin's; an editor's shows only the blog, a mentor's only the completion lists. Signing in or out on the page revalidates it.
 */
export async function loader({
  request,
  context,
}: Route.LoaderArgs): Promise<{ dashboard: AdminDashboard | null; staff: StaffPerson | null }> {
  const { adminAccess, adminLists, dashboard, privacy } = context.services;
  const found = await adminAccess.staffFor(request.headers);
  if (!found) return { dashboard: null, staff: null };
  const staff = staffPerson(found);
  if (staff.role !== "admin") return { dashboard: { role: staff.role }, staff };
  const asked = new URL(request.url).searchParams.get("activity");
  // An unknown kind (an edited address) shows every kind rather than an error.
  const activityKind = isActivityKind(asked) ? asked : null;
  const [counts, activity, requests, figures] = await Promise.all([
    adminAccess.dashboardCounts(),
    adminLists.recentActivity({ kind: activityKind ?? undefined }),
    privacy.queue.dashboard(),
    dashboard.figures(),
  ]);
  return {
    dashboard: { role: "admin", counts, activity, activityKind, requests, figures },
    staff,
  };
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
  const { dashboard, staff } = loaderData;
  return (
    <StaffLayout staff={staff}>
      <PageHeader
        title="Admin Portal"
        intro={dashboard ? adminIntro.dashboard : adminIntro.signIn}
      />
      <AdminPortal dashboard={dashboard} />
    </StaffLayout>
  );
}

/** A failure of this page, in the portal's frame (signed out: it cannot tell who is there). */
export function ErrorBoundary() {
  return <StaffErrorPage staff={null} />;
}
