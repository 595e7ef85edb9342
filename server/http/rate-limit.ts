import type { RequestHandler } from "express";
import type { Redis } from "ioredis";
import { accessLinksPerNetworkPer10Minutes } from "#shared/domain/privacy";
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

/**
 * Answers 429 with a sentence and Retry-After once a client address has used its share: as
 * the API's JSON, or as plain text for a page a person (or a link preview) opened.
 */
export function rateLimited(
  limiter: RateLimiterAbstract,
  message: string,
  answer: "json" | "text" = "json",
): RequestHandler {
  return (req, res, next) => {
    limiter.consume(req.ip ?? "unknown").then(
      () => next(),
      (rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) {
          next(rejection);
          return;
        }
        res.setHeader("Retry-After", String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
        if (answer === "json") res.status(429).json({ error: message });
        else res.status(429).type("text").send(message);
      },
    );
  };
}

/** Reads of a registration's status (the /projects banner polls it while a payment settles). */
const statusLookupsPerMinute = 60;

/**
 * Certificate pages per client address: plenty for a recruiter or a college checking a
 * class, and with IDs of 32^8, nowhere near enough to find one by guessing.
 */
export const certificateLookupsPerMinute = 60;
/** A certificate's PDF or preview picture is drawn when asked for: fewer, as each costs CPU. */
export const certificateRendersPerMinute = 20;
const certificateDocument = /\/(?:certificate\.pdf|image\.png)$/;

export interface SiteRateLimits {
  /** The public forms and the registration dialog. */
  forms: RequestHandler;
  /**
   * Every way into an admin session, and the codes that reset one: the admin login, an
   * admin's address typed into the visitor sign-in, forgot and reset password.
   */
  adminAuth: RequestHandler;
  /** Looking a registration up by its reference, which must not be guessable by brute force. */
  statusLookups: RequestHandler;
  /** Asking for "Your data" links, each of which sends an email to any address typed. */
  accessLinks: RequestHandler;
  /**
   * Everything under /certificates: the verification pages and the lookup form count
   * against one limit, the rendered PDFs and pictures against a smaller one of their own.
   */
  certificates: RequestHandler;
}

/** The site's limits, built once so that every route that shares a limit shares its count. */
export function siteRateLimits(
  { formsPerMinute, signInPerMinute }: { formsPerMinute: number; signInPerMinute: number },
  redis?: Redis,
): SiteRateLimits {
  const limit = (name: string, points: number, message: string, answer?: "json" | "text") =>
    rateLimited(createRateLimiter({ name, points, windowSeconds: 60 }, redis), message, answer);
  const certificateLookups = limit(
    "certificate-lookups",
    certificateLookupsPerMinute,
    "Too many certificate look-ups from your network. Please wait a minute and try again.",
    "text",
  );
  const certificateRenders = limit(
    "certificate-renders",
    certificateRendersPerMinute,
    "Too many certificate downloads from your network. Please wait a minute and try again.",
    "text",
  );
  return {
    forms: limit(
      "forms",
      formsPerMinute,
      "Too many submissions from your network. Please wait a minute and try again.",
    ),
    adminAuth: limit(
      "admin-auth",
      signInPerMinute,
      "Too many attempts. Please wait a minute and try again.",
    ),
    statusLookups: limit(
      "status-lookups",
      statusLookupsPerMinute,
      "Too many look-ups from your network. Please wait a minute and try again.",
    ),
    accessLinks: rateLimited(
      createRateLimiter(
        { name: "access-links", points: accessLinksPerNetworkPer10Minutes, windowSeconds: 600 },
        redis,
      ),
      "Too many requests from your network. Please wait ten minutes and try again.",
    ),
    certificates: (req, res, next) => {
      const counted = certificateDocument.test(req.path) ? certificateRenders : certificateLookups;
      counted(req, res, next);
    },
  };
}
