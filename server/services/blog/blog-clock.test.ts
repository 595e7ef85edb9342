import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import type { BlogPosts } from "./posts";
import { createSignal } from "../signal";
import { startBlogClock } from "./blog-clock";

const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

let stop: (() => void) | undefined;
afterEach(() => stop?.());

/** The clock over a database mark the test sets, counting the times it tells the cache. */
function clock(initialMark: string) {
  const database = { mark: initialMark };
  const changes = createSignal<string | undefined>();
  const told = { times: 0 };
  changes.subscribe((markedAt) => {
    if (markedAt === undefined) told.times += 1;
  });
  const blogPosts = {
    publishDue: () => Promise.resolve(0),
    changedAt: () => Promise.resolve(database.mark),
  } as unknown as BlogPosts;
  stop = startBlogClock({
    blogPosts,
    changes,
    logger: createLogger("silent"),
    watchEveryMs: 10,
  }).stop;
  return { database, changes, told };
}

describe("startBlogClock", () => {
  it("tells the page cache once of a change another instance made", async () => {
    const { database, told } = clock("2026-11-24T10:00:00.000Z");
    await settle();
    expect(told.times).toBe(0);
    database.mark = "2026-11-24T10:00:05.000Z";
    await settle();
    expect(told.times).toBe(1);
  });

  it("does not tell again of a change this instance made and already told", async () => {
    const { database, changes, told } = clock("2026-11-24T10:00:00.000Z");
    await settle();
    database.mark = "2026-11-24T10:00:07.000Z";
    changes.notify(database.mark);
    await settle();
    expect(told.times).toBe(0);
  });
});
