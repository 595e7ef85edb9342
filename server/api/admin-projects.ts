import { Router, type Request } from "express";
import {
  cancelRegistrationSchema,
  completedProjectSchema,
  completedProjectUpdateSchema,
  moveSchema,
  projectSchema,
  projectUpdateSchema,
  projectVersionSchema,
} from "#shared/schemas/project";
import { registrationReferencePattern } from "../payments/reference";
import type { Services } from "../services";
import { projectEditorMessages } from "../services/projects/editor";
import { registrationMessages } from "../services/registrations";
import { ApiError } from "./errors";
import { requireAdminRole, staffOf } from "./staff-guard";
import { validBody } from "./validation";

const idPattern = /^[a-z0-9-]{1,120}$/;

function id(req: Request, name = "id"): string {
  const value = String(req.params[name] ?? "");
  if (!idPattern.test(value)) throw new ApiError(404, projectEditorMessages.notFound);
  return value;
}

/**
 * The portal's project calls (admins only): the pipeline, the gallery, waitlists,
 * cancelling a registration and asking a gateway about payments whose event never came.
 * Every change is audited by the service.
 */
export function adminProjectRoutes({ services }: { services: Services }): Router {
  const router = Router();
  const staff = services.projects.staff;
  router.use(
    ["/projects", "/completed-projects", "/registrations"],
    requireAdminRole(services.adminAccess),
  );

  router.get("/projects", async (_req, res) => {
    res.json({ projects: await staff.list() });
  });

  router.post("/projects", async (req, res) => {
    res
      .status(201)
      .json({ project: await staff.create(validBody(req, projectSchema), staffOf(res)) });
  });

  router.get("/projects/:id", async (req, res) => {
    const project = await staff.get(id(req));
    if (!project) throw new ApiError(404, projectEditorMessages.notFound);
    res.json(project);
  });

  router.put("/projects/:id", async (req, res) => {
    const { version, ...input } = validBody(req, projectUpdateSchema);
    res.json({ project: await staff.update(id(req), version, input, staffOf(res)) });
  });

  router.post("/projects/:id/move", async (req, res) => {
    await staff.move(id(req), validBody(req, moveSchema).direction, staffOf(res));
    res.json({ success: true });
  });

  for (const action of ["archive", "restore", "complete"] as const) {
    router.post(`/projects/:id/${action}`, async (req, res) => {
      const { version } = validBody(req, projectVersionSchema);
      res.json({ project: await staff[action](id(req), version, staffOf(res)) });
    });
  }

  router.delete("/projects/:id/waitlist/:entryId", async (req, res) => {
    await staff.removeFromWaitlist(id(req), req.params.entryId, staffOf(res));
    res.status(204).end();
  });

  router.get("/completed-projects", async (_req, res) => {
    res.json({ projects: await staff.listCompleted() });
  });

  router.post("/completed-projects", async (req, res) => {
    const from =
      typeof req.query.from === "string" && idPattern.test(req.query.from) ? req.query.from : null;
    res.status(201).json({
      project: await staff.createCompleted(
        validBody(req, completedProjectSchema),
        from,
        staffOf(res),
      ),
    });
  });

  router.put("/completed-projects/:id", async (req, res) => {
    const { version, ...input } = validBody(req, completedProjectUpdateSchema);
    res.json({ project: await staff.updateCompleted(id(req), version, input, staffOf(res)) });
  });

  router.post("/completed-projects/:id/move", async (req, res) => {
    await staff.moveCompleted(id(req), validBody(req, moveSchema).direction, staffOf(res));
    res.json({ success: true });
  });

  for (const action of ["archive", "restore"] as const) {
    router.post(`/completed-projects/:id/${action}`, async (req, res) => {
      const { version } = validBody(req, projectVersionSchema);
      res.json({
        project: await staff.setCompletedArchived(
          id(req),
          version,
          action === "archive",
          staffOf(res),
        ),
      });
    });
  }

  // A gateway's answer for every registration still unpaid after its hold: a lost event's fix.
  for (const gateway of services.payments.having("reconciliation")) {
    router.post(`/registrations/reconcile-${gateway.method}`, async (_req, res) => {
      res.json(await services.registrations.reconcile(gateway, staffOf(res)));
    });
  }

  router.post("/registrations/:reference/cancel", async (req, res) => {
    const reference = req.params.reference.toUpperCase();
    if (!registrationReferencePattern.test(reference)) {
      throw new ApiError(404, registrationMessages.notFound);
    }
    const input = validBody(req, cancelRegistrationSchema);
    res.json(await services.registrations.cancel(reference, input, staffOf(res)));
  });

  return router;
}
