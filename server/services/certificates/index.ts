import type { AppDatabase } from "../../db/connect";
import type { MailComposer } from "../../mail/messages";
import type { Commit } from "../unit-of-work";
import { completionMarks } from "./completion";
import { certificateDesigns } from "./designs";
import { certificateDocuments } from "./documents";
import { holderChoices } from "./holder";
import { projectIssuing } from "./issuing";
import { certificateChanges } from "./staff-changes";
import { certificateVerification } from "./verification";
import { workshopIssuing } from "./workshops";

/**
 * Certificates (issue 40): mentors mark completion, staff design, issue (for a project's
 * completed students, or a college workshop's participants from a CSV), revoke and reissue;
 * anyone verifies one by its ID; the holder downloads it, adds it to LinkedIn and decides
 * whether search engines show it.
 */
export function createCertificateService(
  database: AppDatabase,
  commit: Commit,
  {
    mail,
    siteUrl,
    organizationId,
  }: { mail: MailComposer; siteUrl: string; organizationId: string | undefined },
) {
  const designs = certificateDesigns(database, commit);
  const settings = { mail, organizationId };
  return {
    completion: completionMarks(database, commit),
    designs,
    projects: projectIssuing(database, commit, designs, settings),
    workshops: workshopIssuing(database, commit, designs, settings),
    staff: certificateChanges(database, commit, settings),
    verification: certificateVerification(database, { siteUrl, organizationId }),
    documents: certificateDocuments(database, designs, { siteUrl }),
    holders: holderChoices(database),
  };
}

export type CertificateService = ReturnType<typeof createCertificateService>;
