/**
 * `npm run db:backup` while the site takes bookings, then `npm run db:restore` of the copy
 * into a new, empty database: every table comes back with the row count and checksum the
 * manifest took at the backup's moment, and every booking acknowledged before the backup
 * started is in it. The restore's refusals are checked as an operator meets them.
 */
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { readManifest } from "#server/db/backup-manifest";
import { checksumsOfTestDatabase } from "../support/database-checksums";
import { createTestDatabase } from "../support/test-database";
import { keysFor, sendBookings } from "./support/bookings-load";
import { runDbCommand } from "./support/db-command";
import { dialects, full, report } from "./support/scale";
import { startServerProcess, stopServerProcess } from "./support/server";

/** Bookings before the backup, and as many again while it runs. */
const perPhase = full ? 300 : 100;

describe.each(dialects)("backup and restore (%s)", (dialect) => {
  it("copies the database while bookings arrive, and the copy restores every row", async () => {
    const testDatabase = await createTestDatabase(dialect);
    const restored = await createTestDatabase(dialect);
    const server = await startServerProcess(testDatabase);
    try {
      const before = await sendBookings({
        url: server.url,
        keys: keysFor("before", perPhase),
        concurrency: 20,
      });
      expect(before.acknowledged.size).toBe(perPhase);

      const file = path.join(restored.directory, `backup.${dialect}`);
      const during = sendBookings({
        url: server.url,
        keys: keysFor("during", perPhase),
        concurrency: 20,
      });
      const started = performance.now();
      const backup = await runDbCommand("db:backup", ["--out", file], testDatabase);
      const backupMs = Math.round(performance.now() - started);
      expect(backup.stderr).toBe("");
      expect(backup.stdout).toContain(`Backup written to ${file}`);
      expect((await during).acknowledged.size).toBe(perPhase);

      if (dialect === "sqlite") {
        // The server still runs over its database: its write-ahead log holds the bookings.
        const refused = await runDbCommand("db:restore", [file, "--force"], testDatabase);
        expect(refused.code).not.toBe(0);
        expect(refused.stderr).toContain("Stop the server first");
      }
      await stopServerProcess(server);

      const source = await runDbCommand("db:restore", [file], testDatabase);
      expect(source.code).not.toBe(0);
      expect(source.stderr).toMatch(/already holds \d+ tables.*--force. Nothing was changed/);

      if (testDatabase.schema) {
        // The database is lost: the dump recreates its schema under the new one's name.
        const client = new pg.Client({ connectionString: testDatabase.env.DATABASE_URL });
        await client.connect();
        await client.query(`drop schema ${testDatabase.schema} cascade`);
        await client.end();
      }
      const restoreStarted = performance.now();
      const restore = await runDbCommand("db:restore", [file], restored);
      const restoreMs = Math.round(performance.now() - restoreStarted);
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(/^bookings\s+\d+\s+\d+\s+ok$/m);
      expect(restore.stdout).toContain("Restored and verified");

      const manifest = readManifest(file);
      expect(
        manifest?.tables.find((table) => table.table === "bookings")?.rows,
      ).toBeGreaterThanOrEqual(perPhase);
      expect(await checksumsOfTestDatabase(restored)).toEqual(manifest?.tables);

      const again = await runDbCommand("db:restore", [file], restored);
      expect(again.code).not.toBe(0);
      expect(again.stderr).toContain("already holds");

      const database = restored.connect();
      try {
        const rows = await database.db
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
          restoreMs,
          missing: missing.length,
        });
      } finally {
        await database.close();
      }
    } finally {
      await stopServerProcess(server);
      await testDatabase.drop();
      await restored.drop();
    }
  });
});
