/**
 * npm run db:backup [-- --out path]
 *
 * A consistent copy of the configured database (DATABASE_URL, or the default SQLite file),
 * taken while the site keeps running:
 * - SQLite: SQLite's online backup API (pages copied under a read transaction, so writes
 *   carry on), then `PRAGMA integrity_check` on the copy. Restore: stop the server and put
 *   the copy in place of the database file (or point DATABASE_URL at it).
 * - PostgreSQL: `pg_dump --format=custom` (one snapshot; only the schema named by the URL's
 *   search_path, when it names one). Restore: `pg_restore --clean --if-exists --dbname <url> <file>`.
 * The default destination is backups/ in the data folder, named by the time.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { loadConfig } from "#server/config";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const extension = config.database.kind === "sqlite" ? "db" : "dump";
const out = path.resolve(
  values.out ?? path.join(config.dataDir, "backups", `app-${stamp}.${extension}`),
);
fs.mkdirSync(path.dirname(out), { recursive: true });

if (config.database.kind === "sqlite") {
  const source = new Database(config.database.file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(out);
  } finally {
    source.close();
  }
  const copy = new Database(out, { readonly: true });
  const check = copy.pragma("integrity_check", { simple: true });
  copy.close();
  if (check !== "ok") {
    console.error(`The copy at ${out} failed its integrity check: ${String(check)}`);
    process.exit(1);
  }
} else {
  const url = new URL(config.database.url);
  // Our tests and some hosts choose a schema with `options=-c search_path=…`; pg_dump does
  // not read that parameter, so it is passed as --schema instead.
  const schema = /search_path=([\w]+)/.exec(url.searchParams.get("options") ?? "")?.[1];
  url.searchParams.delete("options");
  const dump = spawnSync(
    "pg_dump",
    [
      "--format=custom",
      "--no-owner",
      `--file=${out}`,
      ...(schema ? [`--schema=${schema}`] : []),
      url.toString(),
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  if (dump.error || dump.status !== 0) {
    console.error(
      dump.error
        ? "pg_dump was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)."
        : `pg_dump failed with exit code ${String(dump.status)}.`,
    );
    process.exit(1);
  }
}
console.log(`Backup written to ${out}`);
