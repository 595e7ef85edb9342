import express, { Router } from "express";
import type { Auth } from "../auth/auth";
import type { Config } from "../config";
import { requestBodyLimitBytes } from "../http/body-limit";
import type { SiteRateLimits } from "../http/rate-limit";
import { sameOriginWrites } from "../http/same-origin";
import type { Logger } from "../logger";
import type { Services } from "../services";
import { apiErrorHandler, noStore, notFound, requireJsonBody } from "./errors";
import { formRoutes } from "./forms";
import { mediaUploadRoutes } from "./media";
import type { Metrics } from "../metrics/metrics";
import { paymentWebhookRoutes } from "./payment-webhooks";
import { adminRoutes } from "./admin";
import { adminCampaignRoutes } from "./admin-campaigns";
import { adminProjectRoutes } from "./admin-projects";
import { adminRequestRoutes } from "./admin-requests";
import { adminSessionRoutes } from "./admin-sessions";
import { adminCertificateRoutes } from "./admin-certificates";
import { certificatePictureRoutes } from "./certificate-uploads";
import { blogPostRoutes } from "./blog-posts";
import { projectRoutes } from "./projects";
import { registrationRoutes } from "./registrations";
import { unsubscribeRoutes } from "./unsubscribe";
import { yourDataRoutes } from "./your-data";

export interface ApiDependencies {
  config: Config;
  auth: Auth;
  logger: Logger;
  services: Services;
  limits: SiteRateLimits;
  metrics: Metrics;
}

/** The JSON API under /api: every answer is JSON, including failures. */
export function apiRouter({
  config,
  auth,
  logger,
  services,
  limits,
  metrics,
}: ApiDependencies): Router {
  const router = Router();
  router.use(noStore);
  // Mail programs post one-click unsubscribes as forms, and Stripe's and Razorpay's
  // signatures cover the raw body: all before the JSON-only rule and the JSON parser, and all
  // come from other sites by nature.
  router.use(unsubscribeRoutes({ services }));
  router.use(paymentWebhookRoutes({ services, logger, metrics }));
  router.get("/sign-in/options", (_req, res) => {
    res.json({ google: config.google !== undefined });
  });
  router.use(sameOriginWrites(config.siteUrl.origin));
  router.use(mediaUploadRoutes({ services }));
  router.use(certificatePictureRoutes({ services }));
  router.use(requireJsonBody);
  router.use("/admin/posts", blogPostRoutes({ services }));
  router.use("/admin", adminCertificateRoutes({ services }));
  router.use(express.json({ limit: requestBodyLimitBytes }));
  router.use(formRoutes({ services, logger, limit: limits.forms }));
  router.use(registrationRoutes({ config, services, limits }));
  router.use(projectRoutes({ services, limits }));
  router.use("/admin", adminSessionRoutes({ services }));
  router.use("/admin", adminProjectRoutes({ services }));
  router.use("/admin/campaigns", adminCampaignRoutes({ services }));
  router.use("/admin/requests", adminRequestRoutes({ services }));
  router.use(adminRoutes({ auth, services, logger, limit: limits.adminAuth }));
  router.use("/your-data", yourDataRoutes({ config, services, limits }));
  router.use(notFound);
  router.use(apiErrorHandler(logger));
  return router;
}
