import { pino, type DestinationStream, type Logger } from "pino";
import type { LogLevel } from "./config";

export type { Logger };

/**
 * JSON lines on stdout: one per request and one per notable event, ready for any log shipper.
 * Tests that read the log pass a `destination` of their own.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: "web" },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
