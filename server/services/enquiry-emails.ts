import type { BookingInput } from "#shared/schemas/booking";
import type { ContactInput } from "#shared/schemas/contact";
import { site } from "#shared/content/site";
import type { QueuedEmail } from "../mail/outbox";
import { aboutPerson, queued, type MailComposerOptions } from "../mail/queued";

/** A booking's and a contact message's emails: staff are told, the sender acknowledged. */
export function enquiryEmails({ siteUrl, staffEmail }: MailComposerOptions) {
  return {
    booking(booking: BookingInput, id: string): QueuedEmail[] {
      return [
        aboutPerson(
          queued("booking-staff", staffEmail, `New booking request: ${booking.organizationName}`, {
            booking,
            siteUrl,
          }),
          booking.email,
          { table: "bookings", id },
        ),
        queued(
          "booking-acknowledgement",
          booking.email,
          `We have received your booking request | ${site.name}`,
          { siteUrl },
        ),
      ];
    },

    contact(contact: ContactInput, id: string): QueuedEmail[] {
      return [
        aboutPerson(
          queued("contact-staff", staffEmail, `New contact message from ${contact.name}`, {
            contact,
            siteUrl,
          }),
          contact.email,
          { table: "contact_messages", id },
        ),
        queued(
          "contact-acknowledgement",
          contact.email,
          `We have received your message | ${site.name}`,
          { siteUrl },
        ),
      ];
    },
  };
}
