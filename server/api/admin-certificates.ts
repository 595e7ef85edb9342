import express, { Router, type Request } from "express";
import { normaliseCertificateId } from "#shared/domain/certificates";
import {
  completionSchema,
  designSchema,
  issueSchema,
  reissueSchema,
  revokeSchema,
  workshopSchema,
} from "#shared/schemas/certificate";
import type { Services } from "../services";
import { changeMessages } from "../services/certificates/staff-changes";
import { completionMessages } from "../services/certificates/completion";
import { designMessages } from "../services/certificates/designs";
import { workshopMessages } from "../services/certificates/workshops";
import { requestBodyLimitBytes } from "../http/body-limit";
import { ApiError } from "./errors";
import { requireAdminRole, requireMentorOrAdmin, staffOf } from "./staff-guard";
import { validBody } from "./validation";

const projectIdPattern = /^[a-z0-9-]{1,120}$/;
const uuidPattern = /^[0-9a-f-]{36}$/;

const projectId = (req: Request) => {
  const id = String(req.params.id ?? "");
  if (!projectIdPattern.test(id)) throw new ApiError(404, completionMessages.projectNotFound);
  return id;
};
const certificateId = (req: Request) => {
  const id = normaliseCertificateId(String(req.params.certificateId ?? ""));
  if (!id) throw new ApiError(404, changeMessages.notFound);
  return id;
};
const uuidParam = (req: Request, name: string, notFound: string) => {
  const id = String(req.params[name] ?? "");
  if (!uuidPattern.test(id)) throw new ApiError(404, notFound);
  return id;
};

/** The longest participants' list a workshop form sends: 2,000 rows of name, email, college. */
const workshopBodyLimit = "1mb";

/**
 * Certificates in the portal (issue 40). Mentors and admins mark completion; admins issue,
 * revoke and reissue, design, and issue for workshops. Every change is audited by the service.
 * The design's pictures are uploaded on their own (certificate-uploads.ts).
 */
export function adminCertificateRoutes({ services }: { services: Services }): Router {
  const router = Router();
  const { completion, projects, staff, designs, workshops, documents } = services.certificates;
  const adminOnly = requireAdminRole(services.adminAccess);
  const mentors = requireMentorOrAdmin(services.adminAccess);

  // The workshop's list of participants is larger than any other form's body.
  router.post(
    "/certificate-workshops",
    adminOnly,
    express.json({ limit: workshopBodyLimit }),
    async (req, res) => {
      const input = validBody(req, workshopSchema);
      const requestKey = req.get("Idempotency-Key") ?? "";
      if (!uuidPattern.test(requestKey)) {
        throw new ApiError(400, "Send the form's Idempotency-Key (a UUID) with the request.");
      }
      const outcome = await workshops.issue(input, requestKey, staffOf(res));
      if (outcome.kind === "refused") {
        res.status(400).json({ error: workshopMessages.fixRows, problems: outcome.problems });
        return;
      }
      res.status(outcome.kind === "issued" ? 201 : 200).json(outcome);
    },
  );

  router.get("/projects/:id/completion", mentors, async (req, res) => {
    res.json(await completion.list(projectId(req)));
  });

  router.put(
    "/projects/:id/completion",
    mentors,
    express.json({ limit: requestBodyLimitBytes }),
    async (req, res) => {
      const input = validBody(req, completionSchema);
      await completion.mark(projectId(req), input, staffOf(res));
      res.json({ ok: true });
    },
  );

  router.post(
    "/projects/:id/certificates",
    adminOnly,
    express.json({ limit: requestBodyLimitBytes }),
    async (req, res) => {
      const input = validBody(req, issueSchema);
      res.json(await projects.issue(projectId(req), input, staffOf(res)));
    },
  );

  router.get("/certificates", adminOnly, async (req, res) => {
    const text = typeof req.query.q === "string" ? req.query.q.slice(0, 100) : "";
    res.json({ certificates: await staff.search(text) });
  });

  router.get("/certificates/:certificateId", adminOnly, async (req, res) => {
    res.json({ certificate: await staff.get(certificateId(req)) });
  });

  router.post(
    "/certificates/:certificateId/revoke",
    adminOnly,
    express.json({ limit: requestBodyLimitBytes }),
    async (req, res) => {
      const { reason } = validBody(req, revokeSchema);
      await staff.revoke(certificateId(req), reason, staffOf(res));
      res.json({ ok: true });
    },
  );

  router.post(
    "/certificates/:certificateId/reissue",
    adminOnly,
    express.json({ limit: requestBodyLimitBytes }),
    async (req, res) => {
      const { name } = validBody(req, reissueSchema);
      res.status(201).json(await staff.reissue(certificateId(req), name, staffOf(res)));
    },
  );

  router.get("/certificate-designs", adminOnly, async (_req, res) => {
    res.json({ designs: await designs.list() });
  });

  router.post(
    "/certificate-designs",
    adminOnly,
    express.json({ limit: requestBodyLimitBytes }),
    async (req, res) => {
      const input = validBody(req, designSchema);
      res.status(201).json(await designs.save(null, input, staffOf(res)));
    },
  );

  router.put(
    "/certificate-designs/:designId",
    adminOnly,
    express.json({ limit: requestBodyLimitBytes }),
    async (req, res) => {
      const id = uuidParam(req, "designId", designMessages.notFound);
      const input = validBody(req, designSchema);
      res.json(await designs.save(id, input, staffOf(res)));
    },
  );

  /** The built-in design ("built-in") or a saved one, with a long name and three Indian scripts. */
  router.get("/certificate-designs/:designId/preview.pdf", adminOnly, async (req, res) => {
    const designId = String(req.params.designId);
    const id = designId === "built-in" ? null : uuidParam(req, "designId", designMessages.notFound);
    const pdf = await documents.preview(id);
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", 'inline; filename="certificate-preview.pdf"');
    res.send(Buffer.from(pdf));
  });

  router.get("/certificate-workshops", adminOnly, async (_req, res) => {
    res.json({ workshops: await workshops.list() });
  });

  router.get("/certificate-workshops/:workshopId", adminOnly, async (req, res) => {
    const id = uuidParam(req, "workshopId", workshopMessages.notFound);
    res.json({ workshop: await workshops.get(id) });
  });

  return router;
}
