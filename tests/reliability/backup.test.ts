/**
 * `npm run db:backup` while the site takes bookings, then a restore from the copy: every
 * booking acknowledged before the backup started is in it.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { connectDatabase } from "#server/db/connect";
import { createLogger } from "#server/logger";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { projectRoot } from "../support/test-server";
import { keysFor, sendBookings } from "./support/bookings-load";
import { dialects, full, report } from "./support/scale";
import { startServerProcess, stopServerProcess } from "./support/server";

const run = promisify(execFile);
/** Bookings before the backup, and as many again while it runs. */
const perPhase = full ? 300 : 100;

async function restore(testDatabase: TestDatabase, file: string) {
  const logger = createLogger("silent");
  if (testDatabase.target.kind === "sqlite") {
    // Restoring a SQLite backup is using the file: open the copy as the database.
    return connectDatabase({ kind: "sqlite", file }, { logger });
  }
  const url = testDatabase.target.url;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema ${testDatabase.schema ?? ""} cascade`);
  await client.end();
  await run("pg_restore", ["--no-owner", `--dbname=${url}`, file]);
  return testDatabase.connect();
}

describe.each(dialects)("backup and restore (%s)", (dialect) => {
  it("copies the database while bookings arrive, and the copy restores every row", async () => {
    const testDatabase = await createTestDatabase(dialect);
    const server = await startServerProcess(testDatabase);
    try {
      const before = await sendBookings({
        url: server.url,
        keys: keysFor("before", perPhase),
        concurrency: 20,
      });
      expect(before.acknowledged.size).toBe(perPhase);

      const file = path.join(testDatabase.directory, `backup.${dialect}`);
      const during = sendBookings({
        url: server.url,
        keys: keysFor("during", perPhase),
        concurrency: 20,
      });
      const started = performance.now();
      const { stdout } = await run("npm", ["run", "--silent", "db:backup", "--", "--out", file], {
        cwd: projectRoot,
        env: {
          PATH: process.env.PATH ?? "",
          DATA_DIR: testDatabase.directory,
          ...testDatabase.env,
        },
      });
      const backupMs = Math.round(performance.now() - started);
      expect(stdout).toContain(`Backup written to ${file}`);
      expect((await during).acknowledged.size).toBe(perPhase);
      await stopServerProcess(server);

      const restored = await restore(testDatabase, file);
      try {
        const rows = await restored.db
          .selectFrom("bookings")
          .select(["id", "idempotency_key"])
          .execute();
        const ids = new Set(rows.map((row) => row.id));
        const missing = [...before.acknowledged.values()].filter((id) => !ids.has(id));
        expect(missing).toEqual([]);
        report("backup and restore", {
          dialect,
          acknowledgedBefore: before.acknowledged.size,
          restoredRows: rows.length,
          backupMs,
          missing: missing.length,
        });
      } finally {
        await restored.close();
      }
    } finally {
      await stopServerProcess(server);
      await testDatabase.drop();
    }
  });
});
