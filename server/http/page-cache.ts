import { promisify } from "node:util";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { inlineScriptHashes, preferredEncoding } from "./static-files";

type Encoding = "br" | "gzip";

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  variants: Partial<Record<Encoding, Buffer>>;
  expires: number;
}

export interface PageCacheOptions {
  /** Which addresses (path, without the query) may be answered from the cache. */
  cacheable: RegExp;
  /** Renders an address as an anonymous visitor would see it: no cookies, no headers. */
  render: (url: string) => Promise<Response>;
  /** The Content-Security-Policy for a cached document, given its inline-script hashes. */
  htmlPolicy: (scriptHashes: string[]) => string;
  /** Headers every response carries (the security headers). */
  commonHeaders?: Record<string, string>;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export interface PageCache {
  /** Renders (or finds) a cacheable page; anything else goes to next(). */
  handler: RequestHandler;
  /**
   * Answers a request from a fresh entry on the bare node:http request, before Express,
   * as static files are; returns false when there is none.
   */
  serveFresh: (req: IncomingMessage, res: ServerResponse) => boolean;
  clear: () => void;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const skippedHeaders = new Set(["content-length", "content-encoding", "transfer-encoding"]);

async function capture(response: Response, htmlPolicy: PageCacheOptions["htmlPolicy"]) {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (!skippedHeaders.has(name)) headers.push([name, value]);
  }
  if (response.headers.get("content-type")?.startsWith("text/html")) {
    // Rendered without a nonce, so every visitor can get the same bytes: the policy
    // allows the page's inline scripts by their hashes instead, as for prerendered pages.
    headers.push(["content-security-policy", htmlPolicy(inlineScriptHashes(body.toString()))]);
  }
  headers.push(["vary", "Accept-Encoding"]);
  return { status: response.status, headers, body };
}

/** Made once for a page that is kept; Express's compression handles anything else. */
async function compressed(body: Buffer): Promise<CachedPage["variants"]> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip(body, { level: 6 }),
  ]);
  return { br, gzip: gz };
}

/**
 * Pages that read the database but not the visitor (the blog and its articles) are the
 * same for everyone for a while: each is rendered once per ttlMs and answered from memory
 * meanwhile, compressed once. Visitors asking at the same moment share one render. Only
 * 200 answers are kept (a 404 is answered but not kept, so unknown addresses cannot fill
 * the cache); a failure goes on to the usual renderer.
 */
export function pageCache({
  cacheable,
  render,
  htmlPolicy,
  commonHeaders = {},
  ttlMs = 10_000,
  maxEntries = 500,
  now = Date.now,
}: PageCacheOptions): PageCache {
  const entries = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage>>();

  /** Renders the address; keeps the answer when it is a 200. */
  async function fill(url: string): Promise<CachedPage> {
    const page = await capture(await render(url), htmlPolicy);
    const kept = page.status === 200;
    const entry = {
      ...page,
      // The page's own headers (its CSP above all) replace the common ones of the same name.
      headers: [
        ...Object.entries(commonHeaders).filter(
          ([name]) => !page.headers.some(([own]) => own === name),
        ),
        ...page.headers,
      ],
      variants: kept ? await compressed(page.body) : {},
      expires: now() + ttlMs,
    };
    if (!kept) return entry;
    entries.delete(url);
    entries.set(url, entry);
    // Maps keep insertion order: the first key is the oldest entry.
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? "");
    return entry;
  }

  /** Visitors asking while an address renders wait for that render. */
  function renderOnce(url: string): Promise<CachedPage> {
    let pending = rendering.get(url);
    if (!pending) {
      pending = fill(url).finally(() => rendering.delete(url));
      rendering.set(url, pending);
    }
    return pending;
  }

  const fresh = (url: string) => {
    const entry = entries.get(url);
    return entry && entry.expires > now() ? entry : undefined;
  };

  const handler: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !cacheable.test(req.path)) {
      next();
      return;
    }
    const entry = fresh(req.originalUrl);
    const ready = entry ? Promise.resolve(entry) : renderOnce(req.originalUrl);
    ready.then(
      (page) => {
        // A failure is rendered again the usual way, which reports and logs it.
        if (page.status >= 500) {
          next();
          return;
        }
        send(req, res, page);
      },
      (error: unknown) => next(error),
    );
  };

  const serveFresh = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const entry = fresh(req.url ?? "");
    if (!entry) return false;
    send(req, res, entry);
    return true;
  };

  return { handler, serveFresh, clear: () => entries.clear() };
}

function send(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  const encoding = preferredEncoding(req.headers["accept-encoding"], page.variants);
  const body = (encoding && page.variants[encoding]) || page.body;
  res.statusCode = page.status;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
