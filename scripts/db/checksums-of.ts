import Database from "better-sqlite3";
import pg from "pg";
import type { DatabaseTarget } from "#server/config";
import { tableChecksums, type TableChecksum } from "#server/db/table-checksums";
import { postgresSource, sqliteSource } from "#server/db/table-sources";

/** Every table's count and checksum, read in one consistent snapshot of the database. */
export async function checksumsOf(target: DatabaseTarget): Promise<TableChecksum[]> {
  if (target.kind === "sqlite") {
    const database = new Database(target.file, { readonly: true, fileMustExist: true });
    try {
      database.exec("begin");
      return await tableChecksums(sqliteSource(database));
    } finally {
      database.close();
    }
  }
  return inPostgresSnapshot(target.url, (client) => tableChecksums(postgresSource(client)));
}

/**
 * Runs `work` in a read-only REPEATABLE READ transaction: every query it makes sees the
 * database as it was at the first one.
 */
export async function inPostgresSnapshot<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const result = await work(client);
    await client.query("commit");
    return result;
  } finally {
    await client.end();
  }
}
