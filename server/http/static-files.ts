import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { siteOriginPlaceholder } from "#shared/site-origin";
import type { CompressedCopies, Encoding } from "./compressed-copies";
import { fileHeaderValues } from "./security-headers";

/**
 * Serves the client build (hashed assets, prerendered pages, public files) from memory,
 * on the bare node:http request, before Express and its middleware see it: the fast path.
 * Every response is prepared at start (body, compressed variants, all headers including
 * the security headers); a request costs a lookup and a write. Compressed variants are
 * made at build time (scripts/precompress.mjs). Prerendered pages answer at their own
 * address (/about, not /about/), never with a redirect. These responses are not logged:
 * they are the same bytes for everyone, and a log line would cost more than the answer.
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

const encodingSuffix: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** One way of sending a file: its bytes and every header, ready to write. */
interface Variant {
  body: Buffer;
  etag: string;
  headers: OutgoingHttpHeaders;
  /** The same without Content-Length, for a 304 (it has no body). */
  notModifiedHeaders: OutgoingHttpHeaders;
}

interface StaticEntry {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  /** The encodings there are, for preferredEncoding. */
  available: Partial<Record<Encoding, Buffer>>;
}

export interface StaticFilesOptions {
  /** Replaces the build's placeholder origin in prerendered pages and their data. */
  siteOrigin: string;
  /** The Content-Security-Policy for a prerendered page, given its inline-script hashes. */
  htmlPolicy: (scriptHashes: string[]) => string;
  /** Headers every response carries (the security headers). */
  commonHeaders?: Record<string, string>;
  /** Where pages that carry the origin keep their compressed copies between starts. */
  compressed: CompressedCopies;
}

const textExtensions = new Set([".html", ".data", ".xml", ".txt", ".json", ".webmanifest"]);

/**
 * The file as served: with the real origin in place of the placeholder. Only files that
 * changed are compressed again here (or read from the copies an earlier start made); the
 * rest use the variants made at build time.
 */
async function servedContent(file: string, extension: string, options: StaticFilesOptions) {
  const original = await fs.readFile(file);
  const variants: Partial<Record<Encoding, Buffer>> = {};
  if (textExtensions.has(extension) && original.includes(siteOriginPlaceholder)) {
    const body = Buffer.from(
      original.toString("utf8").replaceAll(siteOriginPlaceholder, options.siteOrigin),
    );
    variants.br = await options.compressed.of(body, "br");
    variants.gzip = await options.compressed.of(body, "gzip");
    return { body, variants };
  }
  for (const encoding of ["br", "gzip"] as const) {
    const variant = await fs.readFile(file + encodingSuffix[encoding]).catch(() => undefined);
    if (variant) variants[encoding] = variant;
  }
  return { body: original, variants };
}

export interface StaticFiles {
  /** Answers the request and returns true when it asks for a file; false leaves it alone. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
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
  const { body, variants } = await servedContent(file, extension, options);
  const headers: Record<string, string> = {
    ...(extension === ".html"
      ? options.commonHeaders
      : fileHeaderValues(options.commonHeaders ?? {})),
    "Content-Type": contentTypes[extension] ?? "application/octet-stream",
    "Cache-Control": cacheControl(urlPath, extension),
  };
  if (Object.keys(variants).length > 0) headers.Vary = "Accept-Encoding";
  if (extension === ".html") {
    headers["content-security-policy"] = options.htmlPolicy(
      inlineScriptHashes(body.toString("utf8")),
    );
  }
  const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const variant = (bytes: Buffer, encoding?: Encoding): Variant => {
    const etag = `"${tag}${encoding ? `-${encoding}` : ""}"`;
    const notModifiedHeaders = {
      ...headers,
      ETag: etag,
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    };
    return {
      body: bytes,
      etag,
      headers: { ...notModifiedHeaders, "Content-Length": bytes.length },
      notModifiedHeaders,
    };
  };
  return {
    identity: variant(body),
    ...(variants.br ? { br: variant(variants.br, "br") } : {}),
    ...(variants.gzip ? { gzip: variant(variants.gzip, "gzip") } : {}),
    available: variants,
  };
}

/** The path part of a request target, as Express's req.path has it. */
function pathOf(url: string | undefined): string {
  if (!url) return "/";
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
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
  await options.compressed.prune();

  const serve = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const entry = entries.get(pathOf(req.url));
    if (!entry) return false;

    const encoding = preferredEncoding(req.headers["accept-encoding"], entry.available);
    const variant = (encoding && entry[encoding]) || entry.identity;
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch?.split(",").some((tag) => tag.trim() === variant.etag)) {
      res.writeHead(304, variant.notModifiedHeaders);
      res.end();
      return true;
    }
    res.writeHead(200, variant.headers);
    if (req.method === "HEAD") res.end();
    else res.end(variant.body);
    return true;
  };

  return { serve, paths: () => [...entries.keys()].sort() };
}
