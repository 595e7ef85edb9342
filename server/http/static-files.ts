import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import { siteOriginPlaceholder } from "../../app/site-origin";

/**
 * Serves the client build (hashed assets, prerendered pages, public files) from memory,
 * ahead of every other middleware: the fast path. Compressed variants are made at build
 * time (scripts/precompress.mjs); nothing is compressed per request. Prerendered pages
 * answer at their own address (/about, not /about/), never with a redirect.
 */

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".data": "text/x-script",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

type Encoding = "br" | "gzip";
const encodingSuffix: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

interface StaticEntry {
  headers: Record<string, string>;
  etag: string;
  body: Buffer;
  variants: Partial<Record<Encoding, Buffer>>;
}

export interface StaticFilesOptions {
  /** Replaces the build's placeholder origin in prerendered pages and their data. */
  siteOrigin: string;
  /** The Content-Security-Policy for a prerendered page, given its inline-script hashes. */
  htmlPolicy: (scriptHashes: string[]) => string;
}

const textExtensions = new Set([".html", ".data", ".xml", ".txt", ".json", ".webmanifest"]);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The file as served: with the real origin in place of the placeholder. Only files that
 * changed are compressed again here; the rest use the variants made at build time.
 */
async function servedContent(file: string, extension: string, siteOrigin: string) {
  const original = await fs.readFile(file);
  const variants: Partial<Record<Encoding, Buffer>> = {};
  if (textExtensions.has(extension) && original.includes(siteOriginPlaceholder)) {
    const body = Buffer.from(
      original.toString("utf8").replaceAll(siteOriginPlaceholder, siteOrigin),
    );
    variants.br = await brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    variants.gzip = await gzip(body, { level: 9 });
    return { body, variants };
  }
  for (const encoding of ["br", "gzip"] as const) {
    const variant = await fs.readFile(file + encodingSuffix[encoding]).catch(() => undefined);
    if (variant) variants[encoding] = variant;
  }
  return { body: original, variants };
}

export interface StaticFiles {
  handler: RequestHandler;
  /** Addresses served, for tests and diagnostics. */
  paths(): string[];
}

async function* walk(directory: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** The hashes a CSP needs to allow the inline scripts React Router wrote into a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  // Data blocks (JSON-LD) are never executed, so the policy need not list them.
  const inlineScript =
    /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g;
  for (const match of html.matchAll(inlineScript)) {
    const digest = createHash("sha256")
      .update(match[1] ?? "")
      .digest("base64");
    hashes.push(`'sha256-${digest}'`);
  }
  return [...new Set(hashes)];
}

function cacheControl(urlPath: string, extension: string): string {
  // Vite puts a content hash in every file name under /assets/: it never changes.
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (extension === ".html" || extension === ".data") return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

/** "/about/index.html" is served at "/about" and "/about/"; "/index.html" at "/". */
function addressesFor(urlPath: string): string[] {
  if (urlPath === "/index.html") return ["/"];
  if (urlPath.endsWith("/index.html")) {
    const directory = urlPath.slice(0, -"/index.html".length);
    return [directory, `${directory}/`];
  }
  return [urlPath];
}

export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: Partial<Record<Encoding, Buffer>>,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...parameters] = part.trim().toLowerCase().split(";");
    const quality = parameters.find((p) => p.trim().startsWith("q="));
    if (quality && Number(quality.trim().slice(2)) === 0) continue;
    accepted.add(token.trim());
  }
  for (const encoding of ["br", "gzip"] as const) {
    if (available[encoding] && (accepted.has(encoding) || accepted.has("*"))) return encoding;
  }
  return undefined;
}

async function readEntry(
  file: string,
  urlPath: string,
  options: StaticFilesOptions,
): Promise<StaticEntry> {
  const extension = path.extname(file).toLowerCase();
  const { body, variants } = await servedContent(file, extension, options.siteOrigin);
  const headers: Record<string, string> = {
    "Content-Type": contentTypes[extension] ?? "application/octet-stream",
    "Cache-Control": cacheControl(urlPath, extension),
  };
  if (Object.keys(variants).length > 0) headers.Vary = "Accept-Encoding";
  if (extension === ".html") {
    headers["Content-Security-Policy"] = options.htmlPolicy(
      inlineScriptHashes(body.toString("utf8")),
    );
  }
  const etag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return { headers, etag, body, variants };
}

export async function loadStaticFiles(
  root: string,
  options: StaticFilesOptions,
): Promise<StaticFiles> {
  const entries = new Map<string, StaticEntry>();
  for await (const file of walk(root)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const urlPath = "/" + path.relative(root, file).split(path.sep).join("/");
    const entry = await readEntry(file, urlPath, options);
    for (const address of addressesFor(urlPath)) entries.set(address, entry);
  }

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const entry = entries.get(req.path);
    if (!entry) return next();

    const encoding = preferredEncoding(req.headers["accept-encoding"], entry.variants);
    const etag = `"${entry.etag}${encoding ? `-${encoding}` : ""}"`;
    res.set(entry.headers);
    res.setHeader("ETag", etag);
    if (req.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === etag)) {
      res.status(304).end();
      return;
    }
    const body = encoding ? entry.variants[encoding] : entry.body;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body?.length ?? 0));
    res.status(200);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };

  return { handler, paths: () => [...entries.keys()].sort() };
}
