import type { ServerResponse } from "node:http";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import {
  createRequestHandler as createFetchRequestHandler,
  type AppLoadContext,
  type ServerBuild,
} from "react-router";
import { clientAddress } from "./auth/auth";
import {
  pageCache,
  visitorIndependentAddresses,
  type PageCache,
  type PageCacheOptions,
} from "./http/page-cache";

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * A page rendered per request may show the visitor's own data (the admin portal, the
 * account page and their data requests), so no cache may keep it, shared or the browser's,
 * unless it sets a Cache-Control of its own (robots.txt, React Router's manifest). This
 * default, on the one path every rendered page and data request takes, is what a new
 * signed-in route cannot forget, as it could a `headers` export or a list of paths. It is
 * applied as the headers go out, because React Router appends the page's headers to any
 * already set.
 */
function privateUnlessSet(res: ServerResponse) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((...args: Parameters<typeof writeHead>) => {
    if (!res.hasHeader("cache-control")) res.setHeader("Cache-Control", "private, no-store");
    return writeHead(...args);
  }) as typeof res.writeHead;
}

/**
 * Renders every address that is not a file or an API call with React Router. In
 * production, visitor-independent pages are answered from a short-lived cache (see
 * page-cache.ts); everything else is rendered per request.
 */
export interface PageRenderer {
  handler: RequestHandler;
  /** Answers from the cache ahead of Express when it can (see PageCache.serveFresh). */
  serveFresh?: PageCache["serveFresh"];
  /** Forgets every kept page, e.g. once a blog post changed. */
  forget?: () => void;
}

export function pageRenderer(
  build: BuildSource,
  mode: "production" | "development",
  context: Pick<AppLoadContext, "siteOrigin" | "services">,
  cacheHeaders: Pick<PageCacheOptions, "htmlPolicy" | "commonHeaders">,
): PageRenderer {
  const render = createRequestHandler({
    build,
    mode,
    getLoadContext: (req, res): AppLoadContext => ({
      ...context,
      clientAddress: clientAddress(req),
      cspNonce: typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : undefined,
    }),
  });
  const perRequest: RequestHandler = (req, res, next) => {
    privateUnlessSet(res);
    return render(req, res, next);
  };
  if (mode === "development" || typeof build === "function") return { handler: perRequest };

  const handle = createFetchRequestHandler(build, mode);
  const cached = pageCache({
    // The blog, its articles and the feeds: their loaders look at the address only; the
    // navigation learns about the visitor in the browser.
    address: visitorIndependentAddresses(new Set(Object.keys(build.routes))),
    // No cookies and no headers: what is kept must be what any visitor would get.
    render: (url) =>
      handle(new Request(new URL(url, context.siteOrigin)), {
        ...context,
        cspNonce: undefined,
        clientAddress: "",
      }),
    ...cacheHeaders,
  });
  return {
    handler: (req, res, next) => {
      void cached.handler(req, res, (error?: unknown) => {
        if (error) next(error);
        else void perRequest(req, res, next);
      });
    },
    serveFresh: cached.serveFresh,
    forget: cached.clear,
  };
}
