import type { CertificateState } from "#shared/domain/certificates";

/**
 * What the verification page shows of a certificate, by its state: only what the page says
 * aloud goes to the browser (a revoked one carries no download or LinkedIn link, a withdrawn
 * one no name). Made from the service's answer by certificate-page.server.ts.
 */
export type CertificatePage =
  | {
      state: "valid";
      id: string;
      holderName: string;
      programme: string;
      period: string;
      issuedOn: string;
      signatory: { name: string; title: string };
      links: CertificateLinks;
    }
  | {
      state: "revoked";
      id: string;
      holderName: string;
      programme: string;
      period: string;
      issuedOn: string;
      revoked: { on: string; reason: string } | null;
    }
  | { state: "replaced"; id: string; replacedBy: string | null }
  | { state: "withdrawn"; id: string };

/** Where a valid certificate is viewed, downloaded and added to a LinkedIn profile. */
export interface CertificateLinks {
  page: string;
  pdf: string;
  linkedIn: string;
}

/** A certificate on its holder's account page. */
export interface HeldCertificate {
  id: string;
  programme: string;
  issuedOn: string;
  state: Exclude<CertificateState, "withdrawn" | "replaced">;
  /** "Revoked on 3 March 2027: reason", for a revoked one. */
  revokedNote: string | null;
  indexable: boolean;
  links: CertificateLinks;
}

/** The paths of a certificate's page and PDF on this site. */
export const certificatePaths = (id: string) => ({
  page: `/certificates/${id}`,
  pdf: `/certificates/${id}/certificate.pdf`,
  image: `/certificates/${id}/image.png`,
});
