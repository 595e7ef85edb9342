import type { ActivityKind } from "#shared/schemas/admin";

/**
 * The staff actions the audit log records, each with the sentence the dashboard's recent
 * activity shows for it. The server writes only these codes (server/services/unit-of-work.ts).
 */
interface Described {
  who: string;
  subject: string | null;
  detail: string | null;
}

const quoted = (value: string | null) => (value ? ` ${value}` : "");
/** " from Vasavi College (tpo@vasavi.example)": who sent what was answered, until erased. */
const from = (sender: string | null, address: string | null) =>
  sender ? ` from ${sender}${address ? ` (${address})` : ""}` : "";

export const auditActions = {
  "admin.login": ({ who }: Described) => `${who} signed in to the admin portal`,
  "admin.logout": ({ who }: Described) => `${who} signed out of the admin portal`,
  "admin.login_failed": ({ subject }: Described) =>
    `Failed sign-in to the admin portal as${quoted(subject)}`,
  "admin.created": ({ subject }: Described) => `Admin account created for${quoted(subject)}`,
  "admin.promoted": ({ subject }: Described) => `${subject ?? "An account"} was made an admin`,
  "admin.password_reset_requested": ({ who }: Described) =>
    `${who} asked for a password reset code`,
  "admin.password_reset_refused": ({ who }: Described) =>
    `${who} asked for too many password reset codes; none was sent`,
  "admin.password_reset": ({ who }: Described) => `${who} set a new password`,
  "admin.export": ({ who, subject }: Described) => `${who} downloaded the ${subject ?? ""} list`,
  "bookings.status": ({ who, detail }: Described) =>
    `${who} changed a booking's status${detail ? ` (${detail})` : ""}`,
  "contacts.status": ({ who, detail }: Described) =>
    `${who} changed a contact message's status${detail ? ` (${detail})` : ""}`,
  "bookings.answered": ({ who, subject, detail }: Described) =>
    `${who} marked the booking${from(subject, detail)} answered`,
  "contacts.answered": ({ who, subject, detail }: Described) =>
    `${who} marked the message${from(subject, detail)} answered`,
  "registration.upi_confirmed": ({ who, subject }: Described) =>
    `${who} confirmed the UPI payment for${quoted(subject)}`,
  "registration.upi_rejected": ({ who, subject }: Described) =>
    `${who} rejected the UPI payment for${quoted(subject)}`,
  "registration.upi_network_rejected": ({ who, detail }: Described) =>
    `${who} rejected every unverified UPI payment from one network${detail ? ` (${detail})` : ""}`,
  "registration.cancelled": ({ who, subject, detail }: Described) =>
    `${who} cancelled the registration${quoted(subject)}${detail ? ` (${detail})` : ""}`,
  "registration.reconciled": ({ who, subject }: Described) =>
    `${who} found the Razorpay payment for${quoted(subject)}: it is paid`,
  "registration.reconciliation_run": ({ who, detail }: Described) =>
    `${who} checked the pending Razorpay payments${detail ? ` (${detail})` : ""}`,
  "registration.refund_needed": ({ subject }: Described) =>
    `${subject ?? "A registration"} was paid after its project filled up: it needs a refund`,
  "registration.payment_mismatch": ({ subject, detail }: Described) =>
    `${subject ?? "A registration"} got a payment that does not match its fee${detail ? ` (${detail})` : ""}`,
  "project.created": ({ who, subject }: Described) => `${who} added the project "${subject ?? ""}"`,
  "project.updated": ({ who, subject }: Described) =>
    `${who} edited the project "${subject ?? ""}"`,
  "project.moved": ({ who, subject }: Described) =>
    `${who} reordered the project "${subject ?? ""}"`,
  "project.archived": ({ who, subject }: Described) =>
    `${who} archived the project "${subject ?? ""}"`,
  "project.restored": ({ who, subject }: Described) =>
    `${who} restored the project "${subject ?? ""}"`,
  "project.completed": ({ who, subject }: Described) =>
    `${who} marked the project "${subject ?? ""}" completed`,
  "project.waitlist_removed": ({ who, subject, detail }: Described) =>
    `${who} removed ${detail ?? "someone"} from the waitlist of "${subject ?? ""}"`,
  "session.added": ({ who, subject, detail }: Described) =>
    `${who} added ${detail ?? "a session"} to "${subject ?? ""}"`,
  "session.changed": ({ who, subject, detail }: Described) =>
    `${who} changed the session ${detail ?? ""} of "${subject ?? ""}"; its students were told`,
  "session.cancelled": ({ who, subject, detail }: Described) =>
    `${who} cancelled the session ${detail ?? ""} of "${subject ?? ""}"; its students were told`,
  "session.checked_in": ({ who, subject, detail }: Described) =>
    `${who} checked in${quoted(subject)} at ${detail ?? "a session"}`,
  "certificate.completed": ({ who, subject, detail }: Described) =>
    `${who} marked ${detail ?? "a student"} (${subject ?? ""}) as having completed the project`,
  "certificate.uncompleted": ({ who, subject, detail }: Described) =>
    `${who} took back the completion of ${detail ?? "a student"} (${subject ?? ""})`,
  "certificate.issued": ({ who, subject, detail }: Described) =>
    `${who} issued ${detail ?? "certificates"} for "${subject ?? ""}"`,
  "certificate.workshop_issued": ({ who, subject, detail }: Described) =>
    `${who} issued certificates for the workshop "${subject ?? ""}"${detail ? ` (${detail})` : ""}`,
  "certificate.revoked": ({ who, subject, detail }: Described) =>
    `${who} revoked the certificate${quoted(subject)}${detail ? ` (${detail})` : ""}`,
  "certificate.reissued": ({ who, subject, detail }: Described) =>
    `${who} reissued the certificate${quoted(subject)}${detail ? ` ${detail}` : ""}`,
  "certificate.design_saved": ({ who, subject }: Described) =>
    `${who} saved the certificate design "${subject ?? ""}"`,
  "completed_project.created": ({ who, subject }: Described) =>
    `${who} added "${subject ?? ""}" to the completed projects`,
  "completed_project.updated": ({ who, subject }: Described) =>
    `${who} edited the completed project "${subject ?? ""}"`,
  "completed_project.moved": ({ who, subject }: Described) =>
    `${who} reordered the completed project "${subject ?? ""}"`,
  "completed_project.archived": ({ who, subject }: Described) =>
    `${who} archived the completed project "${subject ?? ""}"`,
  "completed_project.restored": ({ who, subject }: Described) =>
    `${who} restored the completed project "${subject ?? ""}"`,
  "media.uploaded": ({ who, detail }: Described) => `${who} uploaded the image${quoted(detail)}`,
  "blog.created": ({ who, subject }: Described) => `${who} started the post "${subject ?? ""}"`,
  "blog.updated": ({ who, subject }: Described) => `${who} edited "${subject ?? ""}"`,
  "blog.published": ({ who, subject }: Described) => `${who} published "${subject ?? ""}"`,
  "blog.scheduled": ({ who, subject }: Described) =>
    `${who} scheduled "${subject ?? ""}" to be published`,
  "blog.published_on_schedule": ({ subject }: Described) =>
    `"${subject ?? ""}" was published at its scheduled time`,
  "blog.unpublished": ({ who, subject }: Described) => `${who} unpublished "${subject ?? ""}"`,
  "blog.deleted": ({ who, subject }: Described) => `${who} deleted "${subject ?? ""}"`,
  "newsletter.created": ({ who, subject }: Described) =>
    `${who} started the newsletter "${subject ?? ""}"`,
  "newsletter.updated": ({ who, subject }: Described) =>
    `${who} edited the newsletter "${subject ?? ""}"`,
  "newsletter.deleted": ({ who, subject }: Described) =>
    `${who} deleted the newsletter draft "${subject ?? ""}"`,
  "newsletter.test_sent": ({ who, subject }: Described) =>
    `${who} sent themselves a test of "${subject ?? ""}"`,
  "newsletter.send_started": ({ who, subject }: Described) =>
    `${who} started sending the newsletter "${subject ?? ""}"`,
  "newsletter.scheduled": ({ who, subject }: Described) =>
    `${who} scheduled the newsletter "${subject ?? ""}"`,
  "newsletter.unscheduled": ({ who, subject }: Described) =>
    `${who} unscheduled the newsletter "${subject ?? ""}"`,
  "newsletter.paused": ({ who, subject }: Described) =>
    `${who} paused the newsletter "${subject ?? ""}"`,
  "newsletter.resumed": ({ who, subject }: Described) =>
    `${who} resumed the newsletter "${subject ?? ""}"`,
  "newsletter.cancelled": ({ who, subject }: Described) =>
    `${who} cancelled the newsletter "${subject ?? ""}"`,
  "staff.invited": ({ who, subject, detail }: Described) =>
    `${who} invited ${subject ?? ""} to the admin portal${detail ? ` as ${detail}` : ""}`,
  "staff.joined": ({ subject }: Described) => `${subject ?? "Someone"} joined the admin portal`,
  "staff.role_changed": ({ who, subject, detail }: Described) =>
    `${who} made ${subject ?? ""} ${detail === "admin" ? "an admin" : detail === "mentor" ? "a mentor" : "an editor"}`,
  "staff.removed": ({ who, subject }: Described) =>
    `${who} removed ${subject ?? ""} from the admin portal`,
  "staff.invitation_revoked": ({ who, subject, detail }: Described) =>
    `${who} revoked the invitation of ${subject ?? ""}${detail ? ` (${detail})` : ""}`,
  "staff.invitation_refused": ({ subject, detail }: Described) =>
    `The invitation of ${subject ?? ""} was refused${detail ? `: ${detail}` : ""}`,
  "privacy.request_filed": ({ subject, detail }: Described) =>
    `A data request${quoted(subject)} was received${detail ? ` (${detail})` : ""}`,
  "privacy.request_recorded": ({ who, subject, detail }: Described) =>
    `${who} recorded the data request${quoted(subject)}${detail ? ` (${detail})` : ""}`,
  "privacy.request_completed": ({ who, subject, detail }: Described) =>
    `${who} completed the data request${quoted(subject)}${detail ? ` (${detail})` : ""}`,
  "privacy.request_declined": ({ who, subject }: Described) =>
    `${who} declined the data request${quoted(subject)}`,
  "privacy.erased": ({ who, subject }: Described) =>
    `${who} erased a person's data (request${quoted(subject)})`,
  "privacy.retention_ran": ({ detail }: Described) =>
    `The daily retention job ran${detail ? `: ${detail}` : ""}`,
  "registration.guardian_consented": ({ subject }: Described) =>
    `A parent or guardian consented to the registration${quoted(subject)}`,
  "outbox.retried": ({ who, subject, detail }: Described) =>
    `${who} had the email${detail ? ` "${detail}"` : ""} to ${subject ?? "someone"} sent again`,
} as const;

