import type { BackgroundType, CertificateLayout } from "#shared/domain/certificates";

/** What one certificate says. */
export interface CertificateContent {
  /** "KV-7X3K-9QPM" */
  id: string;
  /** In any script, or several: each run is set in its script's face. */
  holderName: string;
  /** "Full-Stack Web Development with React" */
  programme: string;
  /** "5 Dec 2026 – 30 Jan 2027 · 24 hours" */
  period: string;
  /** What the QR code encodes, exactly. */
  verifyUrl: string;
  /** "30 January 2027" */
  issuedOn: string;
  signatory: { name: string; title: string };
}

/** How certificates look: the same for every page of a PDF. */
export interface CertificateArtwork {
  layout: CertificateLayout;
  /** "#rrggbb" */
  textColour: string;
  /** null: the built-in design. */
  background: { type: BackgroundType; bytes: Uint8Array } | null;
  signature: { type: "image/png" | "image/jpeg"; bytes: Uint8Array } | null;
}
