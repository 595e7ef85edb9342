import type { ReminderKind } from "#shared/domain/sessions";
import type { MailComposer } from "../../mail/messages";
import type { TicketHolder } from "../sessions/emails";
import type { SessionRow } from "../sessions/records";
import type { UnitOfWork } from "../unit-of-work";

/**
 * What a paid student is told about their sessions. The reminder sweep and the session
 * editor decide who is told what and when; the channels only say it.
 */
export type StudentNotice =
  | { kind: "session-reminder"; holder: TicketHolder; session: SessionRow; reminder: ReminderKind }
  | {
      kind: "session-changed";
      holder: TicketHolder;
      session: SessionRow;
      previous: SessionRow | null;
    }
  | { kind: "sessions-added"; holder: TicketHolder; sessions: readonly SessionRow[] };

/**
 * A way to reach a student. Each queues its message in the caller's transaction, so a notice
 * is stored with the change or the reminder row that caused it, or not at all, and the
 * outbox sends it once. A second channel (WhatsApp) is one more of these.
 */
export interface NoticeChannel {
  deliver(unit: UnitOfWork, notice: StudentNotice): void | Promise<void>;
}

/** Email, always: every notice goes by email, whatever other channel joins. */
export function emailChannel(mail: MailComposer): NoticeChannel {
  return {
    deliver(unit, notice) {
      switch (notice.kind) {
        case "session-reminder":
          unit.send(mail.sessionReminder(notice.holder, notice.session));
          return;
        case "session-changed":
          unit.send(mail.sessionChanged(notice.holder, notice.session, notice.previous, unit.now));
          return;
        case "sessions-added":
          unit.send(mail.sessionsAdded(notice.holder, notice.sessions, unit.now));
          return;
      }
    },
  };
}

/** The one step every notice to a student goes through, on every channel there is. */
export function createStudentNotifier(channels: readonly NoticeChannel[]) {
  return {
    async notify(unit: UnitOfWork, notices: readonly StudentNotice[]): Promise<void> {
      for (const notice of notices) {
        for (const channel of channels) await channel.deliver(unit, notice);
      }
    },
  };
}

export type StudentNotifier = ReturnType<typeof createStudentNotifier>;
