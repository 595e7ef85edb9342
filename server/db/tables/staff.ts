import type { Generated } from "kysely";
import type { StaffRole } from "#shared/domain/staff";

/** Staff: invitations, password reset codes and the audit log of what they do. */

/** An emailed invitation to work in the admin portal; only its token's hash is kept. */
export interface StaffInvitationsTable {
  id: string;
  email: string;
  role: StaffRole;
  token_hash: string;
  /** The sender's address, as the staff page shows it. */
  invited_by: string;
  /** The sender's account: accepting re-checks that it may still give the role. */
  invited_by_id: string | null;
  expires_at: string;
  used_at: string | null;
  /** Revoked by an admin, or ended with its sender's removal or demotion. */
  revoked_at: string | null;
  created_at: string;
}

/** A one-time code for resetting an admin's password: single use, 10 minutes, 5 tries. */
export interface AdminPasswordResetsTable {
  id: string;
  user_id: string;
  /** HMAC-SHA256 of the code with the auth secret: a leaked table does not give codes away. */
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Every change an admin makes, and sign-ins and password resets. */
export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  /** What it was done to, e.g. a registration's reference. */
  subject: string | null;
  detail: string | null;
  created_at: string;
}
