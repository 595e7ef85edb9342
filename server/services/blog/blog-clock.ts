import type { Logger } from "../../logger";
import type { BlogPosts } from "./posts";

export interface BlogClockOptions {
  blogPosts: BlogPosts;
  /**
   * The blog's changes in this process: the clock hears the marks this instance wrote (the
   * page cache already forgot those) and tells of the ones other instances wrote.
   */
  changes: {
    notify: (markedAt: string | undefined) => void;
    subscribe: (listener: (markedAt: string | undefined) => void) => () => unknown;
  };
  logger: Logger;
  /** How often due scheduled posts are looked for. */
  publishEveryMs?: number;
  /** How often the database's "blog changed at" is read. */
  watchEveryMs?: number;
}

/**
 * Each instance publishes the scheduled posts that are due (the database decides which
 * instance does, see publishDue) and notices changes other instances made, so a post goes
 * live at its time after any restart and every instance's cache follows within seconds.
 */
export function startBlogClock({
  blogPosts,
  changes,
  logger,
  publishEveryMs = 30_000,
  watchEveryMs = 2_000,
}: BlogClockOptions): { stop: () => void } {
  let seen: string | undefined;
  let stopped = false;
  const unsubscribe = changes.subscribe((markedAt) => {
    if (markedAt !== undefined) seen = markedAt;
  });

  const publish = async () => {
    try {
      const published = await blogPosts.publishDue();
      if (published > 0) logger.info({ published }, "scheduled blog posts published");
    } catch (error) {
      if (!stopped) logger.warn({ err: error }, "could not publish scheduled blog posts");
    }
  };
  const watch = async () => {
    try {
      const at = await blogPosts.changedAt();
      if (seen !== undefined && at !== seen) changes.notify(undefined);
      seen = at ?? "";
    } catch (error) {
      if (!stopped) logger.warn({ err: error }, "could not read when the blog last changed");
    }
  };

  void publish();
  void watch();
  const timers = [
    setInterval(() => void publish(), publishEveryMs),
    setInterval(() => void watch(), watchEveryMs),
  ];
  for (const timer of timers) timer.unref();
  return {
    stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      unsubscribe();
    },
  };
}
