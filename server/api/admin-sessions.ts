import { Router, type Request } from "express";
import {
  checkInSchema,
  newSessionsSchema,
  sessionCancelSchema,
  sessionChangeSchema,
} from "#shared/schemas/project-session";
import type { Services } from "../services";
import { sessionEditorMessages } from "../services/sessions/editor";
import { ApiError } from "./errors";
import { requireAdminRole, staffOf } from "./staff-guard";
import { validBody } from "./validation";

const projectIdPattern = /^[a-z0-9-]{1,120}$/;
const sessionIdPattern = /^[0-9a-f-]{36}$/;

function ids(req: Request): { projectId: string; sessionId: string } {
  const projectId = String(req.params.id ?? "");
  const sessionId = String(req.params.sessionId ?? "");
  if (!projectIdPattern.test(projectId) || !sessionIdPattern.test(sessionId)) {
    throw new ApiError(404, sessionEditorMessages.notFound);
  }
  return { projectId, sessionId };
}

function projectId(req: Request): string {
  const id = String(req.params.id ?? "");
  if (!projectIdPattern.test(id)) throw new ApiError(404, sessionEditorMessages.projectNotFound);
  return id;
}

/**
 * A project's sessions and their door (admins only): add one or a weekly series, move or
 * change one, cancel one (its paid students are told at once), and check students in. Every
 * change is audited by the service.
 */
export function adminSessionRoutes({ services }: { services: Services }): Router {
  const router = Router();
  const { staff, door } = services.sessions;
  router.use("/projects/:id/sessions", requireAdminRole(services.adminAccess));

  router.get("/projects/:id/sessions", async (req, res) => {
    res.json({ sessions: await staff.list(projectId(req)) });
  });

  router.post("/projects/:id/sessions", async (req, res) => {
    const input = validBody(req, newSessionsSchema);
    res.status(201).json({ sessions: await staff.add(projectId(req), input, staffOf(res)) });
  });

  router.put("/projects/:id/sessions/:sessionId", async (req, res) => {
    const { projectId, sessionId } = ids(req);
    const input = validBody(req, sessionChangeSchema);
    res.json({ session: await staff.change(projectId, sessionId, input, staffOf(res)) });
  });

  router.post("/projects/:id/sessions/:sessionId/cancel", async (req, res) => {
    const { projectId, sessionId } = ids(req);
    const { sequence } = validBody(req, sessionCancelSchema);
    res.json({ session: await staff.cancel(projectId, sessionId, sequence, staffOf(res)) });
  });

  router.get("/projects/:id/sessions/:sessionId/roster", async (req, res) => {
    const { projectId, sessionId } = ids(req);
    res.json(await door.roster(projectId, sessionId));
  });

  router.post("/projects/:id/sessions/:sessionId/check-in", async (req, res) => {
    const { projectId, sessionId } = ids(req);
    const by = validBody(req, checkInSchema);
    res.json(await door.checkIn(projectId, sessionId, by, staffOf(res)));
  });

  return router;
}
