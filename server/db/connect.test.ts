import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { connectDatabase, type AppDatabase } from "./connect";

let database: AppDatabase | undefined;
let directory: string | undefined;
afterEach(async () => {
  await database?.close();
  if (directory) fs.rmSync(directory, { recursive: true, force: true });
});

function sqlite(): AppDatabase {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-connect-"));
  database = connectDatabase(
    { kind: "sqlite", file: path.join(directory, "app.db") },
    { logger: createLogger("silent") },
  );
  return database;
}

describe("SQLite's reused statements", () => {
  it("answer the same query again with what the table holds now, after its schema changed too", async () => {
    const { db } = sqlite();
    await sql`create table notes (id integer primary key, body text)`.execute(db);
    const all = () => sql<Record<string, unknown>>`select * from notes order by id`.execute(db);
    await sql`insert into notes (body) values (${"first"})`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, body: "first" }]);
    await sql`insert into notes (body) values (${"second"})`.execute(db);
    await sql`alter table notes add column author text`.execute(db);
    expect((await all()).rows).toEqual([
      { id: 1, body: "first", author: null },
      { id: 2, body: "second", author: null },
    ]);
  });

  it("begin, write and roll back again and again, a rolled-back write leaving nothing", async () => {
    const { db } = sqlite();
    await sql`create table counts (n integer)`.execute(db);
    const add = () => sql`insert into counts (n) values (1)`.execute(db);
    await add();
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into counts (n) values (1)`.execute(trx);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    await add();
    const { rows } = await sql<{ n: number }>`select count(*) as n from counts`.execute(db);
    expect(rows).toEqual([{ n: 2 }]);
  });
});
