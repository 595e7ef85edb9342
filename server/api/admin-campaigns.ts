import { Router, type Request } from "express";
import {
  campaignFromPostsSchema,
  campaignSchema,
  campaignSendSchema,
  campaignUpdateSchema,
} from "#shared/schemas/campaign";
import { latestPostsInCampaign, newsletterMessages } from "#shared/domain/newsletter";
import type { Services } from "../services";
import { campaignId } from "../services/newsletter";
import { ApiError } from "./errors";
import { requireAnyStaff, staffOf } from "./staff-guard";
import { validBody } from "./validation";

function id(req: Request): string {
  const value = campaignId(req.params.id);
  if (!value) throw new ApiError(404, newsletterMessages.campaignNotFound);
  return value;
}

/**
 * Only the email itself may render in the portal's preview frame: no script, nothing fetched
 * but pictures, and no page but the portal's may frame it.
 */
const previewPolicy =
  "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/** The portal's newsletter calls (admins and editors). Every change is audited by the service. */
export function adminCampaignRoutes({ services }: { services: Services }): Router {
  const router = Router();
  const { campaigns } = services;
  router.use(requireAnyStaff(services.adminAccess));

  router.get("/", async (_req, res) => {
    res.json({ campaigns: await campaigns.list() });
  });

  router.post("/", async (req, res) => {
    res
      .status(201)
      .json({ campaign: await campaigns.create(validBody(req, campaignSchema), staffOf(res)) });
  });

  router.post("/from-posts", async (req, res) => {
    const { count = latestPostsInCampaign } = validBody(req, campaignFromPostsSchema);
    res.status(201).json({ campaign: await campaigns.createFromPosts(count, staffOf(res)) });
  });

  router.get("/:id", async (req, res) => {
    const campaign = await campaigns.get(id(req));
    if (!campaign) throw new ApiError(404, newsletterMessages.campaignNotFound);
    res.json({ campaign });
  });

  router.put("/:id", async (req, res) => {
    const { version, ...input } = validBody(req, campaignUpdateSchema);
    res.json({ campaign: await campaigns.update(id(req), version, input, staffOf(res)) });
  });

  router.delete("/:id", async (req, res) => {
    await campaigns.remove(id(req), staffOf(res));
    res.status(204).end();
  });

  router.get("/:id/preview", async (req, res) => {
    const html = await campaigns.preview(id(req));
    res
      .status(200)
      .set({
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": previewPolicy,
        "X-Frame-Options": "SAMEORIGIN",
      })
      .send(html);
  });

  router.get("/:id/progress", async (req, res) => {
    res.json({ progress: await campaigns.progress(id(req)) });
  });

  router.post("/:id/test", async (req, res) => {
    res.json(await campaigns.sendTest(id(req), staffOf(res)));
  });

  router.post("/:id/send", async (req, res) => {
    const { version, scheduledAt } = validBody(req, campaignSendSchema);
    res.json({ campaign: await campaigns.send(id(req), version, scheduledAt, staffOf(res)) });
  });

  router.post("/:id/unschedule", async (req, res) => {
    res.json({ campaign: await campaigns.unschedule(id(req), staffOf(res)) });
  });
  router.post("/:id/pause", async (req, res) => {
    res.json({ campaign: await campaigns.pause(id(req), staffOf(res)) });
  });
  router.post("/:id/resume", async (req, res) => {
    res.json({ campaign: await campaigns.resume(id(req), staffOf(res)) });
  });
  router.post("/:id/cancel", async (req, res) => {
    res.json({ campaign: await campaigns.cancel(id(req), staffOf(res)) });
  });
  return router;
}
