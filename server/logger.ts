import { pino, type Logger } from "pino";
import type { LogLevel } from "./config";

export type { Logger };

/** JSON lines on stdout: one per request and one per notable event, ready for any log shipper. */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: "web" },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      remove: true,
    },
  });
}
