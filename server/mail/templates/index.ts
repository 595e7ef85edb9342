import type { ComponentProps, FunctionComponent } from "react";
import { AlreadyRegistered, VerifyEmail } from "./AccountEmails";
import { AdminPasswordChanged, AdminResetCode, StaffInvitation } from "./AdminEmails";
import { BookingAcknowledgement, BookingForStaff } from "./BookingEmails";
import { ContactAcknowledgement, ContactForStaff } from "./ContactEmails";
import { DataErased } from "./ErasureEmails";
import { NewsletterCampaign, NewsletterConfirm, NewsletterWelcome } from "./NewsletterEmails";
import { DataAccessLink, DataRequestReceived, GrievanceForOfficer } from "./PrivacyEmails";
import { DataRequestCompleted, DataRequestDeclined } from "./DataRequestEmails";
import { GuardianConsented, GuardianConsentRequest } from "./GuardianEmails";
import {
  RefundNeededForStaff,
  RegistrationCancelled,
  RegistrationRefunded,
  WaitlistJoined,
  WaitlistOffer,
} from "./ProjectEmails";
import {
  PaidRegistrationForStaff,
  PaymentReceipt,
  UpiPaymentReceived,
  UpiPaymentRejected,
  UpiPaymentToVerify,
} from "./RegistrationEmails";
import { SessionChanged, SessionReminder, SessionsAdded } from "./SessionEmails";
import { CertificateIssued } from "./CertificateEmails";

/**
 * Every email the site sends, by the name stored with a queued message. A queued message
 * keeps its template's name and props (JSON); the outbox renders it when it sends it.
 */
export const emailTemplates = {
  "booking-staff": BookingForStaff,
  "booking-acknowledgement": BookingAcknowledgement,
  "contact-staff": ContactForStaff,
  "contact-acknowledgement": ContactAcknowledgement,
  "newsletter-confirm": NewsletterConfirm,
  "newsletter-welcome": NewsletterWelcome,
  "newsletter-campaign": NewsletterCampaign,
  "registration-receipt": PaymentReceipt,
  "registration-paid-staff": PaidRegistrationForStaff,
  "upi-verify-staff": UpiPaymentToVerify,
  "upi-received": UpiPaymentReceived,
  "upi-rejected": UpiPaymentRejected,
  "admin-reset-code": AdminResetCode,
  "admin-password-changed": AdminPasswordChanged,
  "staff-invitation": StaffInvitation,
  "account-verify-email": VerifyEmail,
  "already-registered": AlreadyRegistered,
  "registration-cancelled": RegistrationCancelled,
  "registration-refunded": RegistrationRefunded,
  "refund-needed-staff": RefundNeededForStaff,
  "waitlist-joined": WaitlistJoined,
  "waitlist-offer": WaitlistOffer,
  "data-access-link": DataAccessLink,
  "data-request-completed": DataRequestCompleted,
  "data-request-declined": DataRequestDeclined,
  "data-erased": DataErased,
  "guardian-consent-request": GuardianConsentRequest,
  "guardian-consented": GuardianConsented,
  "data-request-received": DataRequestReceived,
  "grievance-officer": GrievanceForOfficer,
  "session-reminder": SessionReminder,
  "session-changed": SessionChanged,
  "sessions-added": SessionsAdded,
  "certificate-issued": CertificateIssued,
} satisfies Record<string, FunctionComponent<never>>;

export type EmailTemplate = keyof typeof emailTemplates;
export type EmailProps<T extends EmailTemplate> = ComponentProps<(typeof emailTemplates)[T]>;

/**
 * Templates whose props carry a secret (a one-time code, a link that signs in or verifies).
 * The outbox keeps such props only until the message is sent, then overwrites them and
 * keeps no body, so the database holds nothing a reader could use. The secret goes in the
 * body only: subjects are stored and logged. Marking a template is adding its name here.
 */
export const sensitiveEmailTemplates: ReadonlySet<EmailTemplate> = new Set<EmailTemplate>([
  "admin-reset-code",
  "account-verify-email",
  "staff-invitation",
  "waitlist-offer",
  "newsletter-confirm",
  "data-access-link",
  "guardian-consent-request",
]);

export function isSensitiveEmailTemplate(name: string): boolean {
  return isEmailTemplate(name) && sensitiveEmailTemplates.has(name);
}

export function isEmailTemplate(name: string): name is EmailTemplate {
  return Object.hasOwn(emailTemplates, name);
}
