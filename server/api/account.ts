import express, { Router, type Request, type Response } from "express";
import { toNodeHandler } from "better-auth/node";
import { signUpRequestSchema } from "../../app/schemas/account";
import { clientAddress, clientAddressHeader, type Auth } from "../auth/auth";
import type { Config } from "../config";
import { requestBodyLimitBytes } from "../http/body-limit";
import type { SiteRateLimits } from "../http/rate-limit";
import { sameOriginWrites } from "../http/same-origin";
import type { Logger } from "../logger";
import type { Services } from "../services";
import { apiErrorHandler, requireJsonBody } from "./errors";
import { validBody } from "./validation";

/** better-auth's answer to a wrong password, word for word, so this door tells nothing more. */
const wrongCredentials = {
  code: "INVALID_EMAIL_OR_PASSWORD",
  message: "Invalid email or password",
};

/**
 * Visitor accounts at /api/account: better-auth's handler behind the rules the rest of the
 * API has.
 * - Writes from another origin are refused (better-auth checks only those with a cookie).
 * - The body is JSON of at most 16 KB, refused with 413 while it streams: better-auth
 *   reads bodies with no limit of its own, and uses the one parsed here when the request
 *   has been read.
 * - Sign-up is checked with the dialog's own schema (lengths included).
 * - An admin's address typed into the visitor sign-in is answered as a wrong password,
 *   under the admin login's rate limit and in the audit log: staff sign in at /admin.
 * - The client's address is the one Express determined, never a header the client sent.
 */
export function accountRoutes({
  auth,
  config,
  services,
  limits,
  logger,
}: {
  auth: Auth;
  config: Config;
  services: Services;
  limits: Pick<SiteRateLimits, "adminAuth">;
  logger: Logger;
}): Router {
  const router = Router();
  const handle = toNodeHandler(auth);
  const { adminAccess } = services;

  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(sameOriginWrites(config.siteUrl.origin));
  router.use(requireJsonBody);
  router.use(express.json({ limit: requestBodyLimitBytes }));

  router.post("/sign-up/email", (req, _res, next) => {
    req.body = validBody(req, signUpRequestSchema);
    next();
  });

  router.post("/sign-in/email", async (req: Request, res: Response, next) => {
    const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
    const admin = typeof email === "string" ? await adminAccess.findAdminByEmail(email) : undefined;
    if (!admin) {
      next();
      return;
    }
    limits.adminAuth(req, res, () => {
      adminAccess
        .audit(
          { id: null, email: admin.email },
          "admin.login_failed",
          admin.email,
          `visitor sign-in from ${clientAddress(req)}: admins sign in at /admin`,
        )
        .then(() => res.status(401).json(wrongCredentials), next);
    });
  });

  router.use((req, res, next) => {
    req.headers[clientAddressHeader] = clientAddress(req);
    handle(req, res).catch(next);
  });
  router.use(apiErrorHandler(logger));
  return router;
}
