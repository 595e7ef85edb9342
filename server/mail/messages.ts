import { accountEmails } from "../services/account-emails";
import { certificateEmails } from "../services/certificates/emails";
import { enquiryEmails } from "../services/enquiry-emails";
import { newsletterEmails } from "../services/newsletter/emails";
import { privacyEmails } from "../services/privacy/emails";
import { waitlistEmails } from "../services/projects/emails";
import { registrationEmails } from "../services/registrations/emails";
import { sessionEmails } from "../services/sessions/emails";
import type { MailComposerOptions } from "./queued";

/**
 * Every email the site sends: who gets it, its subject, and the template and props it is
 * rendered from when the outbox sends it (rendering is kept off the request's path). Each
 * domain builds its own emails beside its services; this is the one place they meet.
 */
export function createMailComposer(options: MailComposerOptions) {
  return {
    ...enquiryEmails(options),
    ...newsletterEmails(options),
    ...registrationEmails(options),
    ...waitlistEmails(options),
    ...accountEmails(options),
    ...privacyEmails(options),
    ...sessionEmails(options),
    ...certificateEmails(options),
  };
}

export type MailComposer = ReturnType<typeof createMailComposer>;
