/**
 * deploy/ on one server, run here in a throwaway root (support/throwaway-root.ts): setup from
 * a clone of this repository, run twice; the real Caddy in front with the site file setup
 * installed; then upgrades that fail in each way and one that works, and a rollback.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { projectRoot } from "../support/test-server";
import { booking } from "./support/bookings-load";
import { startCaddy, type RunningCaddy } from "./support/caddy";
import { httpsClient, type HttpsClient } from "./support/https-client";
import { keepAsking } from "./support/keep-asking";
import { throwawayRoot, type ThrowawayRoot } from "./support/throwaway-root";

const domain = "kodeveda.localhost";
const origin = `https://${domain}`;
let directory: string;
let source: string;
let server: ThrowawayRoot;
let port: number;
let caddy: RunningCaddy;
let site: HttpsClient;
let admin: { email: string; password: string };
/** What beforeAll started, stopped in reverse order even when it failed half-way. */
const cleanUps: (() => Promise<void> | void)[] = [];

const git = (...args: string[]) =>
  execFileSync("git", ["-C", source, ...args], { encoding: "utf8" });
/** A commit in the checkout the server was set up from, as the company pushing a change. */
function commit(message: string, change: () => void): string {
  change();
  git("commit", "--quiet", "--all", "--message", message);
  return git("rev-parse", "HEAD").trim();
}
const current = () => path.basename(fs.readlinkSync(server.path("opt/kodeveda/current")));
/** The release the instance's process runs from (its working directory). */
const servedRelease = () => {
  const pid = fs.readFileSync(
    path.join(server.env.FAKE_SYSTEMD_DIR, `kodeveda@${port}.pid`),
    "utf8",
  );
  return path.basename(fs.readlinkSync(`/proc/${pid.trim()}/cwd`));
};
const envFileOf = (file: string) =>
  Object.fromEntries(
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
/** A request on plain HTTP with the site's name (fetch does not let a test set Host). */
const plainHttp = (httpPort: number, path: string) =>
  new Promise<{ status: number; location?: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: httpPort, path, headers: { host: domain } }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      })
      .on("error", reject);
  });
/** Every file under the root with its content, mode and owner: what "changes nothing" means. */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (file.includes("/releases/") || file.includes("/var/lib/kodeveda/")) continue;
    const stat = fs.lstatSync(file);
    files[file] =
      `${stat.mode}:${stat.uid}:${entry.isFile() ? fs.readFileSync(file, "base64") : ""}`;
  }
  return files;
}

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-deploy-"));
  cleanUps.push(() => fs.rmSync(directory, { recursive: true, force: true }));
  source = path.join(directory, "source");
  execFileSync("git", ["clone", "--quiet", projectRoot, source]);
  // The packages this checkout has installed, for the same lockfile: setup links them rather
  // than downloading them again (deploy/lib/same-packages.mjs), minutes saved here.
  execFileSync("cp", [
    "-al",
    path.join(projectRoot, "node_modules"),
    path.join(source, "node_modules"),
  ]);
  git("config", "user.email", "ops@kodeveda.example");
  git("config", "user.name", "Kodeveda Ops");
  server = throwawayRoot(directory);
  cleanUps.push(() => server.stopAll());
  port = await freePort();
  const setup = await server.deploy(
    source,
    "setup",
    ["--domain", domain, "--email", "ops@kodeveda.example"],
    { KODEVEDA_FIRST_PORT: String(port) },
  );
  expect(setup.output).toContain("Admin ready: ops@kodeveda.example");
  expect(setup.code, setup.output).toBe(0);
  admin = {
    email: "ops@kodeveda.example",
    password: /Password \(shown only once\): (\S+)/.exec(setup.output)?.[1] ?? "",
  };
  caddy = await startCaddy({
    directory,
    siteFile: server.path("etc/caddy/kodeveda.caddy"),
    env: envFileOf(server.path("etc/kodeveda/caddy.env")),
  });
  cleanUps.push(() => caddy.stop());
  site = httpsClient({ host: domain, connectTo: "127.0.0.1", port: caddy.httpsPort, ca: caddy.ca });
}, 600_000);

afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

