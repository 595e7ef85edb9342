import { data, redirect } from "react-router";
import { certificateMessages } from "#shared/domain/certificates";
import { PageHeader } from "../components/PageHeader";
import { certificateMeta } from "../features/certificates/certificate-meta";
import { certificatePage } from "../features/certificates/certificate-page.server";
import { certificateTexts } from "../features/certificates/certificate-texts";
import { certificatePaths } from "../features/certificates/certificate-view";
import { CertificateRecord } from "../features/certificates/CertificateRecord";
import { VerifyForm } from "../features/certificates/VerifyForm";
import type { Route } from "./+types/certificate";

/**
 * `no-cache`, not `private, no-store`: link previews and shared caches may keep the page, but
 * must ask again before every use, so a revocation shows at once everywhere; and not a
 * max-age, which would let a revoked certificate look valid for that long.
 */
const revalidateEveryTime = { "Cache-Control": "no-cache" };

/**
 * A certificate's verification page, at /certificates/<id> as the QR code and the emails
 * give it. An ID typed in lower case or without its dashes is sent on (301) to the one
 * address the certificate has.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.services.certificates.verification.byId(params.id);
  if (!found) {
    return data(
      { certificate: null, indexable: false, typed: params.id },
      { status: 404, headers: { ...revalidateEveryTime, "X-Robots-Tag": "noindex" } },
    );
  }
  if (found.id !== params.id) {
    throw redirect(certificatePaths(found.id).page, { status: 301 });
  }
  const indexable = found.state === "valid" && found.indexable;
  return data(
    { certificate: certificatePage(found), indexable, typed: found.id },
    {
      headers: indexable
        ? revalidateEveryTime
        : { ...revalidateEveryTime, "X-Robots-Tag": "noindex" },
    },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  certificateMeta(matches, loaderData.certificate, loaderData.indexable);

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.certificate) {
    return (
      <>
        <PageHeader
          title={certificateTexts.notFound}
          intro="Type the ID again as the certificate prints it, or scan its QR code."
        />
        <div className="mx-auto max-w-7xl px-4 pb-16">
          <VerifyForm typed={loaderData.typed} error={certificateMessages.unknown} />
        </div>
      </>
    );
  }
  return <CertificateRecord certificate={loaderData.certificate} />;
}
