import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseTarget } from "#server/config";
import { connectDatabase, type AppDatabase } from "#server/db/connect";
import { migrateToLatest } from "#server/db/migrate";
import { createLogger } from "#server/logger";

export type TestDialect = "sqlite" | "postgres";

/** Which database this test project runs against (see vitest.config.ts). */
export function testDialect(): TestDialect {
  return process.env.TEST_DATABASE === "postgres" ? "postgres" : "sqlite";
}

export interface TestDatabase {
  target: DatabaseTarget;
  /** PostgreSQL: the schema this test owns, created fresh and dropped afterwards. */
  schema: string | undefined;
  /** Environment variables that point a server process at this database. */
  env: Record<string, string>;
  directory: string;
  connect(): AppDatabase;
  drop(): Promise<void>;
}

function postgresUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error("TEST_POSTGRES_URL must be set to run the PostgreSQL tests");
  return url;
}

/** Adds the options parameter that makes every connection use the given schema. */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("options", `-c search_path=${schema}`);
  return parsed.toString();
}

/**
 * A fresh, empty database for one test file: a new SQLite file in a temporary folder,
 * or a new schema in the PostgreSQL database named by TEST_POSTGRES_URL.
 */
export async function createTestDatabase(dialect = testDialect()): Promise<TestDatabase> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-test-"));
  const logger = createLogger("silent");
  if (dialect === "sqlite") {
    const file = path.join(directory, "app.db");
    return {
      target: { kind: "sqlite", file },
      schema: undefined,
      env: { DATABASE_URL: `file:${file}` },
      directory,
      connect: () => connectDatabase({ kind: "sqlite", file }, { logger }),
      drop: () => Promise.resolve(fs.rmSync(directory, { recursive: true, force: true })),
    };
  }
  const url = postgresUrl();
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    target: { kind: "postgres", url },
    schema,
    env: { DATABASE_URL: withSearchPath(url, schema) },
    directory,
    connect: () => connectDatabase({ kind: "postgres", url }, { logger, schema, poolSize: 5 }),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export async function migratedTestDatabase(dialect = testDialect()) {
  const testDatabase = await createTestDatabase(dialect);
  const database = testDatabase.connect();
  await migrateToLatest(database);
  return { testDatabase, database };
}
