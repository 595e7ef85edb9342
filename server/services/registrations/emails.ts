import { site } from "#shared/content/site";
import type { UpiSeatHold } from "#shared/domain/registrations";
import type { CalendarInvitation, QueuedEmail } from "../../mail/outbox";
import { aboutPerson, queued, type MailComposerOptions } from "../../mail/queued";
import type { EmailProps } from "../../mail/templates";
import type { GuardianConsentRequestProps } from "../../mail/templates/GuardianEmails";
import type { CancellationOutcome } from "../../mail/templates/ProjectEmails";
import type { RegistrationSummary } from "../../mail/templates/RegistrationEmails";
import type { TicketLink } from "../../mail/templates/SessionEmails";

/** A registration's emails, to the student, their guardian and staff: consent, payment, cancellation, refund. */
export function registrationEmails({ siteUrl, staffEmail }: MailComposerOptions) {
  return {
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

    /** The receipt to the student and a note to staff, once a payment is confirmed. */
    registrationPaid(
      registration: RegistrationSummary,
      ticket: { link: TicketLink; calendar?: readonly CalendarInvitation[] } | null = null,
    ): QueuedEmail[] {
      return [
        {
          ...queued(
            "registration-receipt",
            registration.email,
            `Payment received: ${registration.projectTitle} (${registration.reference}) | ${site.name}`,
            { registration, ticket: ticket?.link ?? null, siteUrl },
          ),
          ...(ticket?.calendar ? { calendar: ticket.calendar } : {}),
        },
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
  };
}
