import { site } from "#shared/content/site";
import { confirmationValidDays } from "#shared/domain/newsletter";
import { emailBodyHtml, type CampaignContent } from "../../mail/campaign";
import type { QueuedEmail } from "../../mail/outbox";
import { queued, type MailComposerOptions } from "../../mail/queued";

/** RFC 8058: mail programs offer an Unsubscribe button that posts to the link. */
const oneClickUnsubscribe = (unsubscribeUrl: string) => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** The newsletter's emails: the double opt-in, the welcome, and each campaign's copies. */
export function newsletterEmails({ siteUrl }: MailComposerOptions) {
  /** A subscriber's unsubscribe link; a campaign's copy names the campaign, to count it there. */
  const unsubscribeUrl = (token: string, campaignId?: string) => {
    const url = `${siteUrl}/api/newsletter/unsubscribe?token=${token}`;
    return campaignId ? `${url}&campaign=${campaignId}` : url;
  };
  return {
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
  };
}
