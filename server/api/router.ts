import express, { Router } from "express";
import type { Redis } from "ioredis";
import type { Config } from "../config";
import { createRateLimiter } from "../http/rate-limit";
import type { Logger } from "../logger";
import type { Services } from "../services";
import { apiErrorHandler, notFound, requireJsonBody } from "./errors";
import { formRoutes } from "./forms";
import { unsubscribeRoutes } from "./unsubscribe";

export interface ApiDependencies {
  config: Config;
  logger: Logger;
  services: Services;
  redis: Redis | undefined;
}

/** Requests carry small JSON documents; anything bigger is a mistake or an attack. */
export const jsonBodyLimit = "16kb";

/** The JSON API under /api: every answer is JSON, including failures. */
export function apiRouter({ config, logger, services, redis }: ApiDependencies): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  // Mail programs post one-click unsubscribes as forms: before the JSON-only rule.
  router.use(unsubscribeRoutes({ services }));
  router.use(requireJsonBody);
  router.use(express.json({ limit: jsonBodyLimit }));
  router.use(
    formRoutes({
      services,
      logger,
      limiter: createRateLimiter(
        { name: "forms", points: config.formRateLimitPerMinute, windowSeconds: 60 },
        redis,
      ),
    }),
  );
  router.use(notFound);
  router.use(apiErrorHandler(logger));
  return router;
}
