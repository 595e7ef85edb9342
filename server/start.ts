import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createApp, type PageServing } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { connectDatabase, type AppDatabase } from "./db/connect";
import { migrateToLatest } from "./db/migrate";
import { migrateAuthTables } from "./auth/migrate";
import { createLifecycle } from "./lifecycle";
import { createLogger, type Logger } from "./logger";
import { createRuntime, type Runtime } from "./runtime";
import { seedBlogPosts } from "./services/blog";
import { seedProjects } from "./services/projects/seed";
import { completedProjects, pipelineProjects } from "#shared/content/projects";
import { articles } from "#shared/content/articles";

/** How long in-flight requests get to finish after a stop signal. */
const drainTimeoutMs = 10_000;

export interface StartedServer {
  server: http.Server;
  url: string;
  stop(): Promise<void>;
}

/**
 * Configuration, database, migrations and content: what both the production and the dev
 * entry need before they can serve.
 */
export async function prepare(): Promise<{
  config: Config;
  logger: Logger;
  database: AppDatabase;
  runtime: Runtime;
}> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const database = connectDatabase(config.database, { logger });
  await initialiseDatabase(database, logger);
  const runtime = createRuntime({ config, database, logger });
  await initialiseAccounts(runtime, config, logger);
  runtime.outbox.start();
  return { config, logger, database, runtime };
}

/**
 * Account tables, and the first admin when there is none: ADMIN_EMAIL/ADMIN_PASSWORD, or
 * admin@example.com with a random password shown once on the console (never logged to a file).
 */
export async function initialiseAccounts(
  runtime: Runtime,
  config: Config,
  logger: Logger,
  { announce = true } = {},
): Promise<void> {
  await migrateAuthTables(runtime.auth, logger);
  const created = await runtime.services.adminAccess.ensureFirstAdmin(config.admin);
  if (!created) return;
  logger.info({ email: created.email }, "first admin created");
  if (created.generatedPassword && announce) {
    console.log(
      `\nFirst admin account created. Sign in at ${config.siteUrl.origin}/admin with\n` +
        `  email:    ${created.email}\n  password: ${created.generatedPassword}\n` +
        `This password is shown only once. To change it, use "Forgot password" on that page: ` +
        (config.mail.smtpUrl
          ? `codes are emailed through SMTP_URL, and ${created.email} receives no mail.\n`
          : `without SMTP_URL the code is written to ${path.join(config.dataDir, "outbox")} as an .eml file.\n`) +
        `Add an admin with your own address: npm run admin:create -- --email you@example.com\n`,
    );
  }
}

/**
 * Brings the schema up to date; on a first run, seeds the blog and projects from
 * shared/content.
 */
export async function initialiseDatabase(database: AppDatabase, logger: Logger) {
  const migrations = await migrateToLatest(database);
  if (migrations.length > 0) logger.info({ migrations }, "database migrated");
  const blog = await seedBlogPosts(database, articles);
  if (blog.added > 0) logger.info({ blog }, "blog seeded from shared/content");
  const projects = await seedProjects(database, pipelineProjects, completedProjects);
  if (projects.added > 0) logger.info({ projects }, "projects seeded from shared/content");
  return { migrations, blogPostsAdded: blog.added, projectsAdded: projects.added };
}

/**
 * Listens, and on SIGTERM or SIGINT stops accepting connections, lets in-flight requests
 * finish (up to drainTimeoutMs), closes the database and exits 0.
 */
export async function serve(options: {
  config: Config;
  logger: Logger;
  database: AppDatabase;
  runtime: Runtime;
  pages: PageServing;
  onStop?: () => Promise<void>;
}): Promise<StartedServer> {
  const { config, logger, database, runtime } = options;
  const lifecycle = createLifecycle();
  const app = createApp({
    ...options,
    services: runtime.services,
    auth: runtime.auth,
    redis: runtime.redis,
    metrics: runtime.metrics,
    lifecycle,
  });
  // Slow or stalled clients must not hold connections forever. Node checks the two timeouts
  // below every connectionsCheckingInterval (30 s by default): once a second cuts a stalled
  // client off within a second of its deadline.
  const server = http.createServer({ connectionsCheckingInterval: 1000 }, app);
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info({ url, database: database.dialect }, "listening");

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      lifecycle.stopping = true;
      // Requests still arrive until the proxy's next health check; each answer now ends its
      // connection, so none is sent on a connection closing under it.
      await new Promise((resolve) => setTimeout(resolve, config.drainDelaySeconds * 1000));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // close() only drops connections idle at that moment; a keep-alive connection whose
      // request finishes later would linger until its own timeout.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const force = setTimeout(() => {
        logger.warn("requests still running after the drain period: closing their connections");
        server.closeAllConnections();
      }, drainTimeoutMs);
      await closed;
      clearInterval(sweep);
      clearTimeout(force);
      await options.onStop?.();
      // Requests are done: a message being sent finishes, the rest waits in the database.
      await runtime.close();
      await database.close();
      logger.info("stopped");
    })();
    return stopping;
  };

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      logger.info({ signal }, "shutting down");
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
  return { server, url, stop };
}
