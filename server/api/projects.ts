import { Router } from "express";
import { projectMessages } from "#shared/domain/projects";
import { waitlistSchema } from "#shared/schemas/waitlist";
import { clientAddress } from "../auth/auth";
import { clientNetwork } from "../http/client-network";
import type { SiteRateLimits } from "../http/rate-limit";
import type { Services } from "../services";
import { ApiError } from "./errors";
import { validBody } from "./validation";

const projectIdPattern = /^[a-z0-9-]{1,120}$/;

/**
 * What the /projects page asks beside its HTML: a project's live seat count (the cached page
 * may be seconds old), the waitlist, and the details of an emailed seat offer.
 */
export function projectRoutes({
  services,
  limits,
}: {
  services: Services;
  limits: Pick<SiteRateLimits, "forms" | "statusLookups">;
}): Router {
  const router = Router();
  const { projects } = services;
  const projectId = (value: unknown): string => {
    const id = typeof value === "string" ? value : "";
    if (!projectIdPattern.test(id)) throw new ApiError(404, projectMessages.unknownProject);
    return id;
  };

  router.get("/projects/:id/seats", async (req, res) => {
    const seats = await projects.seats(projectId(req.params.id));
    if (!seats) throw new ApiError(404, projectMessages.unknownProject);
    res.json(seats);
  });

  router.post("/projects/:id/waitlist", limits.forms, async (req, res) => {
    await projects.joinWaitlist(
      projectId(req.params.id),
      validBody(req, waitlistSchema),
      clientNetwork(clientAddress(req)),
    );
    res.status(201).json({ message: projectMessages.waitlistJoined });
  });

  router.get("/waitlist-offers/:token", limits.statusLookups, async (req, res) => {
    const token = String(req.params.token);
    const offer = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await projects.offer(token) : undefined;
    if (!offer) throw new ApiError(410, projectMessages.offerLapsed);
    res.json(offer);
  });

  return router;
}
