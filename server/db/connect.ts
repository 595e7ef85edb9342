import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Logger } from "pino";
import type { DatabaseTarget } from "../config";
import { CurrentSchemaPostgresDialect } from "./current-schema-introspector";
import { groupedWrites, separateWrites, type WriteTransaction } from "./grouped-writes";
import type { DatabaseSchema } from "./schema";

export type Dialect = DatabaseTarget["kind"];

export interface AppDatabase {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  /** The way submissions are written: see grouped-writes.ts. */
  write: WriteTransaction;
  /** Answers when the database can run a query; throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  logger: Logger;
  /** PostgreSQL only: the schema to work in (tests give each run a fresh one). */
  schema?: string;
  poolSize?: number;
}

/**
 * WAL lets readers run beside the writer; synchronous=FULL makes a commit durable once it
 * returns, so an acknowledged submission survives a crash or a power cut; busy_timeout
 * makes a second writer wait its turn instead of failing. secure_delete overwrites what a
 * delete removes, so an erased person's details do not linger in free pages of the file
 * (India's DPDP Act: erasure must leave nothing readable).
 */
function openSqlite(file: string): SQLite.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  database.pragma("secure_delete = ON");
  reusePreparedStatements(database);
  return database;
}

/** Statements kept for reuse: far more than the app's distinct queries, bounded all the same. */
const keptStatements = 500;

/**
 * Kysely prepares every query it runs afresh, and better-sqlite3 compiles each prepare: on an
 * admin list page, profiled, that was nearly half the time its queries took. The same SQL text gets the statement
 * compiled for it before (SQLite recompiles one itself if the schema changed). Safe because
 * nothing here iterates a statement (`.iterate`, Kysely's `.stream`), the one use during
 * which a statement cannot run again.
 */
function reusePreparedStatements(database: SQLite.Database) {
  const prepare = database.prepare.bind(database);
  const statements = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (statement) {
      // Most recently used last, so the first is the one to let go.
      statements.delete(source);
    } else {
      statement = prepare(source);
      if (statements.size >= keptStatements) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
    }
    statements.set(source, statement);
    return statement;
  }) as SQLite.Database["prepare"];
}

function openPostgres(url: string, options: ConnectOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // A client whose server went away (PostgreSQL stopped or restarted) emits 'error'; unhandled,
  // that would end the process. The pool listens on idle clients only, so every client gets a
  // listener of its own for the moments it is checked out between queries. A query running at
  // that moment fails on its own, and the pool discards the broken client when it comes back.
  const clientFailed = (error: Error) =>
    options.logger.warn({ err: error }, "database connection failed");
  pool.on("connect", (client) => client.on("error", clientFailed));
  pool.on("error", clientFailed);
  return pool;
}

export function connectDatabase(target: DatabaseTarget, options: ConnectOptions): AppDatabase {
  const dialect =
    target.kind === "sqlite"
      ? new SqliteDialect({ database: openSqlite(target.file) })
      : new CurrentSchemaPostgresDialect({ pool: openPostgres(target.url, options) });
  const db = new Kysely<DatabaseSchema>({ dialect });
  return {
    db,
    dialect: target.kind,
    write: target.kind === "sqlite" ? groupedWrites(db) : separateWrites(db),
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}
