import type { AppDatabase } from "../../db/connect";
import type { MailComposer } from "../../mail/messages";
import type { Commit } from "../unit-of-work";
import { projectCatalogue } from "./catalogue";
import { projectEditor } from "./editor";
import { expiredHolds } from "./holds";
import { waitlist } from "./waitlist";

/**
 * The project pipeline (docs/decisions/0016): what visitors see and join, what staff keep,
 * and the seat holds that run out. Registrations take and give back seats through seats.ts.
 */
export function createProjectService(
  database: AppDatabase,
  commit: Commit,
  {
    mail,
    siteUrl,
    changed,
  }: { mail: MailComposer; siteUrl: string; changed: (markedAt: string) => void },
) {
  const seatMail = { mail, siteUrl };
  return {
    ...projectCatalogue(database),
    joinWaitlist: waitlist(database, commit, mail),
    releaseExpiredHolds: expiredHolds(database, commit, seatMail),
    staff: projectEditor(database, commit, { seatMail, changed }),
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
