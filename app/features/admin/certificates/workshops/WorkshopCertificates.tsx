import { Link } from "react-router";
import type { CertificateState } from "#shared/domain/certificates";
import { CardCell, CardRow, CardTable } from "../../card-table";

/** A participant's certificate: the loader's StaffCertificate has these. */
export interface HolderRow {
  id: string;
  state: CertificateState;
  holderName: string;
  holderEmail: string;
}

export const certificateStateLabels: Record<CertificateState, string> = {
  valid: "Valid",
  revoked: "Revoked",
  replaced: "Replaced by a reissue",
  withdrawn: "Withdrawn by the holder",
};

/** Each participant's certificate by name, its ID opening the certificate's staff page. */
export function WorkshopCertificates({ holders }: { holders: readonly HolderRow[] }) {
  if (holders.length === 0) return <p className="mt-4 text-slate-700">No certificates.</p>;
  return (
    <CardTable
      label="Certificates table"
      cardsBelow="40rem"
      headings={["Certificate ID", "Name", "Email", "State"]}
      className="mt-4"
    >
      {holders.map((holder) => (
        <CardRow key={holder.id} className={holder.state === "valid" ? "" : "bg-slate-50"}>
          <CardCell label="Certificate ID" rank={1} className="whitespace-nowrap">
            <Link
              to={`/admin/certificates/${holder.id}`}
              className="font-mono font-semibold text-brand-700 underline"
            >
              {holder.id}
            </Link>
          </CardCell>
          <CardCell label="Name" rank={2}>
            {holder.holderName}
          </CardCell>
          <CardCell label="Email" className="break-all">
            {holder.holderEmail}
          </CardCell>
          <CardCell label="State" rank={3}>
            <span className={holder.state === "valid" ? "" : "font-semibold text-red-800"}>
              {certificateStateLabels[holder.state]}
            </span>
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}
