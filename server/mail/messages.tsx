import { render } from "@react-email/render";
import type { ReactElement } from "react";
import type { BookingInput } from "../../app/schemas/booking";
import type { ContactInput } from "../../app/schemas/contact";
import { site } from "../../app/content/site";
import type { QueuedEmail } from "./outbox";
import { BookingAcknowledgement, BookingForStaff } from "./templates/BookingEmails";
import { ContactAcknowledgement, ContactForStaff } from "./templates/ContactEmails";
import { AdminPasswordChanged, AdminResetCode } from "./templates/AdminEmails";
import { NewsletterWelcome } from "./templates/NewsletterWelcome";
import {
  PaidRegistrationForStaff,
  PaymentReceipt,
  UpiPaymentReceived,
  UpiPaymentRejected,
  UpiPaymentToVerify,
  type RegistrationSummary,
} from "./templates/RegistrationEmails";

async function rendered(
  template: string,
  to: string,
  subject: string,
  element: ReactElement,
  headers?: Record<string, string>,
): Promise<QueuedEmail> {
  const [html, text] = await Promise.all([
    render(element),
    // Unwrapped: a person's message reaches staff as they wrote it, line for line.
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: false } }),
  ]);
  return { template, to, subject, html, text, ...(headers ? { headers } : {}) };
}

export interface MailComposerOptions {
  /** The public origin, for links in emails. */
  siteUrl: string;
  staffEmail: string;
}

/** Every email the site sends, rendered (HTML and plain text) when it is queued. */
export function createMailComposer({ siteUrl, staffEmail }: MailComposerOptions) {
  return {
    booking(booking: BookingInput): Promise<QueuedEmail[]> {
      return Promise.all([
        rendered(
          "booking-staff",
          staffEmail,
          `New booking request: ${booking.organizationName}`,
          <BookingForStaff booking={booking} siteUrl={siteUrl} />,
          { "Reply-To": booking.email },
        ),
        rendered(
          "booking-acknowledgement",
          booking.email,
          `We have received your booking request | ${site.name}`,
          <BookingAcknowledgement booking={booking} siteUrl={siteUrl} />,
        ),
      ]);
    },

    contact(contact: ContactInput): Promise<QueuedEmail[]> {
      return Promise.all([
        rendered(
          "contact-staff",
          staffEmail,
          `New contact message from ${contact.name}`,
          <ContactForStaff contact={contact} siteUrl={siteUrl} />,
          { "Reply-To": contact.email },
        ),
        rendered(
          "contact-acknowledgement",
          contact.email,
          `We have received your message | ${site.name}`,
          <ContactAcknowledgement contact={contact} siteUrl={siteUrl} />,
        ),
      ]);
    },

    /** The welcome, with RFC 8058 one-click unsubscribe headers for mail programs. */
    async newsletterWelcome(email: string, unsubscribeToken: string): Promise<QueuedEmail[]> {
      const unsubscribeUrl = `${siteUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken}`;
      return [
        await rendered(
          "newsletter-welcome",
          email,
          `Welcome to the ${site.name} newsletter`,
          <NewsletterWelcome siteUrl={siteUrl} unsubscribeUrl={unsubscribeUrl} />,
          {
            "List-Unsubscribe": `<${unsubscribeUrl}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        ),
      ];
    },

    /** The receipt to the student and a note to staff, once a payment is confirmed. */
    registrationPaid(registration: RegistrationSummary): Promise<QueuedEmail[]> {
      return Promise.all([
        rendered(
          "registration-receipt",
          registration.email,
          `Payment received: ${registration.projectTitle} (${registration.reference}) | ${site.name}`,
          <PaymentReceipt registration={registration} siteUrl={siteUrl} />,
        ),
        rendered(
          "registration-paid-staff",
          staffEmail,
          `Paid registration ${registration.reference}: ${registration.name}, ${registration.projectTitle}`,
          <PaidRegistrationForStaff registration={registration} siteUrl={siteUrl} />,
          { "Reply-To": registration.email },
        ),
      ]);
    },

    /** A UTR handed in: staff are asked to verify it, the student is told we are on it. */
    upiSubmitted(registration: RegistrationSummary): Promise<QueuedEmail[]> {
      return Promise.all([
        rendered(
          "upi-verify-staff",
          staffEmail,
          `UPI payment to verify: ${registration.upiUtr ?? ""} (${registration.reference})`,
          <UpiPaymentToVerify registration={registration} siteUrl={siteUrl} />,
          { "Reply-To": registration.email },
        ),
        rendered(
          "upi-received",
          registration.email,
          `We are checking your UPI payment (${registration.reference}) | ${site.name}`,
          <UpiPaymentReceived registration={registration} siteUrl={siteUrl} />,
        ),
      ]);
    },

    async adminResetCode(
      email: string,
      code: string,
      validMinutes: number,
    ): Promise<QueuedEmail[]> {
      return [
        await rendered(
          "admin-reset-code",
          email,
          `Your ${site.name} admin reset code: ${code}`,
          <AdminResetCode code={code} validMinutes={validMinutes} siteUrl={siteUrl} />,
        ),
      ];
    },

    async adminPasswordChanged(email: string): Promise<QueuedEmail[]> {
      return [
        await rendered(
          "admin-password-changed",
          email,
          `Your ${site.name} admin password was changed`,
          <AdminPasswordChanged siteUrl={siteUrl} />,
        ),
      ];
    },

    upiRejected(registration: RegistrationSummary, reason: string): Promise<QueuedEmail[]> {
      return Promise.all([
        rendered(
          "upi-rejected",
          registration.email,
          `We could not confirm your UPI payment (${registration.reference}) | ${site.name}`,
          <UpiPaymentRejected registration={registration} reason={reason} siteUrl={siteUrl} />,
        ),
      ]);
    },
  };
}

export type MailComposer = ReturnType<typeof createMailComposer>;