export type AuditAction = keyof typeof auditActions;

/**
 * Which filter of the recent activity each action shows under. A Record, so an action added
 * above does not compile until it is given its kind here.
 */
export const auditActionKinds: Record<AuditAction, ActivityKind> = {
  "admin.login": "staff",
  "admin.logout": "staff",
  "admin.login_failed": "staff",
  "admin.created": "staff",
  "admin.promoted": "staff",
  "admin.password_reset_requested": "staff",
  "admin.password_reset_refused": "staff",
  "admin.password_reset": "staff",
  "admin.export": "staff",
  "bookings.status": "enquiries",
  "contacts.status": "enquiries",
  "bookings.answered": "enquiries",
  "contacts.answered": "enquiries",
  "registration.upi_confirmed": "payments",
  "registration.upi_rejected": "payments",
  "registration.upi_network_rejected": "payments",
  "registration.cancelled": "payments",
  "registration.reconciled": "payments",
  "registration.reconciliation_run": "payments",
  "registration.refund_needed": "payments",
  "registration.payment_mismatch": "payments",
  "registration.guardian_consented": "payments",
  "project.created": "content",
  "project.updated": "content",
  "project.moved": "content",
  "project.archived": "content",
  "project.restored": "content",
  "project.completed": "content",
  "project.waitlist_removed": "content",
  "session.added": "content",
  "session.changed": "content",
  "session.cancelled": "content",
  "session.checked_in": "payments",
  "certificate.completed": "content",
  "certificate.uncompleted": "content",
  "certificate.issued": "content",
  "certificate.workshop_issued": "content",
  "certificate.revoked": "content",
  "certificate.reissued": "content",
  "certificate.design_saved": "content",
  "completed_project.created": "content",
  "completed_project.updated": "content",
  "completed_project.moved": "content",
  "completed_project.archived": "content",
  "completed_project.restored": "content",
  "media.uploaded": "content",
  "blog.created": "content",
  "blog.updated": "content",
  "blog.published": "content",
  "blog.scheduled": "content",
  "blog.published_on_schedule": "content",
  "blog.unpublished": "content",
  "blog.deleted": "content",
  "newsletter.created": "content",
  "newsletter.updated": "content",
  "newsletter.deleted": "content",
  "newsletter.test_sent": "content",
  "newsletter.send_started": "content",
  "newsletter.scheduled": "content",
  "newsletter.unscheduled": "content",
  "newsletter.paused": "content",
  "newsletter.resumed": "content",
  "newsletter.cancelled": "content",
  "staff.invited": "staff",
  "staff.joined": "staff",
  "staff.role_changed": "staff",
  "staff.removed": "staff",
  "staff.invitation_revoked": "staff",
  "staff.invitation_refused": "staff",
  "privacy.request_filed": "data_requests",
  "privacy.request_recorded": "data_requests",
  "privacy.request_completed": "data_requests",
  "privacy.request_declined": "data_requests",
  "privacy.erased": "data_requests",
  "privacy.retention_ran": "data_requests",
  "outbox.retried": "staff",
};

/** The actions of one kind (every action when none is given). */
export const auditActionsOf = (kind?: ActivityKind): AuditAction[] =>
  (Object.keys(auditActionKinds) as AuditAction[]).filter(
    (action) => kind === undefined || auditActionKinds[action] === kind,
  );

const isAuditAction = (action: string): action is AuditAction =>
  Object.hasOwn(auditActions, action);

/** The sentence for one audit row; a code this version does not know is shown as stored. */
export function describeAuditEntry(entry: { action: string } & Described): string {
  return isAuditAction(entry.action)
    ? auditActions[entry.action](entry)
    : `${entry.who}: ${entry.action}${quoted(entry.subject)}`;
}
