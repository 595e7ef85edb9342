import type { ReactNode } from "react";
import { Link } from "react-router";
import { CertificateStateBadge, staffCertificatePath } from "./certificate-state";
import { publicCertificateUrls, type StaffCertificateView } from "./certificates-api";

const linkClass = "text-brand-700 underline";

/** What became of a certificate, read on from its state's badge ("Replaced" by KV-…). */
function StateSentence({ certificate }: { certificate: StaffCertificateView }) {
  switch (certificate.state) {
    case "revoked":
      return <span>Reason: {certificate.revokeReason}</span>;
    case "replaced":
      return certificate.replacedBy ? (
        <span>
          by{" "}
          <Link
            to={staffCertificatePath(certificate.replacedBy)}
            className={`${linkClass} font-mono`}
          >
            {certificate.replacedBy}
          </Link>
        </span>
      ) : (
        <span>by a corrected certificate</span>
      );
    case "withdrawn":
      return <span>by its holder: the public page names nobody</span>;
    case "valid":
      return null;
  }
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </>
  );
}

/** A certificate's details and its public page, and the certificate it corrected, if any. */
export function CertificateDetails({
  certificate,
  reissuedFrom,
}: {
  certificate: StaffCertificateView;
  reissuedFrom: string | null;
}) {
  const urls = publicCertificateUrls(certificate.id);
  return (
    <section
      aria-labelledby="certificate-details-title"
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="certificate-details-title" className="text-lg font-semibold text-slate-900">
        Details
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <Item term="State">
          <span className="flex flex-wrap items-center gap-2">
            <CertificateStateBadge state={certificate.state} />
            <StateSentence certificate={certificate} />
          </span>
        </Item>
        <Item term="Holder">{certificate.holderName}</Item>
        <Item term="Email">{certificate.holderEmail}</Item>
        <Item term="Programme">{certificate.programme}</Item>
        <Item term="Dates or hours">{certificate.period}</Item>
        <Item term="Issued on">{certificate.issuedOn}</Item>
        {reissuedFrom && (
          <Item term="Reissued from">
            <Link to={staffCertificatePath(reissuedFrom)} className={`${linkClass} font-mono`}>
              {reissuedFrom}
            </Link>
          </Item>
        )}
      </dl>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <a href={urls.page} className={linkClass}>
          Public verification page
        </a>
        <a href={urls.pdf} className={linkClass}>
          The certificate as a PDF
        </a>
      </p>
    </section>
  );
}
