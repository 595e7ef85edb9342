import { site } from "#shared/content/site";
import type { QueuedEmail } from "../mail/outbox";
import { queued, type MailComposerOptions } from "../mail/queued";

/** Accounts' emails: confirming a visitor's address, staff invitations and password resets. */
export function accountEmails({ siteUrl }: MailComposerOptions) {
  return {
    verifyEmail(email: string, url: string, validHours: number): QueuedEmail[] {
      return [
        queued("account-verify-email", email, `Confirm your email address | ${site.name}`, {
          url,
          validHours,
          siteUrl,
        }),
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

    adminPasswordChanged(email: string): QueuedEmail[] {
      return [
        queued("admin-password-changed", email, `Your ${site.name} admin password was changed`, {
          siteUrl,
        }),
      ];
    },
  };
}
