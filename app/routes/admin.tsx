import { PageHeader } from "../components/PageHeader";
import { AdminPortal } from "../features/admin/AdminPortal";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Admin",
    description:
      "The Kodeveda staff portal: bookings, contact messages, newsletter subscribers and project registrations.",
    path: "/admin",
    noindex: true,
  });

export default function Admin() {
  return (
    <>
      <PageHeader
        title="Admin Portal"
        intro="Sign in with your staff account to see bookings, messages, subscribers and registrations."
      />
      <AdminPortal />
    </>
  );
}
