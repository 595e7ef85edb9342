import type { RequestHandler } from "express";
import type { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

export interface RateLimit {
  /** Requests allowed per client address in each window. */
  points: number;
  windowSeconds: number;
  /** Distinguishes this limit's counters from others in a shared store. */
  name: string;
}

/**
 * Counts requests per client address: in this process, or in Redis when several
 * instances must share the count. If Redis is unreachable, each instance falls back to
 * its own in-memory count rather than refusing or waving everyone through.
 */
export function createRateLimiter(limit: RateLimit, redis?: Redis): RateLimiterAbstract {
  const options = {
    points: limit.points,
    duration: limit.windowSeconds,
    keyPrefix: `rate:${limit.name}`,
  };
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** Answers 429 with a sentence and Retry-After once a client address has used its share. */
export function rateLimited(limiter: RateLimiterAbstract, message: string): RequestHandler {
  return (req, res, next) => {
    limiter.consume(req.ip ?? "unknown").then(
      () => next(),
      (rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) {
          next(rejection);
          return;
        }
        res.setHeader("Retry-After", String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
        res.status(429).json({ error: message });
      },
    );
  };
}
