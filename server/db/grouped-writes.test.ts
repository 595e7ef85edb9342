import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { connectDatabase, type AppDatabase } from "./connect";
import { migrateToLatest } from "./migrate";

let database: AppDatabase | undefined;
let directory: string | undefined;
afterEach(async () => {
  await database?.close();
  if (directory) fs.rmSync(directory, { recursive: true, force: true });
});

async function sqlite(): Promise<AppDatabase> {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-grouped-"));
  database = connectDatabase(
    { kind: "sqlite", file: path.join(directory, "app.db") },
    { logger: createLogger("silent") },
  );
  await migrateToLatest(database);
  return database;
}

const subscriber = (email: string) => ({
  id: email,
  email,
  status: "subscribed" as const,
  unsubscribe_token: `token-${email}`,
  source: "footer",
  unsubscribed_at: null,
  consent_notice: "test",
  consent_at: "2026-11-23T00:00:00.000Z",
  created_at: "2026-11-23T00:00:00.000Z",
  updated_at: "2026-11-23T00:00:00.000Z",
});

describe("grouped writes (SQLite)", () => {
  it("stores every write that arrives together, and fails only the write that breaks a rule", async () => {
    const { db, write } = await sqlite();
    const emails = Array.from({ length: 40 }, (_, i) => `reader${i}@example.com`);
    const outcomes = await Promise.allSettled([
      ...emails.map((email) =>
        write((trx) =>
          trx.insertInto("newsletter_subscribers").values(subscriber(email)).execute(),
        ),
      ),
      // The same address again: the unique index refuses it, and only it.
      write((trx) =>
        trx
          .insertInto("newsletter_subscribers")
          .values(subscriber(emails[0] ?? ""))
          .execute(),
      ),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(40);
    expect(outcomes.at(-1)?.status).toBe("rejected");
    const rows = await db.selectFrom("newsletter_subscribers").select("email").execute();
    expect(rows.map((row) => row.email).sort()).toEqual([...emails].sort());
  });

  it("rolls back everything one write did when it fails halfway", async () => {
    const { db, write } = await sqlite();
    await expect(
      write(async (trx) => {
        await trx
          .insertInto("newsletter_subscribers")
          .values(subscriber("a@example.com"))
          .execute();
        throw new Error("the second half failed");
      }),
    ).rejects.toThrow("the second half failed");
    await write((trx) =>
      trx.insertInto("newsletter_subscribers").values(subscriber("b@example.com")).execute(),
    );
    const rows = await db.selectFrom("newsletter_subscribers").select("email").execute();
    expect(rows.map((row) => row.email)).toEqual(["b@example.com"]);
  });

  it("answers with what the write returned, after it is committed", async () => {
    const { db, write } = await sqlite();
    const id = await write(async (trx) => {
      await trx.insertInto("newsletter_subscribers").values(subscriber("c@example.com")).execute();
      return "c@example.com";
    });
    expect(id).toBe("c@example.com");
    const row = await db
      .selectFrom("newsletter_subscribers")
      .select("email")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row?.email).toBe("c@example.com");
  });
});
