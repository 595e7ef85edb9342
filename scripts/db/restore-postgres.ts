import pg from "pg";
import type { BackupManifest } from "#server/db/backup-manifest";
import { searchPathSchema, withoutOptions } from "#server/db/postgres-url";
import { quoteIdentifier } from "#server/db/table-sources";
import { Refusal } from "./command";
import { runPostgresTool } from "./postgres-tool";

async function inspect(client: pg.Client, schema: string) {
  const { rows } = await client.query<{ tables: number; exists: boolean }>(
    `select (select count(*)::int from information_schema.tables where table_schema = $1) as tables,
       exists (select 1 from pg_namespace where nspname = $1) as exists`,
    [schema],
  );
  return rows[0] ?? { tables: 0, exists: false };
}

/**
 * Restores a `npm run db:backup` dump into the schema DATABASE_URL works in. A dump of one
 * schema recreates that schema by its own name: restored into a schema of another name (a
 * drill on a copy beside the live one), it is put back under its own name, which must be
 * free, and then renamed. Every refusal happens before anything is changed, and pg_restore
 * runs as one transaction, so a failed restore leaves nothing half-restored (with --force the
 * old schema is gone already: that is what --force asked for).
 */
export async function restorePostgres(
  backup: string,
  url: string,
  manifest: BackupManifest,
  force: boolean,
) {
  const target = searchPathSchema(url) ?? "public";
  const wholeDatabase = manifest.schema === null;
  const dumped = manifest.schema ?? "public";
  if (wholeDatabase && target !== "public") {
    throw new Refusal(
      `The backup holds a whole database (schema public), but DATABASE_URL works in schema ${target}. ` +
        "Restore it into a database of its own, without a search_path. Nothing was changed.",
    );
  }
  const client = new pg.Client({ connectionString: withoutOptions(url) });
  await client.connect();
  try {
    const current = await inspect(client, target);
    if (current.tables > 0 && !force) {
      throw new Refusal(
        `Schema ${target} already holds ${current.tables} tables. Restoring replaces all of it: stop ` +
          "the servers, keep a copy if you may need it, and run again with --force. Nothing was changed.",
      );
    }
    if (!wholeDatabase && dumped !== target && (await inspect(client, dumped)).exists) {
      throw new Refusal(
        `The backup recreates schema ${dumped}, which exists in this database, before renaming it ` +
          `to ${target}. Restore into another database, or remove ${dumped} first. Nothing was changed.`,
      );
    }
    if (!wholeDatabase && current.exists) {
      // With --force the old schema goes; an empty one goes too, as pg_restore creates it.
      await client.query(
        `drop schema ${quoteIdentifier(target)}${current.tables > 0 ? " cascade" : ""}`,
      );
    }
    runPostgresTool("pg_restore", [
      "--no-owner",
      "--exit-on-error",
      "--single-transaction",
      ...(wholeDatabase && current.tables > 0 ? ["--clean", "--if-exists"] : []),
      `--dbname=${withoutOptions(url)}`,
      backup,
    ]);
    if (!wholeDatabase && dumped !== target) {
      await client.query(
        `alter schema ${quoteIdentifier(dumped)} rename to ${quoteIdentifier(target)}`,
      );
    }
  } finally {
    await client.end();
  }
}
