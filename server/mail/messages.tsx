import { render } from "@react-email/render";
import type { ReactElement } from "react";
import type { BookingInput } from "../../app/schemas/booking";
import type { ContactInput } from "../../app/schemas/contact";
import { site } from "../../app/content/site";
import type { QueuedEmail } from "./outbox";
import { BookingAcknowledgement, BookingForStaff } from "./templates/BookingEmails";
import { ContactAcknowledgement, ContactForStaff } from "./templates/ContactEmails";
import { NewsletterWelcome } from "./templates/NewsletterWelcome";

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
  };
}

export type MailComposer = ReturnType<typeof createMailComposer>;
