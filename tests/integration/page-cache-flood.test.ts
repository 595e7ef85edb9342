import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleCategories } from "#shared/content/types";
import { articles } from "#shared/content/articles";
import type { ServerProcess } from "../support/server-process";
import { startServerProcess, stopServerProcess } from "../support/spawned-server";
import { createTestDatabase, testDialect, type TestDatabase } from "../support/test-database";

const warmUpRequests = 1_000;
const floodRequests = 20_000;
const concurrency = 20;
/** The cache's own bound is 16 MB; the rest is room for the heap and the allocator. */
const allowedGrowthMb = 50;
/**
 * Well inside the test's timeout: the test is about memory, so a slow machine stops early. Other
 * integration files run beside this one (vitest.config.ts): a busy machine answered 7,960 in 45 s.
 */
const floodDeadlineMs = 75_000;
/**
 * Enough for 400 searches of their own, more than twice what the cache can keep (about 150),
 * however slow the machine: a shared CI machine answered 16,000 in 35 s while busy.
 */
const enoughRequests = 8_000;

const article = `/blog/${articles[0]!.slug}`;

/** The process's resident memory, as the kernel counts it. */
function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]) / 1024;
}

/**
 * Asks for path(0), path(1), … up to count, `concurrency` at a time, until the deadline;
 * returns how many were answered and the statuses that were not 200.
 */
async function drive(base: string, path: (index: number) => string, count: number, until: number) {
  let next = 0;
  let answered = 0;
  const failures: string[] = [];
  const worker = async () => {
    while (next < count && Date.now() < until) {
      const address = path(next++);
      const response = await fetch(base + address);
      await response.arrayBuffer();
      answered++;
      if (response.status !== 200) failures.push(`${response.status} ${address}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { answered, failures };
}

/**
 * On SQLite only: what is measured is the page cache's memory, which no database touches, and
 * the flood takes a minute and more of a busy machine.
 */
describe.skipIf(!fs.existsSync("/proc/self/status") || testDialect() !== "sqlite")(
  "the page cache under a flood",
  () => {
    let testDatabase: TestDatabase;
    let server: ServerProcess;
    beforeAll(async () => {
      testDatabase = await createTestDatabase();
      server = await startServerProcess(testDatabase);
    });
    afterAll(async () => {
      await stopServerProcess(server);
      await testDatabase.drop();
    });

    it("keeps the server's memory bounded when every request carries a query string of its own", async () => {
      const pid = server.child.pid!;
      // Ordinary traffic first, searches included, so that the baseline has every page kept
      // and the heap grown to what rendering needs.
      const ordinary = [
        "/blog",
        ...articleCategories.map((category) => `/blog?category=${encodeURIComponent(category)}`),
        ...articles.map(({ slug }) => `/blog/${slug}`),
      ];
      const warmUp = await drive(
        server.url,
        (index) =>
          index % 5 === 0 ? `/blog?q=topic-${index}` : ordinary[index % ordinary.length]!,
        warmUpRequests,
        Date.now() + 30_000,
      );
      expect(warmUp.failures).toEqual([]);
      const before = residentMb(pid);

      const started = Date.now();
      const flood = await drive(
        server.url,
        // Mostly addresses that differ only in a parameter no page reads; one in twenty a
        // search of its own, five times more than the cache can keep.
        (index) =>
          index % 20 === 0
            ? `/blog?q=search-${index}`
            : `${index % 2 ? "/blog" : article}?x=${index}`,
        floodRequests,
        started + floodDeadlineMs,
      );
      const floodMs = Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const after = residentMb(pid);
      console.info(
        `flood: ${flood.answered} requests in ${floodMs} ms; RSS ${before.toFixed(0)} MB → ${after.toFixed(0)} MB`,
      );

      expect(after - before, `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`).toBeLessThan(
        allowedGrowthMb,
      );
      expect(flood.failures).toEqual([]);
      expect(flood.answered).toBeGreaterThanOrEqual(enoughRequests);
      const still = await fetch(`${server.url}/blog`);
      expect(still.status).toBe(200);
      expect(await still.text()).toContain(`href="${article}"`);
    }, 180_000);
  },
);
