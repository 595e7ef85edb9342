import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger";
import { loggedUrl } from "./logged-url";

/** A request id from a trusted proxy is kept if it looks like one; otherwise we make one. */
const acceptableRequestId = /^[\w.:-]{1,128}$/;

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers["x-request-id"];
  const id = typeof given === "string" && acceptableRequestId.test(given) ? given : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/** One log line per request, with its id, status and duration. */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    // A proxy probes these every second: 86,400 lines a day of nothing. A failing readiness
    // check logs its own warning (health.ts).
    autoLogging: { ignore: (req) => req.url === "/readyz" || req.url === "/healthz" },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    serializers: {
      req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: loggedUrl(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
