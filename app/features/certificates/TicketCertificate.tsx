import { CertificateActions } from "./CertificateActions";
import type { CertificateLinks } from "./certificate-view";

/** A ticket's certificate, once the project is completed: its page, PDF and LinkedIn. */
export function TicketCertificate({
  certificate,
}: {
  certificate: { programme: string; links: CertificateLinks };
}) {
  return (
    <section
      aria-labelledby="ticket-certificate"
      className="ticket-screen mt-8 rounded-xl border border-green-300 bg-green-50 p-5"
    >
      <h2 id="ticket-certificate" className="text-2xl font-bold text-slate-900">
        Your certificate
      </h2>
      <p className="mt-2 text-slate-800">
        You completed {certificate.programme}. Your certificate&apos;s page is the proof anyone can
        check; share its link or add it to your LinkedIn profile.
      </p>
      <div className="mt-4">
        <CertificateActions links={certificate.links} withPage />
      </div>
    </section>
  );
}
