/**
 * Many bookings at once, and the server killed or stopped in the middle: every booking that
 * was acknowledged is stored exactly once, the database is intact, and clients that retry
 * with the same Idempotency-Key never create a duplicate. On SQLite and on PostgreSQL.
 */
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "#server/db/connect";
import type { ServerProcess } from "../support/server-process";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { keysFor, sendBookings } from "./support/bookings-load";
import { dialects, report, scale } from "./support/scale";
import { startServerProcess, stopServerProcess } from "./support/server";

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function setUp(dialect: "sqlite" | "postgres") {
  const testDatabase = await createTestDatabase(dialect);
  cleanup.push(() => testDatabase.drop());
  return testDatabase;
}

async function start(testDatabase: TestDatabase): Promise<ServerProcess> {
  const server = await startServerProcess(testDatabase);
  cleanup.push(() => stopServerProcess(server));
  return server;
}

/** Idempotency-Key → id of every booking stored under one of the given keys. */
async function storedBookings(testDatabase: TestDatabase, prefix: string) {
  const database: AppDatabase = testDatabase.connect();
  try {
    const rows = await database.db
      .selectFrom("bookings")
      .select(["id", "idempotency_key"])
      .where("idempotency_key", "like", `${prefix}-%`)
      .execute();
    return rows;
  } finally {
    await database.close();
  }
}

async function integrity(testDatabase: TestDatabase): Promise<string> {
  if (testDatabase.target.kind !== "sqlite") return "n/a";
  const database = testDatabase.connect();
  try {
    const { rows } = await sql<{
      integrity_check: string;
    }>`pragma integrity_check`.execute(database.db);
    return rows.map((row) => row.integrity_check).join(", ");
  } finally {
    await database.close();
  }
}

/** Sends the bookings, and the signal to the server once a quarter of them are acknowledged. */
function sendAndSignal(server: ServerProcess, keys: string[], signal: NodeJS.Signals) {
  let signalled = false;
  return sendBookings({
    url: server.url,
    keys,
    concurrency: scale.concurrency,
    onAcknowledged: (count) => {
      if (signalled || count < keys.length / 4) return;
      signalled = true;
      server.child.kill(signal);
    },
  });
}

/** Every acknowledged key is stored once, under the id its answer gave. */
function expectAcknowledgedStoredOnce(
  acknowledged: Map<string, string>,
  rows: { id: string; idempotency_key: string | null }[],
) {
  const byKey = new Map<string, string[]>();
  for (const row of rows) {
    const ids = byKey.get(row.idempotency_key ?? "") ?? [];
    ids.push(row.id);
    byKey.set(row.idempotency_key ?? "", ids);
  }
  const lost = [...acknowledged].filter(([key, id]) => byKey.get(key)?.[0] !== id);
  const duplicated = [...byKey].filter(([, ids]) => ids.length > 1);
  expect(lost).toEqual([]);
  expect(duplicated).toEqual([]);
  return { lost: lost.length, duplicated: duplicated.length };
}

describe.each(dialects)("bookings under load and faults (%s)", (dialect) => {
  it(`stores ${scale.load} bookings from ${scale.concurrency} clients once each, and retries add nothing`, async () => {
    const testDatabase = await setUp(dialect);
    const server = await start(testDatabase);
    const keys = keysFor("load", scale.load);

    const first = await sendBookings({ url: server.url, keys, concurrency: scale.concurrency });
    expect(first.unanswered).toBe(0);
    expect([...first.statuses.keys()]).toEqual([201]);

    // Every tenth client did not see its answer and sends the same booking again.
    const retried = keys.filter((_, i) => i % 10 === 0);
    const again = await sendBookings({
      url: server.url,
      keys: retried,
      concurrency: scale.concurrency,
    });
    expect(again.replayed.size).toBe(retried.length);
    for (const key of retried)
      expect(again.acknowledged.get(key)).toBe(first.acknowledged.get(key));

    const rows = await storedBookings(testDatabase, "load");
    expect(rows).toHaveLength(scale.load);
    const { lost, duplicated } = expectAcknowledgedStoredOnce(first.acknowledged, rows);
    report("idempotent load", {
      dialect,
      bookings: scale.load,
      clients: scale.concurrency,
      perSecond: Math.round(scale.load / (first.elapsedMs / 1000)),
      retries: retried.length,
      stored: rows.length,
      lost,
      duplicated,
    });
  });

  it("keeps every acknowledged booking when the server is killed with SIGKILL mid-load", async () => {
    const testDatabase = await setUp(dialect);
    const server = await start(testDatabase);
    const keys = keysFor("crash", scale.fault);
    const outcome = await sendAndSignal(server, keys, "SIGKILL");
    expect(await server.exited).toEqual({ code: null, signal: "SIGKILL" });
    expect(outcome.unanswered).toBeGreaterThan(0);

    const integrityAfterCrash = await integrity(testDatabase);
    expect(["ok", "n/a"]).toContain(integrityAfterCrash);
    const afterCrash = await storedBookings(testDatabase, "crash");
    const { lost } = expectAcknowledgedStoredOnce(outcome.acknowledged, afterCrash);

    // The clients that got no answer retry against the restarted server.
    const restarted = await start(testDatabase);
    const retry = await sendBookings({
      url: restarted.url,
      keys,
      concurrency: scale.concurrency,
    });
    expect(retry.unanswered).toBe(0);
    const rows = await storedBookings(testDatabase, "crash");
    expect(rows).toHaveLength(scale.fault);
    const { duplicated } = expectAcknowledgedStoredOnce(retry.acknowledged, rows);
    for (const [key, id] of outcome.acknowledged) expect(retry.acknowledged.get(key)).toBe(id);
    report("SIGKILL mid-load", {
      dialect,
      sent: scale.fault,
      loadMs: outcome.elapsedMs,
      retryMs: retry.elapsedMs,
      acknowledgedBeforeKill: outcome.acknowledged.size,
      storedAfterKill: afterCrash.length,
      integrity: integrityAfterCrash,
      lost,
      afterRetries: rows.length,
      duplicated,
    });
  });

  it("answers what is in flight on SIGTERM, refuses the rest cleanly and exits 0", async () => {
    const testDatabase = await setUp(dialect);
    const server = await start(testDatabase);
    const keys = keysFor("drain", scale.fault);
    const outcome = await sendAndSignal(server, keys, "SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // Answered requests succeeded; the others found the door closed. No error answers.
    expect([...outcome.statuses.keys()]).toEqual([201]);
    expect(outcome.acknowledged.size + outcome.unanswered).toBe(scale.fault);

    const rows = await storedBookings(testDatabase, "drain");
    const { lost, duplicated } = expectAcknowledgedStoredOnce(outcome.acknowledged, rows);
    report("SIGTERM mid-load", {
      dialect,
      sent: scale.fault,
      loadMs: outcome.elapsedMs,
      acknowledged: outcome.acknowledged.size,
      refused: outcome.unanswered,
      stored: rows.length,
      exitCode: 0,
      lost,
      duplicated,
    });
  });
});
