import type { RequestListener } from "node:http";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Redis } from "ioredis";
import { apiRouter } from "./api/router";
import type { Auth } from "./auth/auth";
import { accountRoutes } from "./api/account";
import type { Config } from "./config";
import type { AppDatabase } from "./db/connect";
import { pageBodyLimit } from "./http/body-limit";
import { healthRoutes } from "./http/health";
import { siteRateLimits } from "./http/rate-limit";
import type { StaticFiles } from "./http/static-files";
import { requestLogging } from "./http/request-logging";
import { sameOriginWrites } from "./http/same-origin";
import {
  contentSecurityPolicy,
  nonceContentSecurityPolicy,
  securityHeaderValues,
  securityHeaders,
} from "./http/security-headers";
import { mediaFiles } from "./http/media-files";
import type { Lifecycle } from "./lifecycle";
import type { Logger } from "./logger";
import type { Metrics } from "./metrics/metrics";
import { metricsRoute } from "./metrics/metrics-route";
import { pageRenderer, type BuildSource } from "./pages";
import type { Services } from "./services";

export interface PageServing {
  /** The built client (production), answered before Express sees the request. */
  staticFiles?: StaticFiles;
  /** Vite's middleware (development), ahead of the API and the pages. */
  files?: RequestHandler;
  /** The React Router server build that renders pages. */
  build: BuildSource;
  development: boolean;
  /**
   * The security headers (securityHeaderValues) made once when the static files were loaded,
   * so Express and the page cache send that same record; createApp makes it in development.
   */
  securityHeaders?: Readonly<Record<string, string>>;
}

export interface AppDependencies {
  config: Config;
  database: AppDatabase;
  logger: Logger;
  lifecycle: Lifecycle;
  services: Services;
  auth: Auth;
  /** The shared rate-limit store, when several instances run. */
  redis?: Redis | undefined;
  metrics: Metrics;
  pages: PageServing;
}

/**
 * Builds the whole HTTP application from its dependencies, without listening, so tests
 * start it in-process on a random port against a database of their choosing. Files of
 * the built client are answered first, from memory; everything else goes to Express.
 */
export function createApp({
  config,
  database,
  logger,
  lifecycle,
  services,
  auth,
  redis,
  metrics,
  pages,
}: AppDependencies): RequestListener {
  const app = express();
  app.disable("x-powered-by");
  // Behind one reverse proxy, the client is the address it reports; otherwise the socket's.
  app.set("trust proxy", config.trustProxy ? 1 : false);

  const commonHeaders = pages.securityHeaders ?? securityHeaderValues(config.secureOrigin);
  app.use(requestLogging(logger));
  app.use(securityHeaders(commonHeaders));
  app.use(healthRoutes(database, lifecycle, logger));
  app.use(metricsRoute(metrics, config.metricsToken, logger));
  if (pages.files) app.use(pages.files);
  const media = mediaFiles(services.media, commonHeaders);
  app.use(media.router);
  app.use(compression());
  const limits = siteRateLimits(
    {
      formsPerMinute: config.formRateLimitPerMinute,
      signInPerMinute: config.signInRateLimitPerMinute,
    },
    redis,
  );
  app.use("/api/account", accountRoutes({ auth, config, services, limits, logger }));
  app.use("/api", apiRouter({ config, auth, logger, services, limits, metrics }));
  app.use(pageBodyLimit);
  // The "Your data" page's one action opens a session: only the site's own pages may post it.
  app.use(["/your-data", "/your-data.data"], sameOriginWrites(config.siteUrl.origin));
  // Certificates are found by their ID alone: counted per address, so none is found by guessing.
  app.use(["/certificates", "/certificates.data"], limits.certificates);
  // /account's one action (may search engines show a certificate?): the site's own pages only.
  app.post(["/account", "/account.data"], sameOriginWrites(config.siteUrl.origin));
  app.use(
    nonceContentSecurityPolicy({
      secureOrigin: config.secureOrigin,
      development: pages.development,
    }),
  );
  const pagesRenderer = pageRenderer(
    pages.build,
    pages.development ? "development" : "production",
    { siteOrigin: config.siteUrl.origin, services },
    {
      htmlPolicy: (hashes) =>
        contentSecurityPolicy({ scriptSources: hashes, secureOrigin: config.secureOrigin }),
      commonHeaders,
    },
  );
  if (pagesRenderer.forget) services.pagesChanged.subscribe(pagesRenderer.forget);
  app.use(pagesRenderer.handler);
  app.use(pageErrorHandler(logger));

  const { staticFiles } = pages;
  const { serveFresh } = pagesRenderer;
  return (req, res) => {
    metrics.observe(req, res);
    // While draining, answer what arrives on open connections, then let them close.
    if (lifecycle.stopping) res.setHeader("Connection", "close");
    if (staticFiles?.serve(req, res) || media.serveCached(req, res) || serveFresh?.(req, res))
      return;
    void app(req, res);
  };
}

function pageErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    logger.error({ err: error, reqId: req.id }, "page request failed");
    if (res.headersSent) {
      next(error);
      return;
    }
    res
      .status(500)
      .type("html")
      .send(
        "<!doctype html><html lang=en-IN><title>Something went wrong</title><h1>Something went wrong on our side</h1><p>Please try again in a moment.</p></html>",
      );
  };
}
