import type { Generated } from "kysely";
import type { CertificateSource } from "#shared/domain/certificates";

/** Completion, designs, workshops and the certificates themselves (issue 40). */

/** A paid student a mentor ticked as having completed the project's requirements. */
export interface CertificateCompletionsTable {
  registration_id: string;
  note: string | null;
  /** The staff member (email) who ticked it. */
  marked_by: string;
  marked_at: string;
}

/** What certificates are printed on: a background (or the built-in design) and placed fields. */
export interface CertificateDesignsTable {
  id: string;
  name: string;
  /** The fields' placements, as JSON (CertificateLayout). */
  layout: string;
  text_colour: string;
  signatory_name: string;
  signatory_title: string;
  background_type: string | null;
  background: Buffer | null;
  signature_type: string | null;
  signature: Buffer | null;
  /** Refuses an edit made over someone else's. */
  version: Generated<number>;
  updated_by: string;
  created_at: string;
  updated_at: string;
}

/** A college workshop whose participants (who never registered) get certificates. */
export interface CertificateWorkshopsTable {
  id: string;
  title: string;
  college: string;
  period: string;
  /** The booking it came from, when it came from one. */
  booking_id: string | null;
  /** The form's one-time key: pressing "Issue" twice makes one workshop. */
  request_key: string;
  created_by: string;
  created_at: string;
}

export interface CertificatesTable {
  /** What the verification page's address and the printed certificate carry: KV-XXXX-XXXX. */
  id: string;
  source: CertificateSource;
  registration_id: string | null;
  workshop_id: string | null;
  /**
   * Whose current certificate this is ("registration:<id>" or "workshop:<id>:<email>"),
   * unique; cleared when a reissue replaces it.
   */
  holder_key: string | null;
  holder_name: string;
  holder_email: string;
  college: string | null;
  programme: string;
  period: string;
  /** Null: the built-in design. */
  design_id: string | null;
  signatory_name: string;
  signatory_title: string;
  issued_at: string;
  issued_by: string;
  revoked_at: string | null;
  revoked_by: string | null;
  revoke_reason: string | null;
  replaced_by: string | null;
  replaced_at: string | null;
  /** Erased at the holder's request: the page then holds no name. */
  withdrawn_at: string | null;
  /** 1 when the holder lets search engines show the verification page. */
  indexable: Generated<number>;
}
