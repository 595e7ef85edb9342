import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/test-server";
import { testDialect } from "../support/test-database";

const run = promisify(execFile);
const tsx = path.join(projectRoot, "node_modules/.bin/tsx");
const script = path.join(projectRoot, "scripts/admin-create.ts");

/** A data folder and a SQLite database of their own, as on a fresh machine. */
function emptySite() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-admin-create-"));
  const env = {
    ...process.env,
    DATA_DIR: directory,
    DATABASE_URL: `file:${path.join(directory, "app.db")}`,
    LOG_LEVEL: "silent",
  };
  return { directory, env };
}

describe.skipIf(testDialect() !== "sqlite")("npm run admin:create", () => {
  it("adds an admin with a generated password shown once, and can promote an existing account", async () => {
    const { directory, env } = emptySite();
    const { stdout } = await run(tsx, [script, "--email", "Staff@Kodeveda.test"], {
      cwd: projectRoot,
      env,
    });
    expect(stdout).toContain("Admin ready: staff@kodeveda.test");
    expect(stdout).toMatch(/Password \(shown only once\): \S{20}/);

    const again = await run(
      tsx,
      [script, "--email", "staff@kodeveda.test", "--password", "chosen password"],
      {
        cwd: projectRoot,
        env,
      },
    );
    expect(again.stdout).not.toContain("Password (shown only once)");

    // Someone signed up with a staff address before it was made an admin's: refused without
    // --force, promoted with it.
    const db = new Database(path.join(directory, "app.db"));
    const now = new Date().toISOString();
    db.prepare(
      `insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
       values ('visitor-1', 'Visitor', 'trainer@kodeveda.test', 0, ?, ?, 'user')`,
    ).run(now, now);
    const promote = ["--email", "trainer@kodeveda.test", "--password", "chosen password"];
    await expect(run(tsx, [script, ...promote], { cwd: projectRoot, env })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("has never confirmed its email address") as string,
    });
    const forced = await run(tsx, [script, ...promote, "--force"], { cwd: projectRoot, env });
    expect(forced.stdout).toContain("Admin ready: trainer@kodeveda.test");

    const admins = db.prepare(`select email from "user" where role = 'admin' order by email`).all();
    db.close();
    // The first start's admin@example.com, and the two added here.
    expect(admins).toEqual([
      { email: "admin@example.com" },
      { email: "staff@kodeveda.test" },
      { email: "trainer@kodeveda.test" },
    ]);
    fs.rmSync(directory, { recursive: true, force: true });
  }, 90_000);

  it("with --first, makes the site's first admin and nothing else, and later changes nothing", async () => {
    const { directory, env } = emptySite();
    const first = await run(tsx, [script, "--email", "ops@kodeveda.test", "--first"], { env });
    expect(first.stdout).toContain("Admin ready: ops@kodeveda.test");
    expect(first.stdout).toMatch(/Password \(shown only once\): \S{20}/);
    const later = await run(tsx, [script, "--email", "someone@kodeveda.test", "--first"], { env });
    expect(later.stdout).toBe("The site has an admin already: nothing changed.\n");

    const db = new Database(path.join(directory, "app.db"), { readonly: true });
    const admins = db.prepare(`select email from "user" where role = 'admin'`).all();
    db.close();
    expect(admins).toEqual([{ email: "ops@kodeveda.test" }]);
    fs.rmSync(directory, { recursive: true, force: true });
  }, 90_000);

  it("explains its usage when the email is missing", async () => {
    await expect(run(tsx, [script], { cwd: projectRoot })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Usage: npm run admin:create") as string,
    });
  });
});
