import { site } from "#shared/content/site";
import { indiaLongDate } from "#shared/domain/india-time";
import { accessLinkValidMinutes } from "#shared/domain/privacy";
import type { QueuedEmail } from "../../mail/outbox";
import { aboutPerson, queued, type MailComposerOptions } from "../../mail/queued";

/** Data rights' emails: the Your-data link, a request received, answered or declined, an erasure, a grievance. */
export function privacyEmails({ siteUrl }: MailComposerOptions) {
  return {
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
  };
}
