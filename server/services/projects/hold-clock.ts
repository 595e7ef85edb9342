import type { Logger } from "../../logger";
import type { ProjectService } from "./index";

/**
 * Each instance gives back the seat holds that ran out (the database decides which
 * instance ends which hold, see server/services/projects/holds.ts), so seats come back and
 * waitlist offers go out after any restart, whichever instances are running.
 */
export function startHoldClock({
  projects,
  logger,
  everyMs,
}: {
  projects: Pick<ProjectService, "releaseExpiredHolds">;
  logger: Logger;
  everyMs: number;
}): { stop: () => void } {
  let stopped = false;
  const release = async () => {
    try {
      const released = await projects.releaseExpiredHolds();
      if (released.registrations + released.offers > 0) {
        logger.info(released, "expired seat holds released");
      }
    } catch (error) {
      if (!stopped) logger.warn({ err: error }, "could not release expired seat holds");
    }
  };
  void release();
  const timer = setInterval(() => void release(), everyMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
