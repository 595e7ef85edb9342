import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";

/** Renders every address that is not a file or an API call with React Router. */
export function pageRenderer(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "production" | "development",
): RequestHandler {
  return createRequestHandler({
    build,
    mode,
    getLoadContext: (_req, res) => ({
      cspNonce: typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : undefined,
    }),
  });
}
