import { Link } from "react-router";
import { buttonClass } from "../components/button";
import { PageHeader } from "../components/PageHeader";
import { builtInPreviewUrl } from "../features/admin/certificates/designs/designs-api";
import { DesignsTable } from "../features/admin/certificates/designs/DesignsTable";
import { adminOnly } from "../features/admin/page-guard.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-certificate-designs";

/** /admin/certificates/designs: the certificate designs staff made, for admins only. */
export const loader = adminOnly(async ({ context }: Route.LoaderArgs) => {
  return { designs: await context.services.certificates.designs.list() };
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Certificate designs",
    description: "Kodeveda staff portal.",
    path: "/admin/certificates/designs",
    noindex: true,
  });

export default function AdminCertificateDesigns({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Certificate designs"
        intro="A background made in Canva or similar, with each field placed on it, and who signs. Certificates issued without a design are printed on the built-in one."
        breadcrumbs={[
          { name: "Admin", path: "/admin" },
          { name: "Certificates", path: "/admin/certificates" },
        ]}
      />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <div className="flex flex-wrap justify-end gap-3">
          <a
            href={builtInPreviewUrl}
            target="_blank"
            rel="noopener"
            className={buttonClass("outline")}
          >
            Preview the built-in design
            <span className="sr-only"> (PDF, opens in a new tab)</span>
          </a>
          <Link to="/admin/certificates/designs/new" className={buttonClass("primary")}>
            New design
          </Link>
        </div>
        <DesignsTable designs={loaderData.designs} />
      </div>
    </>
  );
}
