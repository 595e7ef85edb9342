import express, { Router } from "express";
import { maxBackgroundBytes, maxSignatureBytes } from "#shared/domain/certificates";
import type { Services } from "../services";
import { designMessages } from "../services/certificates/designs";
import { ApiError } from "./errors";
import { requireAdminRole, staffOf } from "./staff-guard";

const uuidPattern = /^[0-9a-f-]{36}$/;

export const pictureMessages = {
  background: "Upload the background as a PNG, a JPEG or a one-page PDF, at most 8 MB",
  signature: "Upload the signature as a PNG or a JPEG, at most 1 MB",
  version: "Reload the design and try again: the page's version is missing",
} as const;

const kinds = {
  background: {
    types: ["image/png", "image/jpeg", "application/pdf"],
    limit: maxBackgroundBytes,
    message: pictureMessages.background,
  },
  signature: {
    types: ["image/png", "image/jpeg"],
    limit: maxSignatureBytes,
    message: pictureMessages.signature,
  },
} as const;

/**
 * A design's background or signature, sent as the request's body with its own Content-Type
 * (PUT), or taken away (DELETE), over the version the form was opened at (?version=N); read
 * back (GET) for the form's placement preview.
 * Mounted before the API's JSON-only rule, as the media upload is.
 */
export function certificatePictureRoutes({ services }: { services: Services }): Router {
  const router = Router();
  const adminOnly = requireAdminRole(services.adminAccess);
  for (const kind of ["background", "signature"] as const) {
    const { types, limit, message } = kinds[kind];
    const path = `/admin/certificate-designs/:designId/${kind}`;
    const designIdOf = (param: unknown) => {
      const id = typeof param === "string" ? param : "";
      if (!uuidPattern.test(id)) throw new ApiError(404, designMessages.notFound);
      return id;
    };
    const target = (param: unknown, version: unknown) => {
      const id = designIdOf(param);
      if (!uuidPattern.test(id)) throw new ApiError(404, designMessages.notFound);
      const number = Number(version);
      if (!Number.isInteger(number) || number < 1) throw new ApiError(400, pictureMessages.version);
      return { id, version: number };
    };
    router.put(path, adminOnly, express.raw({ type: [...types], limit }), async (req, res) => {
      const { id, version } = target(req.params.designId, req.query.version);
      const type = (req.get("Content-Type") ?? "").split(";")[0]?.trim() ?? "";
      if (
        !Buffer.isBuffer(req.body) ||
        req.body.length === 0 ||
        !(types as readonly string[]).includes(type)
      ) {
        res.status(415).json({ error: message, fields: { [kind]: message } });
        return;
      }
      const bytes = new Uint8Array(req.body);
      res.json(
        await services.certificates.designs.setPicture(
          id,
          kind,
          { type, bytes },
          version,
          staffOf(res),
        ),
      );
    });
    router.get(path, adminOnly, async (req, res) => {
      const picture = await services.certificates.designs.picture(
        designIdOf(req.params.designId),
        kind,
      );
      if (!picture) throw new ApiError(404, `This design has no ${kind}.`);
      res.setHeader("Content-Type", picture.type);
      res.setHeader("Cache-Control", "private, no-store");
      res.send(Buffer.from(picture.bytes));
    });
    router.delete(path, adminOnly, async (req, res) => {
      const { id, version } = target(req.params.designId, req.query.version);
      res.json(
        await services.certificates.designs.setPicture(id, kind, null, version, staffOf(res)),
      );
    });
  }
  return router;
}
