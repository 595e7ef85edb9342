import { Router } from "express";
import type { AppDatabase } from "../db/connect";
import type { Lifecycle } from "../lifecycle";
import type { Logger } from "../logger";

const readinessTimeoutMs = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * /healthz: the process is up and answering (a supervisor restarts it otherwise).
 * /readyz: it can do useful work: the database answers and it is not shutting down
 * (a load balancer stops sending traffic otherwise).
 */
export function healthRoutes(database: AppDatabase, lifecycle: Lifecycle, logger: Logger) {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (lifecycle.stopping) {
      res.status(503).json({ status: "stopping" });
      return;
    }
    try {
      await withTimeout(database.ping(), readinessTimeoutMs);
      res.json({ status: "ready", database: database.dialect });
    } catch (error) {
      logger.warn({ err: error }, "readiness check failed: database did not answer");
      res.status(503).json({ status: "unavailable", error: "The database is not answering." });
    }
  });
  return router;
}
