import type { BookingInput } from "#shared/schemas/booking";
import type { ContactInput } from "#shared/schemas/contact";
import { site } from "#shared/content/site";
import { indiaLongDate } from "#shared/domain/india-time";
import { confirmationValidDays } from "#shared/domain/newsletter";
import { accessLinkValidMinutes } from "#shared/domain/privacy";
import type { UpiSeatHold } from "#shared/domain/registrations";
import { emailBodyHtml, type CampaignContent } from "./campaign";
import type { QueuedEmail, RecordRef } from "./outbox";
import type { EmailProps, EmailTemplate } from "./templates";
import type { CancellationOutcome } from "./templates/ProjectEmails";
import type { GuardianConsentRequestProps } from "./templates/GuardianEmails";
import type { RegistrationSummary } from "./templates/RegistrationEmails";

function queued<T extends EmailTemplate>(
  template: T,
  to: string,
  subject: string,
  props: EmailProps<T>,
  headers?: Record<string, string>,
): QueuedEmail {
  return { template, to, subject, props, ...(headers ? { headers } : {}) };
}

/**
 * A message to staff about a person's record: a reply goes to the person, and "Your data"
 * finds the message by the record it names, never by the address in its text.
 */
function aboutPerson(message: QueuedEmail, personEmail: string, about: RecordRef): QueuedEmail {
  return { ...message, headers: { ...message.headers, "Reply-To": personEmail }, about };
}

/** RFC 8058: mail programs offer an Unsubscribe button that posts to the link. */
const oneClickUnsubscribe = (unsubscribeUrl: string) => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

export interface MailComposerOptions {
  /** The public origin, for links in emails. */
  siteUrl: string;
  staffEmail: string;
}

/**
 * Every email the site sends: who gets it, its subject, and the template and props it is
 * rendered from when the outbox sends it (rendering is kept off the request's path).
 */
