import { useLocation } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { WorkshopCertificates } from "../features/admin/certificates/workshops/WorkshopCertificates";
import { adminOnly } from "../features/admin/page-guard.server";
import { formatIst } from "../features/admin/posts/post-form";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-certificate-workshop";

const notFound = () => new Response("Not found", { status: 404 });

/** /admin/certificates/workshops/:workshopId: a workshop and its participants' certificates. */
export const loader = adminOnly(async ({ params, context }: Route.LoaderArgs) => {
  if (!/^[0-9a-f-]{36}$/.test(params.workshopId)) throw notFound();
  const { services } = context;
  const workshop = await services.certificates.workshops
    .get(params.workshopId)
    .catch((error: unknown) => {
      if (services.isRefusal(error)) throw notFound();
      throw error;
    });
  return { workshop };
});

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(matches, {
    title: `Workshop: ${loaderData.workshop.title}`,
    description: "Kodeveda staff portal.",
    path: `/admin/certificates/workshops/${params.workshopId}`,
    noindex: true,
  });

export default function AdminCertificateWorkshop({ loaderData }: Route.ComponentProps) {
  const { workshop } = loaderData;
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const details: ReadonlyArray<[string, string]> = [
    ["College", workshop.college],
    ["Dates or hours", workshop.period],
    ["Issued", formatIst(workshop.createdAt)],
    ["Certificates", String(workshop.certificates)],
  ];
  return (
    <>
      <PageHeader
        title={workshop.title}
        intro="A college workshop's certificates: open one to revoke or reissue it."
        breadcrumbs={[
          { name: "Admin", path: "/admin" },
          { name: "Certificates", path: "/admin/certificates" },
          { name: "Workshops", path: "/admin/certificates/workshops" },
        ]}
      />
      <div className="mx-auto max-w-5xl space-y-6 px-4 pb-16">
        <div role="status">
          {typeof notice === "string" && (
            <p className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
              {notice}
            </p>
          )}
        </div>
        <dl className="grid gap-x-6 gap-y-3 rounded-xl bg-white p-5 ring-1 ring-slate-200 sm:grid-cols-2">
          {details.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="holders-title">
          <h2 id="holders-title" className="text-lg font-semibold text-slate-900">
            Participants&apos; certificates
          </h2>
          <WorkshopCertificates holders={workshop.holders} />
        </section>
      </div>
    </>
  );
}
