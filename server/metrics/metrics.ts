import fs from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { Kysely } from "kysely";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { DatabaseSchema } from "../db/schema";
import { routeLabel } from "./route-label";
import { readSiteFigures, type SiteFigures } from "./site-figures";

/** Why a payment gateway's webhook was refused. */
export type WebhookRefusal = "not_configured" | "bad_signature" | "malformed";

/** What the server counts and reports at /metrics, in Prometheus' text format. */
export interface Metrics {
  contentType: string;
  /** Counts and times a request once its response has been sent. */
  observe(req: IncomingMessage, res: ServerResponse): void;
  /** A try to send an email failed: `refused` when the address is refused for good. */
  emailSendFailed(outcome: "retry" | "refused"): void;
  webhookRefused(gateway: string, reason: WebhookRefusal): void;
  /** Everything, the database's figures read now. */
  text(): Promise<string>;
}

/**
 * The process's own figures (heap, RSS, event-loop lag, garbage collection): one set per
 * process however many servers it runs (the integration tests run many).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const methods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The pattern of the API route Express matched, when it matched one. */
function matchedPattern(req: IncomingMessage): string | undefined {
  const { route, baseUrl } = req as IncomingMessage & {
    route?: { path?: unknown };
    baseUrl?: string;
  };
  return typeof route?.path === "string" ? `${baseUrl ?? ""}${route.path}` : undefined;
}

const siteGauges: Record<keyof SiteFigures, string> = {
  outboxDepth: "Emails waiting to be sent",
  outboxOldestSeconds: "Seconds the oldest waiting email has waited",
  emailsFailed: "Emails the mail server refused for good, still kept",
  seatHoldsActive: "Unpaid registrations holding a project seat",
  dataRequestsOverdue: "Data requests and grievances open past their due date",
};

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** When the newest file in `folder` was written, in seconds since 1970; 0 when there is none. */
async function newestFileTime(folder: string): Promise<number> {
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const times = await Promise.all(
    names.map((name) =>
      fs.stat(path.join(folder, name)).then(
        (stats) => (stats.isFile() ? stats.mtimeMs : 0),
        () => 0,
      ),
    ),
  );
  return Math.floor(Math.max(0, ...times) / 1000);
}

export function createMetrics(
  db: Kysely<DatabaseSchema>,
  { backupsDir }: { backupsDir: string },
): Metrics {
  const registry = new Registry();
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route, method and status",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route and method",
    labelNames: ["route", "method"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const emailFailures = new Counter({
    name: "kodeveda_email_send_failures_total",
    help: "Tries to send an email that failed: retry (tried again later) or refused (for good)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const webhookRefusals = new Counter({
    name: "kodeveda_webhooks_refused_total",
    help: "Payment gateway webhooks refused, by gateway and reason",
    labelNames: ["gateway", "reason"] as const,
    registers: [registry],
  });
  const gauges = Object.fromEntries(
    Object.entries(siteGauges).map(([key, help]) => [
      key,
      new Gauge({ name: `kodeveda_${snakeCase(key)}`, help, registers: [registry] }),
    ]),
  ) as Record<keyof SiteFigures, Gauge>;
  const newestBackup = new Gauge({
    name: "kodeveda_backup_newest_timestamp_seconds",
    help: "When the newest backup in the data folder's backups/ was written (0: none)",
    registers: [registry],
  });

  return {
    contentType: registry.contentType,
    observe(req, res) {
      const started = process.hrtime.bigint();
      res.once("finish", () => {
        const method = req.method && methods.has(req.method) ? req.method : "other";
        const route = routeLabel(req.url ?? "/", matchedPattern(req), res.statusCode);
        requests.inc({ route, method, status: String(res.statusCode) });
        durations.observe({ route, method }, Number(process.hrtime.bigint() - started) / 1e9);
      });
    },
    emailSendFailed: (outcome) => emailFailures.inc({ outcome }),
    webhookRefused: (gateway, reason) => webhookRefusals.inc({ gateway, reason }),
    async text() {
      const figures = await readSiteFigures(db);
      for (const [key, gauge] of Object.entries(gauges)) {
        gauge.set(figures[key as keyof SiteFigures]);
      }
      newestBackup.set(await newestFileTime(backupsDir));
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    },
  };
}
