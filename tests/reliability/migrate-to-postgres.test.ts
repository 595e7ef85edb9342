/**
 * `npm run db:migrate-to-postgres` on a SQLite database that the running site filled
 * (bookings, a registration, an account, the seeded blog and projects): every table arrives
 * in a fresh PostgreSQL schema with the same row count and checksum, and the site started on
 * the copy serves what it held.
 */
import { describe, expect, it } from "vitest";
import { compareChecksums } from "#server/db/table-checksums";
import { signUpRequest } from "../support/accounts";
import { checksumsOfTestDatabase } from "../support/database-checksums";
import { postJsonTo } from "../support/http";
import { studentRegistration } from "../support/students";
import { createTestDatabase } from "../support/test-database";
import { keysFor, sendBookings } from "./support/bookings-load";
import { runDbCommand } from "./support/db-command";
import { report } from "./support/scale";
import { startServerProcess, stopServerProcess } from "./support/server";

const upi = { UPI_VPA: "kodeveda@okaxis", UPI_PAYEE_NAME: "Kodeveda Technologies" };
const password = "correct horse battery";

describe.runIf(process.env.TEST_POSTGRES_URL)("moving from SQLite to PostgreSQL", () => {
  it("copies every table with equal counts and checksums, and the site runs on the copy", async () => {
    const sqlite = await createTestDatabase("sqlite");
    const postgres = await createTestDatabase("postgres");
    let server = await startServerProcess(sqlite, upi);
    try {
      const keys = keysFor("moved", 50);
      const bookings = await sendBookings({ url: server.url, keys, concurrency: 10 });
      expect(bookings.acknowledged.size).toBe(keys.length);
      const registration = await postJsonTo(
        server,
        "/api/register",
        studentRegistration("hostel-mess-feedback"),
      );
      expect(registration.status).toBeLessThan(300);
      const email = `moved.${Date.now()}@student.example`;
      expect((await signUpRequest(server.url, server.url, email, password)).status).toBe(200);
      await stopServerProcess(server);

      const started = performance.now();
      const moved = await runDbCommand(
        "db:migrate-to-postgres",
        ["--to", postgres.env.DATABASE_URL ?? ""],
        sqlite,
      );
      const moveMs = Math.round(performance.now() - started);
      expect(moved.stderr).toBe("");
      expect(moved.code).toBe(0);
      expect(moved.stdout).toContain("Copied and verified");

      const source = await checksumsOfTestDatabase(sqlite);
      const copy = await checksumsOfTestDatabase(postgres);
      expect(compareChecksums(source, copy).filter((table) => !table.ok)).toEqual([]);
      const rows = new Map(copy.map((table) => [table.table, table.rows]));
      for (const table of ["bookings", "registrations", "user", "account", "session"]) {
        expect(rows.get(table), table).toBeGreaterThan(0);
      }
      expect(rows.get("bookings")).toBe(keys.length);

      const again = await runDbCommand(
        "db:migrate-to-postgres",
        ["--to", postgres.env.DATABASE_URL ?? ""],
        sqlite,
      );
      expect(again.code).not.toBe(0);
      expect(again.stderr).toContain("the move needs an empty one");

      server = await startServerProcess(postgres, upi);
      // The same keys again: each booking is found in the copy and answered as a replay.
      const replayed = await sendBookings({ url: server.url, keys, concurrency: 10 });
      expect(replayed.replayed.size).toBe(keys.length);
      expect(replayed.acknowledged).toEqual(bookings.acknowledged);
      const signIn = await postJsonTo(
        server,
        "/api/account/sign-in/email",
        { email, password },
        { origin: server.url },
      );
      expect(signIn.status).toBe(200);
      expect(server.output()).not.toContain("database migrated");
      report("migrate to postgres", { tables: copy.length, moveMs });
    } finally {
      await stopServerProcess(server);
      await sqlite.drop();
      await postgres.drop();
    }
  });
});
