import express, { Router, type Request, type Response } from "express";
import { toNodeHandler } from "better-auth/node";
import { signUpRequestSchema } from "#shared/schemas/account";
import { requiredEmail } from "#shared/schemas/fields";
import { clientAddress, clientAddressHeader, wrongCredentials, type Auth } from "../auth/auth";
import type { Config } from "../config";
import { requestBodyLimitBytes } from "../http/body-limit";
import type { SiteRateLimits } from "../http/rate-limit";
import { sameOriginWrites } from "../http/same-origin";
import type { Logger } from "../logger";
import type { Services } from "../services";
import { apiErrorHandler, noStore, requireJsonBody } from "./errors";
import { validBody } from "./validation";

/**
 * The better-auth endpoints the site uses (paths below /api/account), and their methods.
 * Everything else better-auth offers (changing a password, email or name, deleting an
 * account, listing sessions, its own verify-email link) is answered 404: none of it is
 * built into the site, and an endpoint nobody uses is one nobody checks.
 */
const offeredEndpoints = new Map<string, ReadonlySet<string>>([
  ["/sign-in/email", new Set(["POST"])],
  ["/sign-up/email", new Set(["POST"])],
  ["/sign-out", new Set(["POST"])],
  ["/get-session", new Set(["GET"])],
  ["/sign-in/social", new Set(["POST"])],
  ["/send-verification-email", new Set(["POST"])],
  // Google returns the visitor here.
  ["/callback/google", new Set(["GET", "POST"])],
]);

/**
 * Lower-case words, digits and hyphens between single slashes: the only paths better-auth's
 * endpoints have. Anything else (dot segments, percent-escapes, backslashes, doubled or
 * trailing slashes, capitals) could be read one way by Express and another by the URL that
 * better-auth routes on, and slip past the checks below.
 */
const canonicalPath = /^(?:\/[a-z0-9-]+)+$/;

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

  router.use(noStore);
  router.use((req, res, next) => {
    const methods = canonicalPath.test(req.path) ? offeredEndpoints.get(req.path) : undefined;
    if (!methods?.has(req.method)) {
      res.status(404).json({ error: "Not found." });
      return;
    }
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
    // Only an address could be an admin's; anything else (PostgreSQL refuses a NUL in text)
    // is better-auth's to refuse.
    const email = requiredEmail().safeParse((req.body as { email?: unknown } | undefined)?.email);
    const admin = email.success ? await adminAccess.findAdminByEmail(email.data) : undefined;
    if (!admin) {
      next();
      return;
    }
    limits.adminAuth(req, res, () => {
      adminAccess
        .auditFailedLogin(
          admin.email,
          "the visitor sign-in, which admins cannot use",
          clientAddress(req),
        )
        .then(() => res.status(401).json(wrongCredentials), next);
    });
  });

  const { host, protocol } = config.siteUrl;
  router.use((req, res, next) => {
    req.headers[clientAddressHeader] = clientAddress(req);
    // better-auth builds the URL it routes on from these headers: the site's own, never the
    // client's, so what it routes on is the canonical path checked above.
    req.headers.host = host;
    req.headers["x-forwarded-proto"] = protocol.slice(0, -1);
    handle(req, res).catch(next);
  });
  router.use(apiErrorHandler(logger));
  return router;
}
