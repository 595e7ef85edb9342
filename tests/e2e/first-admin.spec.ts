import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { freePort } from "../support/free-port";
import { spawnServer, waitUntilListening, type ServerProcess } from "../support/server-process";

// A server of its own on a fresh data folder: nothing to share with the other project.

async function startFresh(dataDir: string, port: number): Promise<ServerProcess> {
  // As `npm start` runs it: no ADMIN_*, no SITE_URL (so http://localhost:PORT), SQLite, with
  // the data folder and database file where ./data and ./data/app.db would be.
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
  });
  await waitUntilListening(server, 30_000);
  return server;
}

async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM");
  await server.exited;
}

test("the admin the first start prints can sign in at /admin; a second start prints no new password", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-first-admin-"));
  const port = await freePort();
  try {
    const first = await startFresh(dataDir, port);
    let email = "";
    let password = "";
    try {
      const printed = first.output();
      email = /^\s+email:\s+(\S+)$/m.exec(printed)?.[1] ?? "";
      password = /^\s+password:\s+(\S+)$/m.exec(printed)?.[1] ?? "";
      expect(email, printed).not.toBe("");
      expect(password, printed).not.toBe("");
      // What the console promises about "Forgot password" is true of this start.
      expect(printed).toContain(`the code is written to ${path.join(dataDir, "outbox")}`);

      await page.goto(`http://localhost:${port}/admin`);
      await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByRole("main").getByLabel("Password").fill(password);
      await page.getByRole("main").getByRole("button", { name: "Login", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    } finally {
      await stop(first);
    }

    const second = await startFresh(dataDir, port);
    try {
      expect(second.output()).not.toContain("First admin account created");
      expect(second.output()).not.toContain(password);
    } finally {
      await stop(second);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
