import type { AppLoadContext } from "react-router";
import { certificatePaths, type CertificatePage, type HeldCertificate } from "./certificate-view";

type Verification = AppLoadContext["services"]["certificates"]["verification"];
type VerifiedCertificate = NonNullable<Awaited<ReturnType<Verification["byId"]>>>;
type HolderCertificate = Awaited<ReturnType<Verification["forHolder"]>>[number];

const linksOf = (certificate: { id: string; linkedInUrl: string }) => {
  const paths = certificatePaths(certificate.id);
  return { page: paths.page, pdf: paths.pdf, linkedIn: certificate.linkedInUrl };
};

/** The page's view of a certificate: what its state lets the page say, and nothing more. */
export function certificatePage(certificate: VerifiedCertificate): CertificatePage {
  switch (certificate.state) {
    case "withdrawn":
      return { state: "withdrawn", id: certificate.id };
    case "replaced":
      return { state: "replaced", id: certificate.id, replacedBy: certificate.replacedBy };
    case "revoked":
      return {
        state: "revoked",
        id: certificate.id,
        holderName: certificate.holderName,
        programme: certificate.programme,
        period: certificate.period,
        issuedOn: certificate.issuedOn,
        revoked: certificate.revoked,
      };
    case "valid":
      return {
        state: "valid",
        id: certificate.id,
        holderName: certificate.holderName,
        programme: certificate.programme,
        period: certificate.period,
        issuedOn: certificate.issuedOn,
        signatory: certificate.signatory,
        links: linksOf(certificate),
      };
  }
}

/** The holder's certificates for /account, worded here so the page's script formats nothing. */
export function heldCertificates(certificates: readonly HolderCertificate[]): HeldCertificate[] {
  return certificates.flatMap((certificate) =>
    certificate.state === "valid" || certificate.state === "revoked"
      ? [
          {
            id: certificate.id,
            programme: certificate.programme,
            issuedOn: certificate.issuedOn,
            state: certificate.state,
            revokedNote: certificate.revoked
              ? `Revoked on ${certificate.revoked.on}: ${certificate.revoked.reason}`
              : null,
            indexable: certificate.indexable,
            links: linksOf(certificate),
          },
        ]
      : [],
  );
}

/** A ticket's certificate, for its page: only a valid one is offered. */
export function ticketCertificate(certificate: VerifiedCertificate | null) {
  if (certificate?.state !== "valid") return null;
  return { programme: certificate.programme, links: linksOf(certificate) };
}
