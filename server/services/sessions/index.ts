import type { SessionReminderSettings } from "../../config/session-reminders";
import type { AppDatabase } from "../../db/connect";
import type { MailComposer } from "../../mail/messages";
import { createStudentNotifier, emailChannel } from "../notifications";
import type { Commit } from "../unit-of-work";
import { sessionCheckIn } from "./check-in";
import { sessionEditor } from "./editor";
import { reminderSweep } from "./reminders";
import { nextSessions } from "./schedule";
import { ticketViews } from "./ticket-view";

/**
 * After the payment (issue 39): a project's sessions as staff set them, the door list and
 * check-in, each paid student's ticket, and the reminders before each session. Every notice
 * to a student goes through one notifier, on every channel it has.
 */
export function createSessionService(
  database: AppDatabase,
  commit: Commit,
  {
    mail,
    siteUrl,
    from,
    reminders,
    changed,
  }: {
    mail: MailComposer;
    siteUrl: string;
    from: string | undefined;
    reminders: SessionReminderSettings;
    /** The public pages show each project's next session: they are rendered again. */
    changed: (markedAt: string) => void;
  },
) {
  const notifier = createStudentNotifier([emailChannel(mail)]);
  return {
    staff: sessionEditor(database, commit, { notifier, changed }),
    door: sessionCheckIn(database, commit),
    tickets: ticketViews(database.db, { siteUrl, ...(from ? { from } : {}) }),
    /** Each project's next session, for the public cards and pages. */
    next: (now = new Date()) => nextSessions(database.db, now),
    /** Queues the reminders due at `now`; the reminder clock runs it on every instance. */
    sendDueReminders: reminderSweep(database, commit, { notifier, settings: reminders }),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
