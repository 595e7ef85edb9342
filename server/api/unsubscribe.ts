import express, { Router } from "express";
import type { Services } from "../services";
import { campaignId, linkToken } from "../services/newsletter";
import { ApiError } from "./errors";

/** The page where a subscriber confirms (and then sees) the end of their subscription. */
export const unsubscribePagePath = "/newsletter/unsubscribe";

/**
 * Unsubscribe links. Following the link (GET) leads to a page that asks for confirmation,
 * because mail scanners open links on their own. Mail programs that offer one-click
 * unsubscribe (RFC 8058) POST a form body to the same address, so this route takes form
 * posts as well as JSON; it needs nothing but the secret token.
 */
export function unsubscribeRoutes({ services }: { services: Services }): Router {
  const router = Router();
  const path = "/newsletter/unsubscribe";

  router.get(path, (req, res) => {
    const token = linkToken(req.query.token);
    const campaign = campaignId(req.query.campaign);
    res.redirect(
      303,
      token
        ? `${unsubscribePagePath}?token=${token}${campaign ? `&campaign=${campaign}` : ""}`
        : unsubscribePagePath,
    );
  });

  router.post(
    path,
    express.urlencoded({ extended: false, limit: "1kb" }),
    express.json({ limit: "1kb" }),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const token = linkToken(req.query.token) ?? body.token;
      const campaign = req.query.campaign ?? body.campaign;
      if (!(await services.newsletter.unsubscribe(token, campaign))) {
        throw new ApiError(404, "This unsubscribe link is not valid.");
      }
      res.json({ status: "unsubscribed" });
    },
  );
  return router;
}
