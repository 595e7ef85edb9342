/**
 * npm run db:restore -- <backup file> [--force]
 *
 * Restores a `npm run db:backup` copy into the configured database (DATABASE_URL, or the
 * default SQLite file in DATA_DIR), then proves it: every table's row count and checksum
 * must equal the manifest written beside the backup, and a per-table table says so. Refuses,
 * changing nothing, when the target already holds tables (unless --force) or, on SQLite, when
 * a server is still writing to it. Exits non-zero on a refusal or any difference.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "#server/config";
import { manifestPath, readManifest } from "#server/db/backup-manifest";
import { compareChecksums, formatComparison } from "#server/db/table-checksums";
import { checksumsOf } from "./db/checksums-of";
import { Refusal, runCommand } from "./db/command";
import { restorePostgres } from "./db/restore-postgres";
import { restoreSqlite } from "./db/restore-sqlite";

const usage = "Usage: npm run db:restore -- <backup file> [--force]";

await runCommand(async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  const [given] = positionals;
  if (!given || positionals.length > 1) throw new Refusal(usage);
  const backup = path.resolve(given);
  if (!fs.existsSync(backup)) throw new Refusal(`${backup} does not exist. ${usage}`);
  const manifest = readManifest(backup);
  if (!manifest) {
    throw new Refusal(
      `${manifestPath(backup)} is missing: without it the restore cannot be verified. ` +
        "npm run db:backup writes one beside every backup it makes. Nothing was changed.",
    );
  }
  const config = loadConfig();
  const target = config.database;
  if (manifest.dialect !== target.kind) {
    throw new Refusal(
      `The backup is of a ${manifest.dialect} database, but the configured database is ${target.kind}. ` +
        "To move from SQLite to PostgreSQL, restore into SQLite and run npm run db:migrate-to-postgres. Nothing was changed.",
    );
  }
  const where = target.kind === "sqlite" ? target.file : "the PostgreSQL database";
  console.log(`Restoring ${backup} (taken ${manifest.takenAt}) into ${where}…`);
  if (target.kind === "sqlite") await restoreSqlite(backup, target.file, values.force);
  else await restorePostgres(backup, target.url, manifest, values.force);

  const comparisons = compareChecksums(manifest.tables, await checksumsOf(target));
  console.log(formatComparison(comparisons, { expected: "backup", actual: "restored" }));
  const differing = comparisons.filter((comparison) => !comparison.ok);
  if (differing.length > 0) {
    console.error(
      `Restored, but ${differing.length} of ${comparisons.length} tables differ from the backup's manifest.`,
    );
    return false;
  }
  console.log(`Restored and verified: ${comparisons.length} tables match the backup's manifest.`);
  return true;
});
