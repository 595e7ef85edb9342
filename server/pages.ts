import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** Renders every address that is not a file or an API call with React Router. */
export function pageRenderer(
  build: BuildSource,
  mode: "production" | "development",
  context: Pick<AppLoadContext, "siteOrigin" | "services">,
): RequestHandler {
  return createRequestHandler({
    build,
    mode,
    getLoadContext: (_req, res): AppLoadContext => ({
      ...context,
      cspNonce: typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : undefined,
    }),
  });
}
