import type { Logger } from "../../logger";
import type { CampaignSender } from "./sending";

export interface NewsletterClockOptions {
  sender: CampaignSender;
  deleteUnconfirmed: () => Promise<number>;
  /** Says copies were queued: the outbox sends them now rather than at its next poll. */
  queued: () => void;
  logger: Logger;
  /** How often scheduled campaigns and the next page of each sending one are looked at. */
  everyMs?: number;
  /** How often addresses nobody confirmed are deleted. */
  sweepEveryMs?: number;
}

/**
 * Each instance starts the scheduled campaigns that are due and queues the next copies of
 * every sending one. Several instances may tick at once: the database decides which starts
 * a campaign and which queues a page (server/services/newsletter/sending.ts), so a restart or
 * a second instance changes only how fast a campaign goes, never who gets it.
 */
export function startNewsletterClock({
  sender,
  deleteUnconfirmed,
  queued,
  logger,
  everyMs = 1_000,
  sweepEveryMs = 60_000,
}: NewsletterClockOptions): { stop: () => void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastSweep = 0;

  async function tick(): Promise<number> {
    const started = await sender.startDue();
    if (started.length > 0) logger.info({ campaigns: started }, "scheduled newsletters started");
    let copies = 0;
    for (const id of await sender.sendingIds()) {
      const { queued: count, finished } = await sender.queueNext(id);
      copies += count;
      if (finished) logger.info({ campaign: id }, "newsletter sent to every recipient");
    }
    if (copies > 0) queued();
    if (Date.now() - lastSweep >= sweepEveryMs) {
      lastSweep = Date.now();
      const deleted = await deleteUnconfirmed();
      if (deleted > 0) logger.info({ deleted }, "unconfirmed newsletter addresses deleted");
    }
    return copies;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      tick().then(
        // A page was queued: the next is looked at soon, so an unthrottled send is not held
        // to one page a tick.
        (copies) => schedule(copies > 0 ? Math.min(everyMs, 100) : everyMs),
        (error: unknown) => {
          if (!stopped) logger.warn({ err: error }, "could not queue newsletter copies");
          schedule(everyMs);
        },
      );
    }, delayMs);
    // The clock never keeps a process alive by itself (a script that opened the runtime).
    timer.unref();
  }
  schedule(0);

  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
