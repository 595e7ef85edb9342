/**
 * What the legal documents share: their shape, the notice version that consents refer to,
 * and the Grievance Officer. The documents themselves are in privacy-notice.ts and
 * terms-of-service.ts, so a form that records consent does not carry their text. Plain
 * text only: the pages render each section as a heading, paragraphs, an optional list and an
 * optional link to a page of the site.
 */
import { site } from "./site";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** A page of the site where the section's promise is kept, linked after it. */
  link?: { label: string; to: string };
}

export interface LegalDocument {
  title: string;
  /** ISO date. */
  lastUpdated: string;
  summary: string;
  sections: LegalSection[];
}

/** Identifies the notice a person agreed to when submitting a form; stored with every submission. Change it whenever the notice changes materially. */
export const privacyNoticeVersion = "privacy-2026-11-25.2";

export const companyAddress = `${site.address.street}, ${site.address.locality}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;

export const grievanceOfficer: { name: string; email: string; phone: string; address: string } = {
  name: "Fatima Shaikh",
  email: "privacy@kodeveda.in",
  phone: site.phone,
  address: companyAddress,
};
