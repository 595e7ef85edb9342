import type { CertificateLayout, CertificateState } from "./certificates";

/**
 * Certificates as the portal's pages receive them from the server (issue 40): one shape for
 * the service that makes them and the screens that show them.
 */

/** A certificate as staff see it in a list or on its page. */
export interface StaffCertificate {
  id: string;
  state: CertificateState;
  holderName: string;
  holderEmail: string;
  programme: string;
  period: string;
  /** "25 December 2026". */
  issuedOn: string;
  revokeReason: string | null;
  replacedBy: string | null;
}

/** A paid student on a project's completion list. */
export interface CompletionEntry {
  registrationId: string;
  name: string;
  reference: string;
  /** Sessions checked in at, of the sessions held so far. */
  attended: number;
  completed: boolean;
  note: string | null;
  /** The email of whoever ticked them. */
  markedBy: string | null;
  certificate: { id: string; state: CertificateState } | null;
}

/** What issuing a project's certificates did: new ones, and students who had theirs already. */
export interface IssueOutcome {
  issued: number;
  alreadyHad: number;
}

/** A design as the portal's form shows it: its pictures only as their kinds. */
export interface DesignView {
  id: string;
  name: string;
  layout: CertificateLayout;
  textColour: string;
  signatoryName: string;
  signatoryTitle: string;
  backgroundType: string | null;
  signatureType: string | null;
  version: number;
  updatedAt: string;
}
