import express, { Router } from "express";
import type { Redis } from "ioredis";
import type { Auth } from "../auth/auth";
import type { Config } from "../config";
import { createRateLimiter, rateLimited } from "../http/rate-limit";
import type { Logger } from "../logger";
import type { Services } from "../services";
import { apiErrorHandler, notFound, requireJsonBody } from "./errors";
import { formRoutes, tooManySubmissions } from "./forms";
import { adminRoutes } from "./admin";
import { registrationRoutes } from "./registrations";
import { stripeWebhookRoutes } from "./stripe-webhook";
import { unsubscribeRoutes } from "./unsubscribe";

export interface ApiDependencies {
  config: Config;
  auth: Auth;
  logger: Logger;
  services: Services;
  redis: Redis | undefined;
}

/** Requests carry small JSON documents; anything bigger is a mistake or an attack. */
export const jsonBodyLimit = "16kb";

/** The JSON API under /api: every answer is JSON, including failures. */
export function apiRouter({ config, auth, logger, services, redis }: ApiDependencies): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  // Mail programs post one-click unsubscribes as forms, and Stripe's signature covers the
  // raw body: both before the JSON-only rule and the JSON parser.
  router.use(unsubscribeRoutes({ services }));
  router.use(stripeWebhookRoutes({ config, services, logger }));
  router.get("/sign-in/options", (_req, res) => {
    res.json({ google: config.google !== undefined });
  });
  router.use(requireJsonBody);
  router.use(express.json({ limit: jsonBodyLimit }));
  const limit = rateLimited(
    createRateLimiter(
      { name: "forms", points: config.formRateLimitPerMinute, windowSeconds: 60 },
      redis,
    ),
    tooManySubmissions,
  );
  router.use(formRoutes({ services, logger, limit }));
  router.use(registrationRoutes({ config, services, limit }));
  const adminLimit = rateLimited(
    createRateLimiter(
      { name: "admin-auth", points: config.signInRateLimitPerMinute, windowSeconds: 60 },
      redis,
    ),
    "Too many attempts. Please wait a minute and try again.",
  );
  router.use(adminRoutes({ auth, services, logger, limit: adminLimit }));
  router.use(notFound);
  router.use(apiErrorHandler(logger));
  return router;
}
