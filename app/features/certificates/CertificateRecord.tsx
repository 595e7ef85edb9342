import { Link } from "react-router";
import { site } from "#shared/content/site";
import { certificateMessages } from "#shared/domain/certificates";
import { CertificateActions } from "./CertificateActions";
import { certificateTexts } from "./certificate-texts";
import { certificatePaths, type CertificatePage } from "./certificate-view";
import { Verdict } from "./Verdict";

/**
 * A certificate's verification page (/certificates/<id>), the one a recruiter opens from
 * the QR code or a shared link: the verdict first, then what the certificate states. A
 * revoked one still names whom and what it was for, so the reader knows what was revoked;
 * a withdrawn one names nobody.
 */
export function CertificateRecord({ certificate }: { certificate: CertificatePage }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 pb-12 sm:pt-14 sm:pb-16">
      <Answer certificate={certificate} />
      <p className="mt-8 text-slate-700">{certificateTexts.record}</p>
      <p className="mt-2">
        <Link to="/certificates" className="font-semibold text-brand-700 underline">
          Verify another certificate
        </Link>
      </p>
    </div>
  );
}

function Answer({ certificate }: { certificate: CertificatePage }) {
  switch (certificate.state) {
    case "valid":
      return (
        <>
          <Verdict tone="valid" heading={certificateTexts.valid}>
            {certificateMessages.valid} It was issued by {site.name} to the person named below.
          </Verdict>
          <Details
            rows={[
              ["Awarded to", certificate.holderName],
              ["Programme", certificate.programme],
              ["Dates or hours", certificate.period],
              ["Issued on", certificate.issuedOn],
              ["Signed by", `${certificate.signatory.name}, ${certificate.signatory.title}`],
              ["Certificate ID", certificate.id],
            ]}
          />
          <div className="mt-6">
            <CertificateActions links={certificate.links} />
            <p className="mt-2 text-sm text-slate-600">
              The LinkedIn button is for the holder: it adds this certificate to their profile.
            </p>
          </div>
        </>
      );
    case "revoked":
      return (
        <>
          <Verdict tone="revoked" heading={certificateMessages.revoked}>
            {certificate.revoked ? (
              <>
                <p>Revoked on {certificate.revoked.on}.</p>
                <p className="mt-1">Reason: {certificate.revoked.reason}</p>
              </>
            ) : (
              <p>It is no longer valid.</p>
            )}
          </Verdict>
          <Details
            rows={[
              ["Issued to", certificate.holderName],
              ["Programme", certificate.programme],
              ["Dates or hours", certificate.period],
              ["Issued on", certificate.issuedOn],
              ["Certificate ID", certificate.id],
            ]}
          />
        </>
      );
    case "replaced":
      return (
        <>
          <Verdict tone="replaced" heading={certificateMessages.replaced}>
            {certificate.replacedBy ? (
              <p>
                The corrected certificate is{" "}
                <Link
                  to={certificatePaths(certificate.replacedBy).page}
                  className="font-mono font-semibold text-brand-700 underline"
                >
                  {certificate.replacedBy}
                </Link>
                .
              </p>
            ) : null}
          </Verdict>
          <Details rows={[["Certificate ID", certificate.id]]} />
        </>
      );
    case "withdrawn":
      return (
        <>
          <Verdict tone="neutral" heading={certificateMessages.withdrawn} />
          <Details rows={[["Certificate ID", certificate.id]]} />
        </>
      );
  }
}

function Details({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-1 rounded-xl border border-slate-200 p-5 sm:grid-cols-[auto_1fr] sm:gap-y-3">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-900">{term}</dt>
          <dd
            className={`mb-2 min-w-0 break-words text-slate-800 sm:mb-0 ${term === "Certificate ID" ? "font-mono" : ""}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
