import type { ShouldRevalidateFunction } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { WorkshopForm } from "../features/admin/certificates/workshops/WorkshopForm";
import { adminOnly } from "../features/admin/page-guard.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-certificate-workshop-new";

/**
 * /admin/certificates/workshops/new: issuing a workshop's certificates from a CSV, for admins
 * only. The booking list is the bookings list's first page: the 25 newest.
 */
export const loader = adminOnly(async ({ context }: Route.LoaderArgs) => {
  const { certificates, adminLists } = context.services;
  const [designs, recent] = await Promise.all([
    certificates.designs.list(),
    adminLists.list("bookings", {}),
  ]);
  return {
    designs: designs.map(({ id, name }) => ({ id, name })),
    bookings: recent.rows.map((row) => ({
      id: row.id,
      organisation: String(row.organization_name ?? ""),
      receivedAt: String(row.created_at ?? ""),
    })),
  };
});

/** The form keeps what was typed and checked: nothing reloads its choices under it. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Issue certificates for a workshop",
    description: "Kodeveda staff portal.",
    path: "/admin/certificates/workshops/new",
    noindex: true,
  });

export default function AdminCertificateWorkshopNew({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Issue certificates for a workshop"
        intro="Fill in the workshop, upload its participants' list and check it: once every row is right, issue. Each participant is emailed their certificate."
        breadcrumbs={[
          { name: "Admin", path: "/admin" },
          { name: "Certificates", path: "/admin/certificates" },
          { name: "Workshops", path: "/admin/certificates/workshops" },
        ]}
      />
      <WorkshopForm bookings={loaderData.bookings} designs={loaderData.designs} />
    </>
  );
}
