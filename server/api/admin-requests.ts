import { Router, type Request } from "express";
import {
  completeDataRequestSchema,
  dataRequestFilterSchema,
  declineDataRequestSchema,
  isDataRequestReference,
  recordDataRequestSchema,
} from "#shared/schemas/data-requests";
import { firstProblem } from "#shared/schemas/admin-lists";
import type { Services } from "../services";
import { requestQueueMessages } from "../services/privacy/queue";
import { ApiError, ValidationError } from "./errors";
import { requireAdminRole, staffOf } from "./staff-guard";
import { validBody } from "./validation";

function reference(req: Request): string {
  const value = req.params.reference;
  if (!isDataRequestReference(value)) throw new ApiError(404, requestQueueMessages.notFound);
  return value;
}

/**
 * The portal's data requests (/api/admin/requests), admins only: the queue, one request with
 * what we hold for the person, and recording, completing and declining. The service audits
 * every change.
 */
export function adminRequestRoutes({ services }: { services: Services }): Router {
  const router = Router();
  const { queue } = services.privacy;
  router.use(requireAdminRole(services.adminAccess));

  router.get("/", async (req, res) => {
    const filter = dataRequestFilterSchema.safeParse({
      status: req.query.status,
      kind: req.query.kind,
      q: req.query.q,
      page: req.query.page,
    });
    if (!filter.success) throw new ValidationError([firstProblem(filter.error)]);
    res.json(await queue.list(filter.data));
  });

  router.post("/", async (req, res) => {
    const request = await queue.record(staffOf(res), validBody(req, recordDataRequestSchema));
    res.status(201).json({ request });
  });

  router.get("/:reference", async (req, res) => {
    const request = await queue.get(reference(req));
    if (!request) throw new ApiError(404, requestQueueMessages.notFound);
    res.json({ request });
  });

  router.post("/:reference/complete", async (req, res) => {
    const { note } = validBody(req, completeDataRequestSchema);
    res.json({ request: await queue.complete(staffOf(res), reference(req), { note }) });
  });

  router.post("/:reference/decline", async (req, res) => {
    const { reason } = validBody(req, declineDataRequestSchema);
    res.json({ request: await queue.decline(staffOf(res), reference(req), reason) });
  });

  return router;
}
