import type { ComponentProps, FunctionComponent } from "react";
import { AdminPasswordChanged, AdminResetCode } from "./AdminEmails";
import { BookingAcknowledgement, BookingForStaff } from "./BookingEmails";
import { ContactAcknowledgement, ContactForStaff } from "./ContactEmails";
import { NewsletterWelcome } from "./NewsletterWelcome";
import {
  PaidRegistrationForStaff,
  PaymentReceipt,
  UpiPaymentReceived,
  UpiPaymentRejected,
  UpiPaymentToVerify,
} from "./RegistrationEmails";

/**
 * Every email the site sends, by the name stored with a queued message. A queued message
 * keeps its template's name and props (JSON); the outbox renders it when it sends it.
 */
export const emailTemplates = {
  "booking-staff": BookingForStaff,
  "booking-acknowledgement": BookingAcknowledgement,
  "contact-staff": ContactForStaff,
  "contact-acknowledgement": ContactAcknowledgement,
  "newsletter-welcome": NewsletterWelcome,
  "registration-receipt": PaymentReceipt,
  "registration-paid-staff": PaidRegistrationForStaff,
  "upi-verify-staff": UpiPaymentToVerify,
  "upi-received": UpiPaymentReceived,
  "upi-rejected": UpiPaymentRejected,
  "admin-reset-code": AdminResetCode,
  "admin-password-changed": AdminPasswordChanged,
} satisfies Record<string, FunctionComponent<never>>;

export type EmailTemplate = keyof typeof emailTemplates;
export type EmailProps<T extends EmailTemplate> = ComponentProps<(typeof emailTemplates)[T]>;

export function isEmailTemplate(name: string): name is EmailTemplate {
  return Object.hasOwn(emailTemplates, name);
}
