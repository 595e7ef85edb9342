import { randomUUID } from "node:crypto";
import { ticketStatuses } from "#shared/domain/registration-lifecycle";
import type { ReminderKind } from "#shared/domain/sessions";
import type { SessionReminderSettings } from "../../config/session-reminders";
import type { AppDatabase } from "../../db/connect";
import type { StudentNotifier } from "../notifications";
import type { Commit } from "../unit-of-work";
import type { TicketHolder } from "./emails";
import type { SessionRow } from "./records";

/** Enough for a burst; the next sweep takes the rest. */
const batchSize = 500;
const hourMs = 3_600_000;

interface Due {
  session: SessionRow;
  holder: TicketHolder;
}

/**
 * Queues the reminders that are due: for every scheduled session starting within a
 * reminder's hours, one per ticket holder who has not had it for that start. Each reminder
 * is a row whose unique key (registration, session, kind, start) decides, in the database,
 * which sweep sends it: the row and its email are stored in one transaction, so two
 * instances, or a sweep cut off by a crash, still send each once; the outbox then sends the
 * stored email once. A session created or moved inside the window is due at the next sweep;
 * a session moved later is reminded of again for its new start. Cancelled sessions,
 * cancelled or refunded registrations and erased students are never due: the query reads
 * their state at the moment of the sweep.
 */
export function reminderSweep(
  { db }: AppDatabase,
  commit: Commit,
  { notifier, settings }: { notifier: StudentNotifier; settings: SessionReminderSettings },
) {
  /** The reminders configured, the shortest first: when both are due, one email says it. */
  const kinds: { kind: ReminderKind; hours: number }[] = [
    ...(settings.secondHours === null
      ? []
      : [{ kind: "second" as const, hours: settings.secondHours }]),
    { kind: "first", hours: settings.firstHours },
  ];

  async function dueFor(kind: ReminderKind, hours: number, now: Date): Promise<Due[]> {
    const rows = await db
      .selectFrom("project_sessions as s")
      .innerJoin("registrations as r", "r.project_id", "s.project_id")
      .innerJoin("tickets as t", "t.registration_id", "r.id")
      .innerJoin("projects as p", "p.id", "s.project_id")
      .selectAll("s")
      .select([
        "r.id as registrationId",
        "r.name as holderName",
        "r.email as holderEmail",
        "r.reference as reference",
        "p.title as projectTitle",
        "t.token as ticketToken",
      ])
      .where("s.status", "=", "scheduled")
      .where("s.starts_at", ">", now.toISOString())
      .where("s.starts_at", "<=", new Date(now.getTime() + hours * hourMs).toISOString())
      .where("r.status", "in", ticketStatuses)
      .where("r.retained_reason", "is", null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("session_reminders as m")
              .select("m.id")
              .whereRef("m.registration_id", "=", "r.id")
              .whereRef("m.session_id", "=", "s.id")
              .whereRef("m.session_starts_at", "=", "s.starts_at")
              .where("m.kind", "=", kind),
          ),
        ),
      )
      .orderBy("s.starts_at")
      .orderBy("r.id")
      .limit(batchSize)
      .execute();
    return rows.map(
      ({
        registrationId,
        holderName,
        holderEmail,
        reference,
        projectTitle,
        ticketToken,
        ...session
      }) => ({
        session,
        holder: {
          registrationId,
          name: holderName,
          email: holderEmail,
          reference,
          projectTitle,
          ticketToken,
        },
      }),
    );
  }

  /** Queues one batch of one kind; answers how many reminders it queued. */
  async function queue(index: number, now: Date): Promise<number> {
    const current = kinds[index];
    if (!current) return 0;
    const due = await dueFor(current.kind, current.hours, now);
    if (due.length === 0) return 0;
    // The longer reminders are spent with this one: a student is not reminded twice at once.
    const spent = kinds.slice(index);
    return commit(async (unit) => {
      let queued = 0;
      for (const { session, holder } of due) {
        const ids = spent.map(() => randomUUID());
        const inserted = await unit.trx
          .insertInto("session_reminders")
          .values(
            spent.map(({ kind }, at) => ({
              id: ids[at] ?? randomUUID(),
              session_id: session.id,
              registration_id: holder.registrationId,
              kind,
              session_starts_at: session.starts_at,
              created_at: unit.now.toISOString(),
            })),
          )
          .onConflict((conflict) =>
            conflict
              .columns(["registration_id", "session_id", "kind", "session_starts_at"])
              .doNothing(),
          )
          .returning("id")
          .execute();
        // Another sweep queued this one meanwhile: it is theirs to send.
        if (!inserted.some((row) => row.id === ids[0])) continue;
        await notifier.notify(unit, [
          { kind: "session-reminder", holder, session, reminder: current.kind },
        ]);
        queued++;
      }
      return queued;
    });
  }

  return async (now = new Date()): Promise<number> => {
    let queued = 0;
    for (const index of kinds.keys()) {
      for (;;) {
        const batch = await queue(index, now);
        queued += batch;
        if (batch < batchSize) break;
      }
    }
    return queued;
  };
}
