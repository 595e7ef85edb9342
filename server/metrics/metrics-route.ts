import { createHash, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import type { Request, RequestHandler } from "express";
import type { Logger } from "../logger";
import type { Metrics } from "./metrics";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** 127.0.0.0/8 and ::1, also as a dual-stack socket reports them. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.replace(/^::ffff:/i, "");
  return bare === "::1" || (isIP(bare) === 4 && bare.startsWith("127."));
}

function allowed(req: Request, token: string | undefined): boolean {
  const given = /^Bearer (\S+)$/.exec(req.get("authorization") ?? "")?.[1];
  if (token && given) return timingSafeEqual(digest(given), digest(token));
  // req.ip is the client as the proxy saw it when TRUST_PROXY is set: a visitor coming
  // through the proxy is never loopback, a Prometheus on this machine asking directly is.
  return isLoopback(req.ip);
}

/**
 * GET /metrics for Prometheus: to a scraper on this machine, or to one that brings the bearer
 * token (METRICS_TOKEN). Anyone else gets the site's own 404 page, as for an address that does
 * not exist.
 */
export function metricsRoute(
  metrics: Metrics,
  token: string | undefined,
  logger: Logger,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" || req.path !== "/metrics" || !allowed(req, token)) {
      next();
      return;
    }
    metrics.text().then(
      (text) => res.set("Cache-Control", "no-store").type(metrics.contentType).send(text),
      (error: unknown) => {
        logger.warn({ err: error }, "metrics could not be read: the database did not answer");
        res.status(503).type("text/plain").send("The database is not answering.\n");
      },
    );
  };
}
