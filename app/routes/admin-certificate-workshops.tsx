import { Link } from "react-router";
import { buttonClass } from "../components/button";
import { PageHeader } from "../components/PageHeader";
import { WorkshopsTable } from "../features/admin/certificates/workshops/WorkshopsTable";
import { adminOnly } from "../features/admin/page-guard.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-certificate-workshops";

/** /admin/certificates/workshops: the college workshops certificates were issued for. */
export const loader = adminOnly(async ({ context }: Route.LoaderArgs) => {
  return { workshops: await context.services.certificates.workshops.list() };
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Workshop certificates",
    description: "Kodeveda staff portal.",
    path: "/admin/certificates/workshops",
    noindex: true,
  });

export default function AdminCertificateWorkshops({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Workshop certificates"
        intro="Certificates for a college workshop's participants, who never registered on the site: issued from a list of names and emails."
        breadcrumbs={[
          { name: "Admin", path: "/admin" },
          { name: "Certificates", path: "/admin/certificates" },
        ]}
      />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <div className="flex flex-wrap justify-end gap-3">
          <Link to="/admin/certificates/workshops/new" className={buttonClass("primary")}>
            Issue for a workshop
          </Link>
        </div>
        <WorkshopsTable workshops={loaderData.workshops} />
      </div>
    </>
  );
}
