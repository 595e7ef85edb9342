/**
 * Two instances on one PostgreSQL and one Redis behind the real Caddy with the site file
 * deploy/ ships, started by the units setup installs (support/throwaway-root.ts): a rolling
 * restart by the deploy commands' own function under a load of page views and bookings, then
 * one instance killed with SIGKILL.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { projectRoot } from "../support/test-server";
import { startCaddy, type RunningCaddy } from "./support/caddy";
import { httpsClient, type HttpsClient } from "./support/https-client";
import { startProxiedLoad } from "./support/proxied-load";
import { report } from "./support/scale";
import { throwawayRoot, type ThrowawayRoot } from "./support/throwaway-root";

const run = promisify(execFile);
const postgres = Boolean(process.env.TEST_POSTGRES_URL);
const redisUrl = process.env.TEST_REDIS_URL ? `${process.env.TEST_REDIS_URL}/4` : undefined;
const domain = "kodeveda.localhost";

let testDatabase: TestDatabase;
let server: ThrowawayRoot;
let ports: number[];
let caddy: RunningCaddy;
let site: HttpsClient;
const cleanUps: (() => Promise<void> | void)[] = [];

/** The deploy commands' own steps (deploy/lib/common.sh), run against the throwaway root. */
const deployStep = (step: string) =>
  run("bash", ["-c", `source ${projectRoot}/deploy/lib/common.sh; ${step}`], { env: server.env });
const pidOf = (port: number) =>
  Number(fs.readFileSync(path.join(server.env.FAKE_SYSTEMD_DIR, `kodeveda@${port}.pid`), "utf8"));

/** Each acknowledged booking is stored, and stored once. */
async function expectStoredOnce(acknowledged: Map<string, string>, prefix: string) {
  const database = testDatabase.connect();
  const rows = await database.db
    .selectFrom("bookings")
    .select(["id", "idempotency_key"])
    .where("idempotency_key", "like", `${prefix}-%`)
    .execute();
  await database.close();
  const stored = new Map(rows.map((row) => [row.idempotency_key, row.id]));
  expect(rows.length).toBe(stored.size);
  const missing = [...acknowledged].filter(([key, id]) => stored.get(key) !== id);
  expect(missing).toEqual([]);
}

beforeAll(async () => {
  if (!postgres || !redisUrl) return;
  testDatabase = await createTestDatabase("postgres");
  cleanUps.push(() => testDatabase.drop());
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();

  // A server as setup leaves it with two instances, running this checkout's build.
  server = throwawayRoot(testDatabase.directory);
  ports = [await freePort(), await freePort()];
  fs.mkdirSync(server.path("etc/kodeveda"), { recursive: true });
  fs.mkdirSync(server.path("etc/systemd/system"), { recursive: true });
  fs.mkdirSync(server.path("opt/kodeveda"), { recursive: true });
  fs.symlinkSync(projectRoot, server.path("opt/kodeveda/current"));
  fs.copyFileSync(
    path.join(projectRoot, "deploy/systemd/kodeveda@.service"),
    server.path("etc/systemd/system/kodeveda@.service"),
  );
  fs.writeFileSync(
    server.path("etc/kodeveda/deploy.conf"),
    `KODEVEDA_PORTS='${ports.join(" ")}'\n`,
  );
  const settings = {
    SITE_URL: `https://${domain}`,
    AUTH_SECRET: "test-secret-that-is-long-enough-for-the-check",
    TRUST_PROXY: "true",
    DATA_DIR: testDatabase.directory,
    DATABASE_URL: testDatabase.env.DATABASE_URL ?? "",
    REDIS_URL: redisUrl,
    // Every visitor here comes from one address.
    FORM_RATE_LIMIT: "1000000000",
    LOG_LEVEL: "warn",
  };
  fs.writeFileSync(
    server.path("etc/kodeveda/kodeveda.env"),
    Object.entries(settings)
      .map(([key, value]) => `${key}='${value}'\n`)
      .join(""),
  );
  cleanUps.push(() => server.stopAll());
  await deployStep("restart_instances");

  caddy = await startCaddy({
    directory: testDatabase.directory,
    env: {
      KODEVEDA_DOMAIN: domain,
      KODEVEDA_UPSTREAMS: ports.map((port) => `127.0.0.1:${port}`).join(" "),
    },
  });
  cleanUps.push(() => caddy.stop());
  site = httpsClient({ host: domain, connectTo: "127.0.0.1", port: caddy.httpsPort, ca: caddy.ca });
}, 180_000);

afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

describe.skipIf(!postgres || !redisUrl)("two instances behind the proxy", () => {
  it("restarts one at a time under load: no page view or form fails, every booking stored once", async () => {
    const load = startProxiedLoad(site, { prefix: "rolling" });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const restartStarted = load.now();
    await deployStep("restart_instances");
    const restartMs = load.now() - restartStarted;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { pages, bookings } = await load.stop();

    report("rolling restart behind Caddy", {
      restartMs,
      pageViews: pages.ok,
      bookingsAcknowledged: bookings.acknowledged.size,
      failed: pages.failed.length + bookings.failed.length,
      failures: [...pages.failed, ...bookings.failed].map((failure) => failure.what),
    });
    expect(pages.failed).toEqual([]);
    expect(bookings.failed).toEqual([]);
    expect(bookings.acknowledged.size).toBeGreaterThan(0);
    await expectStoredOnce(bookings.acknowledged, "rolling");
  });

  it("stops sending to an instance killed with SIGKILL within seconds, losing no acknowledged booking", async () => {
    const load = startProxiedLoad(site, { prefix: "killed" });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [victim] = ports as [number];
    const killedAt = load.now();
    process.kill(pidOf(victim), "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const { pages, bookings } = await load.stop();

    const failures = [...pages.failed, ...bookings.failed];
    // 502: sent to the dead instance on a connection Caddy had open to it.
    const sentToTheDead = failures.filter((failure) => failure.what.includes(": 502"));
    // When the last request sent to the dead instance was sent: after that, the proxy sent none.
    const lastSentToTheDeadMs = Math.max(
      0,
      ...sentToTheDead.map((failure) => failure.at - killedAt),
    );
    report("instance killed behind Caddy", {
      pageViews: pages.ok,
      bookingsAcknowledged: bookings.acknowledged.size,
      pageViewsFailed: pages.failed.length,
      bookingsFailed: bookings.failed.length,
      lastSentToTheDeadMs,
      failures: failures.map((failure) => `+${failure.at - killedAt} ms ${failure.what}`),
    });
    // Caddy reads a page again from the other instance. A booking sent to the dead one before
    // the next health check (every second) fails with 502, and the form says so and keeps its
    // Idempotency-Key for the visitor's retry; Caddy 2.6 cannot resend a body itself.
    expect(pages.failed).toEqual([]);
    expect(lastSentToTheDeadMs).toBeLessThan(2000);
    expect(bookings.failed.length).toBeLessThan(
      (bookings.acknowledged.size + bookings.failed.length) / 10,
    );
    expect(bookings.acknowledged.size).toBeGreaterThan(0);
    await expectStoredOnce(bookings.acknowledged, "killed");
    await run("systemctl", ["start", `kodeveda@${victim}.service`], { env: server.env });
  });
});
