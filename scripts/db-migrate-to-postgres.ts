/**
 * npm run db:migrate-to-postgres -- --to <postgres url> [--from <sqlite file>]
 *
 * Moves the site from SQLite (the configured database, or --from) to an empty PostgreSQL
 * database or schema (`options=-c search_path=…` in the URL chooses one): creates the schema
 * with the app's own migrations and better-auth's tables, copies every table in one
 * transaction, then checks each table's row count and checksum against the source's and
 * prints them. Exits non-zero on a refusal or any difference. Stop the server first: what it
 * writes after the copy would stay behind in SQLite.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { createAuth } from "#server/auth/auth";
import { migrateAuthTables } from "#server/auth/migrate";
import { loadConfig, type Config } from "#server/config";
import { connectDatabase } from "#server/db/connect";
import { migrateToLatest, migrationNames } from "#server/db/migrate";
import { searchPathSchema, withoutOptions } from "#server/db/postgres-url";
import { compareChecksums, formatComparison, tableChecksums } from "#server/db/table-checksums";
import { postgresSource, quoteIdentifier, sqliteSource } from "#server/db/table-sources";
import { createLogger } from "#server/logger";
import { checksumsOf } from "./db/checksums-of";
import { Refusal, runCommand } from "./db/command";
import { checkSameTables, copyTables } from "./db/copy-to-postgres";

const usage = "Usage: npm run db:migrate-to-postgres -- --to <postgres url> [--from <sqlite file>]";

function sourceFile(config: Config, from: string | undefined): string {
  if (from) return path.resolve(from);
  if (config.database.kind === "sqlite") return config.database.file;
  throw new Refusal(
    `DATABASE_URL is PostgreSQL already: name the SQLite file with --from. ${usage}`,
  );
}

function checkSourceIsIdle(file: string) {
  if (!fs.existsSync(file)) throw new Refusal(`${file} does not exist. ${usage}`);
  const wal = `${file}-wal`;
  if (fs.existsSync(wal) && fs.statSync(wal).size > 0) {
    throw new Refusal(
      `${wal} holds writes not yet in ${file}: a server is probably using the database, and what ` +
        "it writes after the copy would be lost. Stop the server first. Nothing was changed.",
    );
  }
}

/** The source must have run exactly this version's migrations, as the new schema will. */
function checkSourceMigrations(source: Database.Database) {
  const applied = source
    .prepare("select name from kysely_migration order by name")
    .pluck()
    .all() as string[];
  if (applied.join() !== migrationNames.join()) {
    throw new Refusal(
      `${source.name} is at migration ${applied.at(-1) ?? "none"}, this version at ${migrationNames.at(-1) ?? "none"}. ` +
        "Run npm run db:migrate against it first (DATABASE_URL=file:<path>). Nothing was changed.",
    );
  }
}

async function targetTableCount(client: pg.Client, schema: string): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    "select count(*)::int as count from information_schema.tables where table_schema = $1",
    [schema],
  );
  return rows[0]?.count ?? 0;
}

/** Our migrations, then better-auth's tables: what the server would do on a first start. */
async function createSchema(config: Config, url: string) {
  const logger = createLogger("warn");
  const database = connectDatabase({ kind: "postgres", url }, { logger, poolSize: 2 });
  try {
    await migrateToLatest(database);
    const auth = createAuth({
      config: { ...config, database: { kind: "postgres", url } },
      database,
      logger,
      sendVerificationLink: () => Promise.resolve(),
    });
    await migrateAuthTables(auth, logger);
  } finally {
    await database.close();
  }
}

/** The target schema was empty of tables before: leaving it so lets the move be run again. */
async function dropAllTables(client: pg.Client) {
  for (const table of await postgresSource(client).tables()) {
    await client.query(`drop table if exists ${quoteIdentifier(table.name)} cascade`);
  }
}

await runCommand(async () => {
  const { values } = parseArgs({
    options: { to: { type: "string" }, from: { type: "string" } },
  });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) throw new Refusal(usage);
  const to = values.to;
  const config = loadConfig();
  const file = sourceFile(config, values.from);
  checkSourceIsIdle(file);
  const schema = searchPathSchema(to) ?? "public";

  const admin = new pg.Client({ connectionString: withoutOptions(to) });
  await admin.connect();
  try {
    const tables = await targetTableCount(admin, schema);
    if (tables > 0) {
      throw new Refusal(
        `Schema ${schema} of the target already holds ${tables} tables: the move needs an empty one. Nothing was changed.`,
      );
    }
    await admin.query(`create schema if not exists ${quoteIdentifier(schema)}`);
  } finally {
    await admin.end();
  }

  const source = new Database(file, { readonly: true, fileMustExist: true });
  const client = new pg.Client({ connectionString: to });
  try {
    // One read transaction: the rows copied and the checksums they are checked against are
    // the same moment of the source.
    source.exec("begin");
    checkSourceMigrations(source);
    const reader = sqliteSource(source);
    const sourceTables = await reader.tables();
    console.log(`Creating the schema in ${schema}…`);
    await client.connect();
    try {
      await createSchema(config, to);
      await client.query("begin");
      const targetTables = await postgresSource(client).tables();
      checkSameTables(sourceTables, targetTables);
      console.log(`Copying ${sourceTables.length} tables from ${file}…`);
      await copyTables(reader, sourceTables, client, targetTables);
      await client.query("commit");
    } catch (error) {
      await client.query("rollback");
      await dropAllTables(client);
      throw error;
    }
    const comparisons = compareChecksums(
      await tableChecksums(reader),
      await checksumsOf({ kind: "postgres", url: to }),
    );
    console.log(formatComparison(comparisons, { expected: "SQLite", actual: "PostgreSQL" }));
    const differing = comparisons.filter((comparison) => !comparison.ok);
    if (differing.length > 0) {
      console.error(`Copied, but ${differing.length} tables differ from the SQLite database.`);
      return false;
    }
    console.log(
      `Copied and verified: ${comparisons.length} tables match. Point DATABASE_URL at the new database and start the server.`,
    );
    return true;
  } finally {
    source.close();
    await client.end();
  }
});
