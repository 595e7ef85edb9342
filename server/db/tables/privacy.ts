import type {
  DataRequestChannel,
  DataRequestKind,
  DataRequestStatus,
} from "#shared/domain/privacy";

/** Data rights: people's requests, their Your-data links, and erased addresses. */

/** A person's request under the DPDP Act, and how staff answered it (decision 0018). */
export interface DataRequestsTable {
  id: string;
  /** DR- and six characters: what the person and staff quote. */
  reference: string;
  kind: DataRequestKind;
  status: DataRequestStatus;
  channel: DataRequestChannel;
  /** The person's address, lower case; null once they are erased. */
  email: string | null;
  name: string | null;
  /** JSON: what was asked (a correction's changes, a nominee, a grievance's text). */
  details: string | null;
  received_at: string;
  /** When the answer is due: DATA_REQUEST_RESPONSE_DAYS or GRIEVANCE_RESPONSE_DAYS after receipt. */
  due_at: string;
  answered_at: string | null;
  /** The staff member's address, or "self" for what the person did on their own page. */
  answered_by: string | null;
  /** What was done, or why it was declined: told to the person. */
  outcome: string | null;
  /** The staff member who recorded a request made by phone or post. */
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** An emailed "Your data" link, and the short session it opens; only hashes of their secrets. */
export interface DataAccessLinksTable {
  id: string;
  email: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  session_hash: string | null;
  session_expires_at: string | null;
  created_at: string;
}

/** SHA-256 of an erased address: the newsletter never mails it again, and nothing is readable. */
export interface SuppressedEmailsTable {
  email_hash: string;
  reason: string;
  created_at: string;
}
