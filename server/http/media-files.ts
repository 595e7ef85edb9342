import type { IncomingMessage, ServerResponse } from "node:http";
import { Router } from "express";
import { mediaIdPattern } from "#shared/domain/picture-paths";
import type { MediaFile, MediaService } from "../media/store";
import type { VariantFormat } from "../media/variants";

const filePattern = /^\/media\/([a-z0-9]{1,64})-(\d{1,5})\.(webp|avif)$/;

function variantOf(url: string | undefined) {
  const query = url?.indexOf("?") ?? -1;
  const match = filePattern.exec(query === -1 ? (url ?? "") : (url ?? "").slice(0, query));
  const id = match?.[1];
  if (!match || !id || !mediaIdPattern.test(id)) return undefined;
  return { id, width: Number(match[2]), format: match[3] as VariantFormat };
}

interface Answers {
  ok: Record<string, string | number>;
  notModified: Record<string, string>;
}

/**
 * An address never changes what it names, so the browser and any CDN keep it for a year.
 * The headers are made once per file, as the built client's files have theirs.
 */
function answersFor(file: MediaFile, commonHeaders: Record<string, string>): Answers {
  const notModified = {
    ...commonHeaders,
    "Content-Type": file.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: file.etag,
  };
  return { notModified, ok: { ...notModified, "Content-Length": file.bytes.length } };
}

/**
 * The 304 is judged here rather than by Express's req.fresh, which never answers 304 to a
 * request that says Cache-Control: no-cache, as fetch() adds to every conditional request.
 */
function answer(req: IncomingMessage, res: ServerResponse, file: MediaFile, answers: Answers) {
  const ifNoneMatch = req.headers["if-none-match"];
  if (
    ifNoneMatch
      ?.split(/\s*,\s*/)
      .some((tag) => tag.replace(/^W\//, "") === file.etag || tag === "*")
  ) {
    res.writeHead(304, answers.notModified);
    res.end();
    return;
  }
  res.writeHead(200, answers.ok);
  if (req.method === "HEAD") res.end();
  else res.end(file.bytes);
}

/**
 * GET /media/<id>-<width>.<webp|avif>: an uploaded image's variant. One already in memory is
 * answered before Express, as the built client's files are (`serveCached`), so a picture in
 * a post costs what a file from public/ costs; the first request for one reads the database
 * through the router.
 */
export function mediaFiles(media: MediaService, commonHeaders: Record<string, string>) {
  const router = Router();
  router.get("/media/:file", async (req, res) => {
    const variant = variantOf(req.path);
    const file = variant && (await media.variant(variant.id, variant.width, variant.format));
    if (!file) {
      res.status(404).type("text").set("Cache-Control", "no-store").send("Not found.");
      return;
    }
    // Express's security-header middleware has already set the common headers.
    answer(req, res, file, answersFor(file, {}));
  });

  // Files the media service keeps stay the same objects while kept: their answers with them.
  const answers = new WeakMap<MediaFile, Answers>();
  const serveCached = (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url?.startsWith("/media/"))
      return false;
    const variant = variantOf(req.url);
    const file = variant && media.cached(variant.id, variant.width, variant.format);
    if (!file) return false;
    let prepared = answers.get(file);
    if (!prepared) {
      prepared = answersFor(file, commonHeaders);
      answers.set(file, prepared);
    }
    answer(req, res, file, prepared);
    return true;
  };

  return { router, serveCached };
}
