import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { DestinationStream } from "pino";
import { createApp } from "#server/app";
import type { Auth } from "#server/auth/auth";
import { loadConfig, type Config } from "#server/config";
import type { AppDatabase } from "#server/db/connect";
import { createLifecycle, type Lifecycle } from "#server/lifecycle";
import { createLogger } from "#server/logger";
import { productionPages } from "#server/production-pages";
import type { OutboxWorker } from "#server/mail/outbox";
import { createRuntime } from "#server/runtime";
import type { Services } from "#server/services";
import { initialiseAccounts, initialiseDatabase } from "#server/start";
import { createTestDatabase, type TestDatabase } from "./test-database";

export const projectRoot = path.resolve(import.meta.dirname, "../..");
export const buildDirectory = path.join(projectRoot, "build");
/**
 * One cache folder for every in-process test server: each compresses the same pages for the
 * same origin, so all but the first read them (server/http/compressed-copies.ts).
 */
const sharedCacheDirectory = path.join(os.tmpdir(), "kodeveda-test-cache");

export interface TestServer {
  url: string;
  config: Config;
  database: AppDatabase;
  services: Services;
  outbox: OutboxWorker;
  /** Accounts and sessions, for tests that build a service with their own clock. */
  auth: Auth;
  testDatabase: TestDatabase;
  lifecycle: Lifecycle;
  close(): Promise<void>;
}

function requireBuild() {
  if (!fs.existsSync(path.join(buildDirectory, "server", "index.js"))) {
    throw new Error("The integration tests serve the production build: run `npm run build` first.");
  }
}

/**
 * The whole application, in this process, on a random port, with a fresh database:
 * the same createApp the production entry uses, over the production build.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  /** `log`: where the log's JSON lines go, for a test that reads them (set LOG_LEVEL too). */
  { log }: { log?: DestinationStream } = {},
): Promise<TestServer> {
  requireBuild();
  const testDatabase = await createTestDatabase();
  const config = loadConfig(
    {
      PORT: "0",
      AUTH_SECRET: "test-secret-that-is-long-enough-for-the-check",
      LOG_LEVEL: "silent",
      DATA_DIR: testDatabase.directory,
      CACHE_DIR: sharedCacheDirectory,
      ...testDatabase.env,
      ...env,
    },
    projectRoot,
  );
  const logger = createLogger(config.logLevel, log);
  const database = testDatabase.connect();
  await initialiseDatabase(database, logger);
  // Quick retries, so a test can watch an SMTP outage end.
  const runtime = createRuntime({
    config,
    database,
    logger,
    outbox: { pollIntervalMs: 200, retryDelayMs: () => 200 },
  });
  await initialiseAccounts(runtime, config, logger, { announce: false });
  runtime.outbox.start();
  const { services } = runtime;
  const lifecycle = createLifecycle();
  const app = createApp({
    config,
    database,
    logger,
    lifecycle,
    services,
    auth: runtime.auth,
    redis: runtime.redis,
    metrics: runtime.metrics,
    pages: await productionPages(buildDirectory, config),
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    config,
    database,
    services,
    outbox: runtime.outbox,
    auth: runtime.auth,
    testDatabase,
    lifecycle,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.close();
      await database.close();
      await testDatabase.drop();
    },
  };
}
