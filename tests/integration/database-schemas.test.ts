import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#server/db/connect";
import { migrateToLatest } from "#server/db/migrate";
import { createTestDatabase, testDialect, type TestDatabase } from "../support/test-database";

/**
 * Several deployments (and every test file) may share one PostgreSQL database, each in a
 * schema of its own: what happens in one schema must not break a migration in another.
 */
describe.skipIf(testDialect() !== "postgres")("one schema among others in PostgreSQL", () => {
  let testDatabase: TestDatabase;
  let database: AppDatabase;
  let neighbour: pg.Client;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = testDatabase.connect();
    neighbour = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
    await neighbour.connect();
  });
  afterAll(async () => {
    await neighbour.end();
    await database.close();
    await testDatabase.drop();
  });

  it("migrates while a neighbouring schema is made, changed and dropped again and again", async () => {
    const migrated = new AbortController();
    let rounds = 0;
    const churn = (async () => {
      while (!migrated.signal.aborted) {
        const schema = `neighbour_${randomBytes(6).toString("hex")}`;
        await neighbour.query(`create schema ${schema}`);
        await neighbour.query(`create table ${schema}.notes (id serial primary key, title text)`);
        await neighbour.query(`alter table ${schema}.notes rename column title to heading`);
        await neighbour.query(`drop schema ${schema} cascade`);
        rounds += 1;
      }
    })();
    try {
      expect(await migrateToLatest(database)).toContain("0001-initial");
    } finally {
      migrated.abort();
      await churn;
    }
    expect(rounds).toBeGreaterThan(0);
  });

  it("sees only its own schema's tables when it looks", async () => {
    const other = `neighbour_${randomBytes(6).toString("hex")}`;
    await neighbour.query(`create schema ${other}`);
    await neighbour.query(`create table ${other}.intruders (id serial primary key)`);
    try {
      const tables = await database.db.introspection.getTables();
      expect(tables.map((table) => table.name)).toContain("registrations");
      expect(tables.map((table) => table.name)).not.toContain("intruders");
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([testDatabase.schema]));
    } finally {
      await neighbour.query(`drop schema ${other} cascade`);
    }
  });
});