describe("deploy/ on one server", () => {
  it("sets the server up once: run again, setup changes nothing", async () => {
    expect(server.takeCalls()).toEqual(
      expect.arrayContaining([
        `enable --now kodeveda@${port}.service`,
        "enable --now kodeveda-backup.timer",
      ]),
    );
    const before = snapshot(server.root);
    const again = await server.deploy(source, "setup", []);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain("Nothing changed: the server was already set up.");
    expect(again.output).toContain("The site has an admin already: nothing changed.");
    expect(again.output).toMatch(
      /kodeveda\._domainkey\.kodeveda\.localhost {2}TXT {2}"v=DKIM1; k=rsa; p=/,
    );
    expect(server.takeCalls().filter((call) => !/^is-(enabled|active) /.test(call))).toEqual([]);
    expect(snapshot(server.root)).toEqual(before);
    expect(fs.statSync(server.path("etc/kodeveda/kodeveda.env")).mode & 0o777).toBe(0o600);
    expect(fs.statSync(server.path("etc/kodeveda/dkim.pem")).mode & 0o777).toBe(0o600);
  });

  it("serves the site over HTTPS: redirect, HSTS once, precompressed pages, Secure cookies", async () => {
    const plain = await plainHttp(caddy.httpPort, "/projects");
    expect(plain.status).toBe(308);
    expect(plain.location).toMatch(/^https:\/\/kodeveda\.localhost(:\d+)?\/projects$/);

    const home = await site("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(home.status).toBe(200);
    expect(home.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(home.headers["content-encoding"]).toBe("br");

    const signIn = await site("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(admin),
    });
    expect(signIn.status, signIn.body).toBe(200);
    const cookies = [signIn.headers["set-cookie"] ?? []].flat();
    const session = cookies.find((cookie) => cookie.startsWith("__Secure-kodeveda.session_token="));
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    const dashboard = await site("/api/admin/dashboard", {
      headers: { cookie: session?.split(";")[0] ?? "" },
    });
    expect(dashboard.status).toBe(200);
  });

  it("stores a booking sent through the proxy, and refuses a body larger than the app reads", async () => {
    const answer = await site("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json", origin, "idempotency-key": "through-caddy" },
      body: JSON.stringify(booking),
    });
    expect(answer.status, answer.body).toBe(201);
    const { id } = JSON.parse(answer.body) as { id: string };
    const database = new Database(server.path("var/lib/kodeveda/app.db"), { readonly: true });
    const stored = database.prepare("select organization_name from bookings where id = ?").get(id);
    database.close();
    expect(stored).toEqual({ organization_name: booking.organizationName });

    const tooLarge = await site("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ ...booking, message: "x".repeat(20_000) }),
    });
    expect(tooLarge.status).toBe(413);
    expect((await site("/metrics")).status).toBe(404);
  });

  it("counts sign-in attempts by the client address the proxy saw, whatever the client claims", async () => {
    const attempt = (localAddress: string, headers: Record<string, string> = {}) =>
      site("/api/auth/login", {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", origin, ...headers },
        body: JSON.stringify({ email: admin.email, password: "not the password" }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt("127.0.0.2")).status);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
    expect((await attempt("127.0.0.2", { "x-forwarded-for": "203.0.113.7" })).status).toBe(429);
    expect((await attempt("127.0.0.3")).status).toBe(401);
  });

  it("keeps the running version serving when an upgrade's build fails", async () => {
    const running = current();
    const broken = commit("a change that does not build", () =>
      fs.appendFileSync(path.join(source, "app/root.tsx"), "\nexport const broken = ;\n"),
    );
    const asking = keepAsking(site);
    const upgrade = await server.deploy(source, "upgrade", ["--ref", broken]);
    const answers = await asking.stop();
    expect(upgrade.code).not.toBe(0);
    expect(upgrade.output).toContain(`the build of ${broken} failed: still serving ${running}`);
    expect(current()).toBe(running);
    expect(fs.existsSync(server.path(`opt/kodeveda/releases/${broken}`))).toBe(false);
    expect(answers.failed).toEqual([]);
    git("revert", "--no-edit", "HEAD");
  });

  it("goes back to the running version when the new one does not become ready", async () => {
    const running = current();
    const stillborn = commit("a server that exits at start", () => {
      const entry = path.join(source, "server/index.ts");
      fs.writeFileSync(entry, `process.exit(3);\n${fs.readFileSync(entry, "utf8")}`);
    });
    const upgrade = await server.deploy(source, "upgrade", ["--ref", stillborn], {
      KODEVEDA_READY_TIMEOUT: "8",
    });
    expect(upgrade.code).not.toBe(0);
    expect(upgrade.output).toContain(`${running} is serving again`);
    expect(current()).toBe(running);
    expect(servedRelease()).toBe(running);
    expect((await site("/")).status).toBe(200);
    git("revert", "--no-edit", "HEAD");
  });

  it("upgrades with a backup first and no failed request, then rolls back", async () => {
    const running = current();
    const next = commit("a new version", () =>
      fs.appendFileSync(path.join(source, "README.md"), "\nA new version.\n"),
    );
    const asking = keepAsking(site);
    const upgrade = await server.deploy(source, "upgrade", ["--ref", next]);
    const answers = await asking.stop();
    expect(upgrade.code, upgrade.output).toBe(0);
    expect(current()).toBe(next);
    expect(servedRelease()).toBe(next);
    expect(answers.failed).toEqual([]);
    expect(answers.ok).toBeGreaterThan(0);
    expect(fs.readdirSync(server.path("var/lib/kodeveda/backups"))).toContainEqual(
      expect.stringMatching(/^app-.*\.db$/),
    );

    const rollback = await server.deploy(source, "rollback", []);
    expect(rollback.code, rollback.output).toBe(0);
    expect(current()).toBe(running);
    expect(servedRelease()).toBe(running);
    expect((await site("/")).status).toBe(200);
  });

  it("restores the backup an upgrade took, and serves it", async () => {
    const later = await site("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json", origin, "idempotency-key": "after-backup" },
      body: JSON.stringify(booking),
    });
    expect(later.status).toBe(201);
    const listed = await server.deploy(source, "restore", []);
    const newest = /^(app-\S+\.db)$/m.exec(listed.output)?.[1] ?? "";
    expect(newest).not.toBe("");

    const restore = await server.deploy(source, "restore", [
      server.path(`var/lib/kodeveda/backups/${newest}`),
    ]);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain("Restored and verified");
    const database = new Database(server.path("var/lib/kodeveda/app.db"), { readonly: true });
    const keys = database
      .prepare("select idempotency_key from bookings order by idempotency_key")
      .all();
    database.close();
    expect(keys).toEqual([{ idempotency_key: "through-caddy" }]);
    expect((await site("/")).status).toBe(200);
  });
});