export function createMailComposer({ siteUrl, staffEmail }: MailComposerOptions) {
  /** A subscriber's unsubscribe link; a campaign's copy names the campaign, to count it there. */
  const unsubscribeUrl = (token: string, campaignId?: string) => {
    const url = `${siteUrl}/api/newsletter/unsubscribe?token=${token}`;
    return campaignId ? `${url}&campaign=${campaignId}` : url;
  };
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

    unsubscribeUrl,

    newsletterConfirmUrl: (token: string) => `${siteUrl}/newsletter/confirm?token=${token}`,

    /** The double opt-in link is a secret: in the body only, never in the subject. */
    newsletterConfirm(email: string, url: string): QueuedEmail[] {
      return [
        queued(
          "newsletter-confirm",
          email,
          `Confirm your subscription to the ${site.name} newsletter`,
          { url, validDays: confirmationValidDays, siteUrl },
        ),
      ];
    },

    /** The welcome, once the address is confirmed, with RFC 8058 one-click unsubscribe headers. */
    newsletterWelcome(email: string, unsubscribeToken: string): QueuedEmail[] {
      const link = unsubscribeUrl(unsubscribeToken);
      return [
        queued(
          "newsletter-welcome",
          email,
          `Welcome to the ${site.name} newsletter`,
          { siteUrl, unsubscribeUrl: link },
          oneClickUnsubscribe(link),
        ),
      ];
    },

    /** A campaign's test, to the staff member who asked: marked so nobody mistakes it. */
    campaignTest(email: string, campaign: CampaignContent): QueuedEmail[] {
      return [
        queued("newsletter-campaign", email, `[Test] ${campaign.subject}`, {
          ...campaign,
          bodyHtml: emailBodyHtml(campaign.bodyHtml, siteUrl),
          siteUrl,
          unsubscribeUrl: `${siteUrl}/newsletter/unsubscribe`,
        }),
      ];
    },

    /**
     * One subscriber's copy of a campaign. Its body is the campaign's, rendered once when the
     * send started; the copy keeps only its own unsubscribe link. Its Message-ID is the same
     * however often it is tried, so a mail program shows a repeated copy once.
     */
    campaignCopy(
      campaign: { id: string; subject: string },
      subscriber: { id: string; email: string; unsubscribeToken: string },
      outboxId: string,
    ): QueuedEmail {
      const link = unsubscribeUrl(subscriber.unsubscribeToken, campaign.id);
      return {
        id: outboxId,
        campaignId: campaign.id,
        template: "newsletter-campaign",
        to: subscriber.email,
        subject: campaign.subject,
        props: { unsubscribeUrl: link },
        headers: {
          ...oneClickUnsubscribe(link),
          "Message-ID": `<${campaign.id}.${subscriber.id}@${new URL(siteUrl).hostname}>`,
        },
      };
    },

    /** The receipt to the student and a note to staff, once a payment is confirmed. */
    registrationPaid(registration: RegistrationSummary): QueuedEmail[] {
      return [
        queued(
          "registration-receipt",
          registration.email,
          `Payment received: ${registration.projectTitle} (${registration.reference}) | ${site.name}`,
          { registration, siteUrl },
        ),
        aboutPerson(
          queued(
            "registration-paid-staff",
            staffEmail,
            `Paid registration ${registration.reference}: ${registration.name}, ${registration.projectTitle}`,
            { registration, siteUrl },
          ),
          registration.email,
          { table: "registrations", id: registration.id },
        ),
      ];
    },

    /** A UTR handed in: staff are asked to verify it, the student is told we are on it. */
    upiSubmitted(registration: RegistrationSummary, seat: UpiSeatHold): QueuedEmail[] {
      return [
        aboutPerson(
          queued(
            "upi-verify-staff",
            staffEmail,
            `UPI payment to verify: ${registration.upiUtr ?? ""} (${registration.reference})`,
            { registration, siteUrl, seat },
          ),
          registration.email,
          { table: "registrations", id: registration.id },
        ),
        queued(
          "upi-received",
          registration.email,
          `We are checking your UPI payment (${registration.reference}) | ${site.name}`,
          { registration, siteUrl, seat },
        ),
      ];
    },

    /** The code is in the body only: subjects are stored with the message and logged. */
    adminResetCode(email: string, code: string, validMinutes: number): QueuedEmail[] {
      return [
        queued("admin-reset-code", email, `Your ${site.name} admin reset code`, {
          code,
          validMinutes,
          siteUrl,
        }),
      ];
    },

    /** The "Your data" link is a secret: in the body only. */
    dataAccessLink(email: string, token: string): QueuedEmail[] {
      return [
        queued("data-access-link", email, `Your link to see your data | ${site.name}`, {
          url: `${siteUrl}/your-data?token=${token}`,
          validMinutes: accessLinkValidMinutes,
          siteUrl,
        }),
      ];
    },

    /** The person's acknowledgement of a request: its reference and when it is due. */
    dataRequestReceived(
      email: string,
      request: { reference: string; kind: string; dueAt: Date },
    ): QueuedEmail[] {
      return [
        queued(
          "data-request-received",
          email,
          `We have received your request ${request.reference} | ${site.name}`,
          {
            reference: request.reference,
            kind: request.kind,
            due: indiaLongDate(request.dueAt),
            siteUrl,
          },
        ),
      ];
    },

    /** A grievance for the grievance officer, who answers the person directly. */
    grievanceForOfficer(
      officerEmail: string,
      grievance: {
        id: string;
        reference: string;
        name: string;
        email: string;
        message: string;
        dueAt: Date;
      },
    ): QueuedEmail[] {
      const { id, dueAt, ...details } = grievance;
      return [
        aboutPerson(
          queued(
            "grievance-officer",
            officerEmail,
            `Grievance ${grievance.reference}: answer by ${indiaLongDate(dueAt)}`,
            { ...details, due: indiaLongDate(dueAt), siteUrl },
          ),
          grievance.email,
          { table: "data_requests", id },
        ),
      ];
    },

    verifyEmail(email: string, url: string, validHours: number): QueuedEmail[] {
      return [
        queued("account-verify-email", email, `Confirm your email address | ${site.name}`, {
          url,
          validHours,
          siteUrl,
        }),
      ];
    },

    alreadyRegistered(
      email: string,
      registration: Omit<EmailProps<"already-registered">, "siteUrl">,
    ): QueuedEmail[] {
      return [
        queued(
          "already-registered",
          email,
          `You are already registered for ${registration.projectTitle} | ${site.name}`,
          { ...registration, siteUrl },
        ),
      ];
    },

    staffInvitation(
      email: string,
      invitation: { url: string; roleLabel: string; invitedBy: string; validHours: number },
    ): QueuedEmail[] {
      return [
        queued("staff-invitation", email, `You are invited to the ${site.name} admin portal`, {
          ...invitation,
          siteUrl,
        }),
      ];
    },

    adminPasswordChanged(email: string): QueuedEmail[] {
      return [
        queued("admin-password-changed", email, `Your ${site.name} admin password was changed`, {
          siteUrl,
        }),
      ];
    },

    upiRejected(registration: RegistrationSummary, reason: string): QueuedEmail[] {
      return [
        queued(
          "upi-rejected",
          registration.email,
          `We could not confirm your UPI payment (${registration.reference}) | ${site.name}`,
          { registration, reason, siteUrl },
        ),
      ];
    },

    /** To the student: the registration is cancelled, its seat released, and what of the money. */
    registrationCancelled(
      registration: RegistrationSummary,
      outcome: CancellationOutcome,
    ): QueuedEmail[] {
      return [
        queued(
          "registration-cancelled",
          registration.email,
          `Your registration for ${registration.projectTitle} is cancelled (${registration.reference}) | ${site.name}`,
          { registration, outcome, siteUrl },
        ),
      ];
    },

    /** To the student, once Stripe confirms a card refund. */
    registrationRefunded(registration: RegistrationSummary): QueuedEmail[] {
      return [
        queued(
          "registration-refunded",
          registration.email,
          `Refund completed: ${registration.projectTitle} (${registration.reference}) | ${site.name}`,
          { registration, siteUrl },
        ),
      ];
    },

    /** To staff: a payment came in after the project filled up and has to be refunded. */
    refundNeeded(registration: RegistrationSummary, reason: string): QueuedEmail[] {
      return [
        aboutPerson(
          queued(
            "refund-needed-staff",
            staffEmail,
            `Refund needed: ${registration.reference} paid after ${registration.projectTitle} filled up`,
            { registration, reason, siteUrl },
          ),
          registration.email,
          { table: "registrations", id: registration.id },
        ),
      ];
    },

    waitlistJoined(entry: { name: string; email: string; projectTitle: string }): QueuedEmail[] {
      return [
        queued(
          "waitlist-joined",
          entry.email,
          `You are on the waitlist for ${entry.projectTitle} | ${site.name}`,
          { name: entry.name, projectTitle: entry.projectTitle, siteUrl },
        ),
      ];
    },

    /** The link holds the seat, so it is a secret: in the body only, never in the subject. */
    waitlistOffer(entry: {
      name: string;
      email: string;
      projectTitle: string;
      url: string;
      /** When the hold ends (ISO 8601). */
      expiresAt: string;
    }): QueuedEmail[] {
      return [
        queued(
          "waitlist-offer",
          entry.email,
          `A seat is free in ${entry.projectTitle}: it is held for you for 24 hours | ${site.name}`,
          {
            name: entry.name,
            projectTitle: entry.projectTitle,
            url: entry.url,
            expiresAt: entry.expiresAt,
            siteUrl,
          },
        ),
      ];
    },

    /** To the person: their data request is done, with staff's answer when there is one. */
    dataRequestCompleted(
      email: string,
      request: { reference: string; kindLabel: string; done: string; answer: string | null },
    ): QueuedEmail[] {
      return [
        queued(
          "data-request-completed",
          email,
          `Your request ${request.reference} is complete | ${site.name}`,
          { ...request, siteUrl },
        ),
      ];
    },

    /** To the person: their data request is declined, and why. */
    dataRequestDeclined(
      email: string,
      request: { reference: string; kindLabel: string; reason: string },
    ): QueuedEmail[] {
      return [
        queued(
          "data-request-declined",
          email,
          `About your request ${request.reference} | ${site.name}`,
          { ...request, siteUrl },
        ),
      ];
    },

    /** The last email to an erased person; the outbox deletes it once sent. */
    dataErased(
      email: string,
      erasure: { reference: string | null; kept: Array<{ what: string; why: string }> },
    ): QueuedEmail[] {
      return [
        {
          ...queued("data-erased", email, `We have erased your data | ${site.name}`, {
            ...erasure,
            siteUrl,
          }),
          discardAfterSend: true,
        },
      ];
    },

    /** The consent link is a secret: in the body only, never in the subject. */
    guardianConsentRequest(
      guardianEmail: string,
      token: string,
      request: Omit<GuardianConsentRequestProps, "url" | "siteUrl">,
    ): QueuedEmail[] {
      return [
        queued(
          "guardian-consent-request",
          guardianEmail,
          `Your consent is needed for ${request.studentName}'s registration | ${site.name}`,
          { ...request, url: `${siteUrl}/guardian-consent?token=${token}`, siteUrl },
        ),
      ];
    },

    /** To the student once the guardian consented: the link that opens the payment step. */
    guardianConsented(registration: {
      name: string;
      email: string;
      projectTitle: string;
      reference: string;
      amountPaise: number;
      expiresAt: string;
    }): QueuedEmail[] {
      return [
        queued(
          "guardian-consented",
          registration.email,
          `Your parent or guardian agreed: pay for ${registration.projectTitle} (${registration.reference}) | ${site.name}`,
          {
            studentName: registration.name,
            projectTitle: registration.projectTitle,
            reference: registration.reference,
            amountPaise: registration.amountPaise,
            expiresAt: registration.expiresAt,
            url: `${siteUrl}/projects?pay=${registration.reference}`,
            siteUrl,
          },
        ),
      ];
    },
  };
}

export type MailComposer = ReturnType<typeof createMailComposer>;
