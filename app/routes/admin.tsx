import { PageHeader } from "../components/PageHeader";
import { AdminPortal } from "../features/admin/AdminPortal";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin";

/** The spec's on-load check: the dashboard, when the session is an admin's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { adminAccess } = context.services;
  const admin = await adminAccess.adminFor(request.headers);
  return { counts: admin ? await adminAccess.dashboardCounts() : null };
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
  return (
    <>
      <PageHeader
        title="Admin Portal"
        intro="Sign in with your staff account to see bookings, messages, subscribers and registrations."
      />
      <AdminPortal initialCounts={loaderData.counts} />
    </>
  );
}
