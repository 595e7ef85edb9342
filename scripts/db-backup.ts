/**
 * npm run db:backup [-- --out path]
 *
 * A consistent copy of the configured database (DATABASE_URL, or the default SQLite file),
 * taken while the site keeps running, and beside it `<copy>.manifest.json`: every table's row
 * count and checksum at the copy's own moment, which `npm run db:restore` checks the restored
 * database against.
 * - SQLite: SQLite's online backup API (pages copied under a read transaction, so writes
 *   carry on), then `PRAGMA integrity_check` on the copy; the manifest is read from the copy.
 * - PostgreSQL: `pg_dump --format=custom` (only the schema named by the URL's search_path,
 *   when it names one) reading a snapshot exported by a REPEATABLE READ transaction, in which
 *   the manifest is computed too: dump and manifest are the same moment.
 * Restore: npm run db:restore -- <copy> (docs/operations.md, "Backups and the restore drill").
 * The default destination is backups/ in the data folder, named by the time.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { loadConfig } from "#server/config";
import { writeManifest } from "#server/db/backup-manifest";
import { searchPathSchema, withoutOptions } from "#server/db/postgres-url";
import { tableChecksums, type TableChecksum } from "#server/db/table-checksums";
import { postgresSource } from "#server/db/table-sources";
import { checksumsOf, inPostgresSnapshot } from "./db/checksums-of";
import { Refusal, runCommand } from "./db/command";
import { runPostgresTool } from "./db/postgres-tool";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const extension = config.database.kind === "sqlite" ? "db" : "dump";
const out = path.resolve(
  values.out ?? path.join(config.dataDir, "backups", `app-${stamp}.${extension}`),
);

async function backupSqlite(file: string): Promise<TableChecksum[]> {
  const source = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(out);
  } finally {
    source.close();
  }
  // The copy inherits the live database's WAL mode, in which even a reader leaves -wal and
  // -shm files beside it: a backup is one file, so it is turned back to a rollback journal.
  const copy = new Database(out);
  copy.pragma("journal_mode = DELETE");
  const check = copy.pragma("integrity_check", { simple: true });
  copy.close();
  if (check !== "ok") {
    throw new Refusal(`The copy at ${out} failed its integrity check: ${String(check)}`);
  }
  return checksumsOf({ kind: "sqlite", file: out });
}

function backupPostgres(url: string): Promise<TableChecksum[]> {
  const schema = searchPathSchema(url);
  return inPostgresSnapshot(url, async (client) => {
    const { rows } = await client.query<{ snapshot: string }>(
      "select pg_export_snapshot() as snapshot",
    );
    const checksums = await tableChecksums(postgresSource(client));
    // The snapshot stays importable while this transaction is open, so pg_dump reads it here.
    runPostgresTool("pg_dump", [
      "--format=custom",
      "--no-owner",
      `--snapshot=${rows[0]?.snapshot ?? ""}`,
      `--file=${out}`,
      ...(schema ? [`--schema=${schema}`] : []),
      withoutOptions(url),
    ]);
    return checksums;
  });
}

await runCommand(async () => {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const takenAt = new Date().toISOString();
  const tables =
    config.database.kind === "sqlite"
      ? await backupSqlite(config.database.file)
      : await backupPostgres(config.database.url);
  const manifest = writeManifest(out, {
    dialect: config.database.kind,
    schema:
      config.database.kind === "postgres" ? (searchPathSchema(config.database.url) ?? null) : null,
    takenAt,
    tables,
  });
  console.log(`Backup written to ${out}`);
  console.log(
    `Manifest written to ${manifest}: ${tables.length} tables, ${tables.reduce((sum, table) => sum + table.rows, 0)} rows`,
  );
  return true;
});
