import type { RequestHandler } from "express";
import { toNodeHandler } from "better-auth/node";
import { clientAddressHeader, type Auth } from "./auth";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * better-auth's handler, before any body parser (it reads the body itself).
 * - A browser's request that changes something carries an Origin; one from another site is
 *   refused here, whether or not it carries a cookie (better-auth checks only the latter),
 *   so nobody can be signed in to someone else's account from another site.
 * - The client's address is the one Express determined (honouring TRUST_PROXY), passed in a
 *   header of our own, so a forged X-Forwarded-For cannot dodge the sign-in rate limit.
 */
export function accountRoutes(auth: Auth, siteOrigin: string): RequestHandler {
  const handle = toNodeHandler(auth);
  return (req, res, next) => {
    const origin = req.get("Origin");
    if (!safeMethods.has(req.method) && origin !== undefined && origin !== siteOrigin) {
      res.status(403).json({ error: "Requests from other sites are not accepted." });
      return;
    }
    req.headers[clientAddressHeader] = req.ip ?? req.socket.remoteAddress ?? "";
    handle(req, res).catch(next);
  };
}
