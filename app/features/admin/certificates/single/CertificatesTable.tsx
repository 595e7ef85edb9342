import { Link } from "react-router";
import { CardCell, CardRow, CardTable } from "../../card-table";
import { CertificateStateBadge, staffCertificatePath } from "./certificate-state";
import type { StaffCertificateView } from "./certificates-api";

/** Certificates found: each one's ID (the way to its page), holder, programme, date and state. */
export function CertificatesTable({
  certificates,
}: {
  certificates: readonly StaffCertificateView[];
}) {
  return (
    <CardTable
      label="Certificates table"
      cardsBelow="64rem"
      headings={["ID", "Holder", "Programme", "Issued on", "State"]}
    >
      {certificates.map((certificate) => (
        <CardRow key={certificate.id}>
          <CardCell label="ID" rank={1} className="whitespace-nowrap">
            <Link
              to={staffCertificatePath(certificate.id)}
              className="font-mono text-brand-700 underline"
            >
              {certificate.id}
            </Link>
          </CardCell>
          <CardCell label="Holder" rank={2}>
            <span className="block">{certificate.holderName}</span>
            <span className="block break-all text-slate-600">{certificate.holderEmail}</span>
          </CardCell>
          <CardCell label="Programme">{certificate.programme}</CardCell>
          <CardCell label="Issued on" className="whitespace-nowrap">
            {certificate.issuedOn}
          </CardCell>
          <CardCell label="State" rank={3}>
            <CertificateStateBadge state={certificate.state} />
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}
