import type { IncomingMessage } from "node:http";
import { Router, type Request, type Response } from "express";
import { ImageRefused, imageMessages, maxImageBytes } from "../media/validate";
import type { Services } from "../services";
import { readMultipartFile } from "./multipart-file";
import { requireAnyStaff, staffOf } from "./staff-guard";

/** Room for the multipart framing (boundaries, part headers, other small fields). */
const multipartAllowance = 64 * 1024;
export const uploadBodyLimit = maxImageBytes + multipartAllowance;

export const mediaMessages = {
  contentType:
    'Send the image as multipart/form-data with the field "file" (or as the body, with its image Content-Type).',
} as const;

const refused = (res: Response, status: number, sentence: string) =>
  res.status(status).json({ error: sentence, fields: { file: sentence } });

/**
 * The body, up to `limit` bytes, or "too large". Only the declared or arrived length is
 * counted, so nothing over the limit is ever held; Node discards the rest of a body that
 * was not read once the answer is sent, keeping the connection for the client to read it.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer> | "too large"> {
  if (Number(req.headers["content-length"] ?? 0) > limit) return Promise.resolve("too large");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) {
        req.off("data", onData);
        req.off("end", onEnd);
        chunks.length = 0;
        resolve("too large");
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks, length));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", reject);
  });
}

/**
 * POST /api/admin/media: staff (admins and editors) upload an image for a post
 * (multipart/form-data, field "file"; or the image itself as the body, with an image/*
 * Content-Type). Mounted after the same-origin rule and before the API's JSON-only rule
 * and its 16 KB body limit: this is the one API body that is neither JSON nor small.
 */
export function mediaUploadRoutes({ services }: { services: Services }): Router {
  const router = Router();
  const staffOnly = requireAnyStaff(services.adminAccess);

  router.post("/admin/media", staffOnly, async (req: Request, res: Response) => {
    const multipart = typeof req.is("multipart/form-data") === "string";
    const rawImage = !multipart && typeof req.is("image/*") === "string";
    if (!multipart && !rawImage) {
      res.status(415).json({ error: mediaMessages.contentType });
      return;
    }
    let bytes: Buffer;
    let fileName: string;
    if (multipart) {
      const file = await readMultipartFile(req, "file", {
        maxFileBytes: maxImageBytes,
        maxBodyBytes: uploadBodyLimit,
      });
      if (file === "too large") {
        refused(res, 413, imageMessages.size);
        return;
      }
      if (file === "missing") {
        refused(res, 400, imageMessages.missing);
        return;
      }
      ({ bytes, fileName } = file);
    } else {
      const body = await readBody(req, maxImageBytes);
      if (body === "too large") {
        refused(res, 413, imageMessages.size);
        return;
      }
      bytes = body;
      fileName = typeof req.query.name === "string" ? req.query.name : "";
    }
    const admin = staffOf(res);
    try {
      const media = await services.media.upload(bytes, fileName, admin);
      res.status(201).json({ media });
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      refused(res, error.status, error.message);
    }
  });

  return router;
}
