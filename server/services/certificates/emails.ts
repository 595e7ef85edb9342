import { site } from "#shared/content/site";
import type { QueuedEmail } from "../../mail/outbox";
import { queued, type MailComposerOptions } from "../../mail/queued";
import { addToProfileUrl } from "./linkedin";
import { certificateUrls, type CertificateRow } from "./records";

/** The email that brings a holder their certificate. */
export function certificateEmails({ siteUrl }: MailComposerOptions) {
  return {
    certificateIssued(
      row: CertificateRow,
      { organizationId, reissued }: { organizationId: string | undefined; reissued: boolean },
    ): QueuedEmail[] {
      const urls = certificateUrls(siteUrl, row.id);
      return [
        queued(
          "certificate-issued",
          row.holder_email,
          `Your certificate: ${row.programme} | ${site.name}`,
          {
            holderName: row.holder_name,
            programme: row.programme,
            certificateId: row.id,
            pageUrl: urls.page,
            pdfUrl: urls.pdf,
            linkedInUrl: addToProfileUrl({
              name: row.programme,
              organizationId,
              issuedAt: row.issued_at,
              certUrl: urls.page,
              certId: row.id,
            }),
            reissued,
            siteUrl,
          },
        ),
      ];
    },
  };
}
