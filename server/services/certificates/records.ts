import type { Selectable } from "kysely";
import { founderQuote } from "#shared/content/founder";
import { site } from "#shared/content/site";
import type { StaffCertificate } from "#shared/domain/certificate-views";
import type { CertificateState } from "#shared/domain/certificates";
import { indiaLongDate } from "#shared/domain/india-time";
import type { CertificatesTable } from "../../db/tables/certificates";

export type CertificateRow = Selectable<CertificatesTable>;

/** Who signs the built-in design's certificates when staff upload no design. */
export const builtInSignatory = {
  name: founderQuote.name,
  title: `${founderQuote.title}, ${site.name}`,
} as const;

/** What a certificate is now; a withdrawal outranks everything, as the page then names nobody. */
export function stateOf(row: CertificateRow): CertificateState {
  if (row.withdrawn_at) return "withdrawn";
  if (row.replaced_by) return "replaced";
  if (row.revoked_at) return "revoked";
  return "valid";
}

/** A certificate's addresses on the site. */
export function certificateUrls(siteUrl: string, id: string) {
  const page = `${siteUrl}/certificates/${id}`;
  return { page, pdf: `${page}/certificate.pdf`, image: `${page}/image.png` };
}

export type { StaffCertificate };

export const toStaffCertificate = (row: CertificateRow): StaffCertificate => ({
  id: row.id,
  state: stateOf(row),
  holderName: row.holder_name,
  holderEmail: row.holder_email,
  programme: row.programme,
  period: row.period,
  issuedOn: indiaLongDate(row.issued_at),
  revokeReason: row.revoke_reason,
  replacedBy: row.replaced_by,
});
