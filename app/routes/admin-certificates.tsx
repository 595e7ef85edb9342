import { Link } from "react-router";
import { buttonClass } from "../components/button";
import { PageHeader } from "../components/PageHeader";
import { CertificateSearchForm } from "../features/admin/certificates/single/CertificateSearchForm";
import { CertificatesTable } from "../features/admin/certificates/single/CertificatesTable";
import { adminOnly } from "../features/admin/page-guard.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-certificates";

/** The longest search the API takes: an email address and then some. */
const maxSearch = 100;

/**
 * /admin/certificates: the latest certificates, or those whose ID, holder's name or email
 * has the search in it, each the way to its page; and the ways to the designs and workshops.
 */
export const loader = adminOnly(async ({ request, context }: Route.LoaderArgs) => {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, maxSearch);
  return { q, certificates: await context.services.certificates.staff.search(q) };
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Certificates",
    description: "Kodeveda staff portal.",
    path: "/admin/certificates",
    noindex: true,
  });

const certificates = (count: number) => `${count} ${count === 1 ? "certificate" : "certificates"}`;

/** "The latest 12 certificates, newest first." or "3 certificates match “asha”, newest first." */
function resultText(q: string, count: number) {
  if (!q) {
    return count === 0
      ? "No certificate has been issued yet."
      : `The latest ${certificates(count)}, newest first.`;
  }
  if (count === 0) return `No certificate matches “${q}”.`;
  return `${certificates(count)} ${count === 1 ? "matches" : "match"} “${q}”, newest first.`;
}

export default function AdminCertificates({ loaderData }: Route.ComponentProps) {
  const { q, certificates } = loaderData;
  return (
    <>
      <PageHeader
        title="Certificates"
        intro="Every certificate issued, for projects and college workshops. Open one to revoke it or reissue it with a corrected name."
        breadcrumbs={[{ name: "Admin", path: "/admin" }]}
      >
        <nav aria-label="Certificates" className="mt-6 flex flex-wrap gap-3">
          <Link to="/admin/certificates/designs" className={buttonClass("outline")}>
            Designs
          </Link>
          <Link to="/admin/certificates/workshops" className={buttonClass("outline")}>
            Workshops
          </Link>
        </nav>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <CertificateSearchForm key={q} q={q} />
        <p role="status" className="mt-6 text-slate-700">
          {resultText(q, certificates.length)}
        </p>
        {certificates.length > 0 && <CertificatesTable certificates={certificates} />}
      </div>
    </>
  );
}
