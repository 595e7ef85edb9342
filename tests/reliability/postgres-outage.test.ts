/**
 * PostgreSQL goes away and comes back (a cluster of the test's own, stopped and started):
 * meanwhile the API answers 503 with a clear message and /readyz says so; afterwards the same
 * server process serves again without a restart, and nothing acknowledged is lost.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFailed } from "vitest";
import { sql } from "kysely";
import { connectDatabase } from "#server/db/connect";
import { databaseUnavailableMessage } from "#server/db/unavailable";
import { createLogger } from "#server/logger";
import { booking } from "./support/bookings-load";
import { createOwnPostgres, ownPostgresAvailable } from "./support/own-postgres";
import { report } from "./support/scale";
import { startServerProcess, stopServerProcess } from "./support/server";

const post = (url: string, key: string) =>
  fetch(`${url}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify(booking),
  });

describe.skipIf(!ownPostgresAvailable)("a PostgreSQL outage", () => {
  it("answers 503 while the database is down and resumes by itself when it is back", async () => {
    const cluster = await createOwnPostgres();
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-outage-"));
    const server = await startServerProcess({ directory, env: { DATABASE_URL: cluster.url } });
    onTestFailed(() => console.error(`server output:\n${server.output().slice(-4000)}`));
    try {
      const before = await post(server.url, "outage-before");
      expect(before.status).toBe(201);
      const { id } = (await before.json()) as { id: string };

      await cluster.stop();
      const during = await post(server.url, "outage-during");
      expect(during.status).toBe(503);
      expect(during.headers.get("retry-after")).toBe("30");
      expect(await during.json()).toEqual({ error: databaseUnavailableMessage });
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: "unavailable",
        error: "The database is not answering.",
      });
      // Pages that need no database still load.
      expect((await fetch(`${server.url}/`)).status).toBe(200);

      await cluster.start();
      const backAt = Date.now();
      let after = await post(server.url, "outage-during");
      while (after.status !== 201 && Date.now() - backAt < 20_000) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        after = await post(server.url, "outage-during");
      }
      expect(after.status).toBe(201);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      // The booking from before the outage is still there: a retry of it replays it.
      const replay = await post(server.url, "outage-before");
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(((await replay.json()) as { id: string }).id).toBe(id);
      report("PostgreSQL outage", {
        duringStatus: 503,
        recoveredWithinMs: Date.now() - backAt,
        restartedServer: false,
        lost: 0,
      });
    } finally {
      await stopServerProcess(server);
      await cluster.remove();
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });

  it("survives PostgreSQL stopping while a transaction holds a connection between queries", async () => {
    // pg's pool listens for errors on idle clients only: a checked-out client whose server
    // goes away emitted an unhandled 'error' and ended the process (found by this suite).
    const cluster = await createOwnPostgres();
    const database = connectDatabase(
      { kind: "postgres", url: cluster.url },
      { logger: createLogger("silent") },
    );
    try {
      let holding: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const transaction = database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        holding();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await sql`select 1`.execute(trx);
      });
      await held;
      await cluster.stop();
      await expect(transaction).rejects.toThrow();
      await cluster.start();
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await cluster.remove();
    }
  });
});
