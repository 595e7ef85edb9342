import type { CertificatePage, CertificateLinks, HeldCertificate } from "./certificate-view";

/** What the certificates' component tests render: one certificate in each state. */
export const links: CertificateLinks = {
  page: "/certificates/KV-7K3M-Q9TX",
  pdf: "/certificates/KV-7K3M-Q9TX/certificate.pdf",
  linkedIn:
    "https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Smart%20attendance&certId=KV-7K3M-Q9TX",
};

const stated = {
  id: "KV-7K3M-Q9TX",
  holderName: "Ananya Reddy",
  programme: "Smart attendance with face recognition",
  period: "5 Dec 2026 – 30 Jan 2027 · 24 hours",
  issuedOn: "31 January 2027",
};

export const valid: CertificatePage = {
  state: "valid",
  ...stated,
  signatory: { name: "Ravi Kumar", title: "Founder, Kodeveda" },
  links,
};

export const revoked: CertificatePage = {
  state: "revoked",
  ...stated,
  revoked: { on: "3 March 2027", reason: "Issued to the wrong batch" },
};

export const replaced: CertificatePage = {
  state: "replaced",
  id: stated.id,
  replacedBy: "KV-9P2D-4HNC",
};

export const withdrawn: CertificatePage = { state: "withdrawn", id: stated.id };

export const held: HeldCertificate = {
  id: stated.id,
  programme: stated.programme,
  issuedOn: stated.issuedOn,
  state: "valid",
  revokedNote: null,
  indexable: false,
  links,
};
