import express, { Router } from "express";
import type { Logger } from "../logger";
import { apiErrorHandler, notFound, requireJsonBody } from "./errors";

export interface ApiDependencies {
  logger: Logger;
}

/** Requests carry small JSON documents; anything bigger is a mistake or an attack. */
export const jsonBodyLimit = "16kb";

/** The JSON API under /api: every answer is JSON, including failures. */
export function apiRouter({ logger }: ApiDependencies): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(requireJsonBody);
  router.use(express.json({ limit: jsonBodyLimit }));
  router.use(notFound);
  router.use(apiErrorHandler(logger));
  return router;
}
