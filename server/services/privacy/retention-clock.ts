import { indiaMinuteOfDay } from "#shared/domain/india-time";
import { retentionRunsAfterIst } from "#shared/domain/privacy";
import type { Logger } from "../../logger";
import type { Retention } from "./retention";

/** True once the day in India has reached the job's time (retentionRunsAfterIst). */
export function retentionTimeReached(now: Date): boolean {
  return indiaMinuteOfDay(now) >= retentionRunsAfterIst.hour * 60 + retentionRunsAfterIst.minute;
}

/**
 * Each instance looks every `everyMs` whether today's retention run is due; the database
 * lets one instance a day run it (server/services/privacy/retention.ts), so any number of
 * instances and restarts still run it once a day. The first look is one interval after the
 * start, so a starting server (or a test's) is not busy deleting while it warms up.
 */
export function startRetentionClock({
  retention,
  logger,
  everyMs = 10 * 60 * 1000,
}: {
  retention: Pick<Retention, "runDaily">;
  logger: Logger;
  everyMs?: number;
}): { stop: () => void } {
  let stopped = false;
  let running = false;
  const check = async () => {
    const now = new Date();
    if (running || !retentionTimeReached(now)) return;
    running = true;
    try {
      const counts = await retention.runDaily(now);
      if (counts) logger.info(counts, "retention job ran");
    } catch (error) {
      if (!stopped) logger.warn({ err: error }, "the retention job failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
