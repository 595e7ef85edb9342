import { Link } from "react-router";
import { CertificateActions } from "./CertificateActions";
import type { HeldCertificate } from "./certificate-view";
import { VisibilityForm, type VisibilityAnswer } from "./VisibilityForm";

/**
 * "Your certificates" on /account: each with its state, its links while it is valid, and
 * whether search engines may show its page. Replaced and withdrawn ones are not listed.
 */
export function AccountCertificates({
  certificates,
  answered,
}: {
  certificates: readonly HeldCertificate[];
  answered?: VisibilityAnswer | undefined;
}) {
  if (certificates.length === 0) return null;
  return (
    <section aria-labelledby="certificates" className="mx-auto max-w-5xl px-4 pb-12">
      <h2 id="certificates" className="text-2xl font-bold text-slate-900">
        Your certificates
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {certificates.map((certificate) => (
          <li key={certificate.id} className="rounded-xl border border-slate-200 p-5">
            <h3 className="text-lg font-semibold break-words text-slate-900">
              {certificate.programme}
            </h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
              <dt className="font-semibold">Issued on</dt>
              <dd>{certificate.issuedOn}</dd>
              <dt className="font-semibold">Certificate ID</dt>
              <dd className="font-mono">{certificate.id}</dd>
              <dt className="font-semibold">State</dt>
              <dd>
                {certificate.state === "valid" ? "Valid" : (certificate.revokedNote ?? "Revoked")}
              </dd>
            </dl>
            {certificate.state === "revoked" && (
              <Link
                to={certificate.links.page}
                className="mt-4 inline-block font-semibold text-brand-700 underline"
              >
                View<span className="sr-only"> ({certificate.programme})</span>
              </Link>
            )}
            {certificate.state === "valid" && (
              <>
                <div className="mt-4">
                  <CertificateActions
                    links={certificate.links}
                    withPage
                    about={certificate.programme}
                    size="small"
                  />
                </div>
                <VisibilityForm
                  id={certificate.id}
                  programme={certificate.programme}
                  indexable={certificate.indexable}
                  answered={answered}
                />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
