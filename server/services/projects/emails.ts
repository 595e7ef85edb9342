import { site } from "#shared/content/site";
import type { QueuedEmail } from "../../mail/outbox";
import { queued, type MailComposerOptions } from "../../mail/queued";

/** A project waitlist's emails: the place taken, and a seat offered. */
export function waitlistEmails({ siteUrl }: MailComposerOptions) {
  return {
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
  };
}
