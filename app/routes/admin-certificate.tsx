import { redirect, useLocation } from "react-router";
import { normaliseCertificateId } from "#shared/domain/certificates";
import { PageHeader } from "../components/PageHeader";
import { staffCertificatePath } from "../features/admin/certificates/single/certificate-state";
import { CertificateScreen } from "../features/admin/certificates/single/CertificateScreen";
import { adminOnly } from "../features/admin/page-guard.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-certificate";

const notFound = () => new Response("Not found", { status: 404 });

/**
 * /admin/certificates/:certificateId: one certificate, what became of it, and revoking or
 * reissuing it. An ID typed loosely (lower case, an O for a 0) opens under its exact form.
 */
export const loader = adminOnly(async ({ params, context }: Route.LoaderArgs) => {
  const id = normaliseCertificateId(params.certificateId);
  if (!id) throw notFound();
  if (id !== params.certificateId) throw redirect(staffCertificatePath(id));
  const { services } = context;
  const { reissuedFrom, ...certificate } = await services.certificates.staff
    .get(id)
    .catch((error: unknown) => {
      if (services.isRefusal(error)) throw notFound();
      throw error;
    });
  return { certificate, reissuedFrom };
});

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(matches, {
    title: `Certificate ${loaderData.certificate.id}`,
    description: "Kodeveda staff portal.",
    path: `/admin/certificates/${params.certificateId}`,
    noindex: true,
  });

export default function AdminCertificate({ loaderData }: Route.ComponentProps) {
  const { certificate, reissuedFrom } = loaderData;
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  return (
    <>
      <PageHeader
        title={`Certificate ${certificate.id}`}
        intro={`${certificate.holderName}, ${certificate.programme}.`}
        breadcrumbs={[
          { name: "Admin", path: "/admin" },
          { name: "Certificates", path: "/admin/certificates" },
        ]}
      />
      <div className="mx-auto max-w-5xl px-4 pb-16">
        <CertificateScreen
          // A reissue opens the new certificate: its forms and sentence start over.
          key={certificate.id}
          certificate={certificate}
          reissuedFrom={reissuedFrom}
          notice={typeof notice === "string" ? { text: notice, good: true } : null}
        />
      </div>
    </>
  );
}
