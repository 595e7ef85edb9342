import type { Logger } from "../../logger";

/**
 * Each instance looks for due reminders every `everyMs`; the database decides which
 * instance queues each (reminders.ts), so running several, or restarting one mid-sweep,
 * changes only how soon a reminder goes, never how many times.
 */
export function startReminderClock({
  sendDue,
  queued,
  logger,
  everyMs,
}: {
  sendDue: () => Promise<number>;
  /** Says reminders were queued: the outbox sends them now rather than at its next poll. */
  queued: () => void;
  logger: Logger;
  everyMs: number;
}): { stop: () => void } {
  let stopped = false;
  let running = false;
  const sweep = async () => {
    // A slow sweep is not overlapped by the next tick of the same instance.
    if (running) return;
    running = true;
    try {
      const count = await sendDue();
      if (count > 0) {
        logger.info({ reminders: count }, "session reminders queued");
        queued();
      }
    } catch (error) {
      if (!stopped) logger.warn({ err: error }, "could not queue session reminders");
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
