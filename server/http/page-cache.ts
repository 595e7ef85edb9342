import { promisify } from "node:util";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { blogFilterHref, readBlogFilters } from "#shared/domain/blog-filters";
import { inlineScriptHashes, preferredEncoding } from "./static-files";
import { fileHeaderValues } from "./security-headers";

type Encoding = "br" | "gzip";

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  variants: Partial<Record<Encoding, Buffer>>;
  /** The body and its compressed copies: what keeping the page costs. */
  bytes: number;
  expires: number;
}

export interface PageCacheOptions {
  /**
   * The address a request's page is rendered from and kept under (see
   * visitorIndependentAddresses), or undefined for a page that is not kept.
   */
  address: (url: string) => string | undefined;
  /** Renders an address as an anonymous visitor would see it: no cookies, no headers. */
  render: (url: string) => Promise<Response>;
  /** The Content-Security-Policy for a cached document, given its inline-script hashes. */
  htmlPolicy: (scriptHashes: string[]) => string;
  /** Headers every response carries (the security headers). */
  commonHeaders?: Record<string, string>;
  ttlMs?: number;
  maxEntries?: number;
  /** The most the kept bodies may add up to, compressed copies included. */
  maxBytes?: number;
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
  /** What the kept pages take, compressed copies included. */
  keptBytes: () => number;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const skippedHeaders = new Set(["content-length", "content-encoding", "transfer-encoding"]);

/**
 * Every page anyone links to (the blog and its five categories, fifteen articles, their
 * data requests and the feeds: 65 addresses) takes 2.5 MB with its compressed copies, so
 * 16 MB keeps them all with room for about 150 searches (80 KB each), while a flood of
 * searches (free text, each an entry of its own) costs the server at most 16 MB beside the
 * 192 MB heap it runs with.
 */
const maxCachedBytes = 16 * 1024 * 1024;

const blogPages = /^\/blog(?:\/(?<slug>[^/]+?))?(?<data>\.data)?$/;
/** Pages without a query of their own: /projects and the privacy notice. */
const fixedPages = /^\/(?<page>projects|privacy)(?<data>\.data)?$/;
const feeds = new Set(["/rss.xml", "/sitemap.xml"]);
/** For parsing queries; paths are matched as the request wrote them. */
const placeholderOrigin = "http://page.invalid";

/**
 * Keys the pages that read the database but nothing of the visitor's: the blog (which
 * reads its filters from the query), its articles (which read only the slug), /projects
 * (which reads no query on the server: a payment's return and a seat offer's token are read
 * in the browser), the privacy notice (which reads only the configuration), their data
 * requests and the feeds. An address keeps only what its page
 * reads, normalised with the page's own functions, so any other query string is answered
 * from the same entry instead of filling the cache. A data request may also name the route
 * ids to load (`_routes`); ids the build does not have change nothing, so they are dropped
 * and the rest sorted.
 * Anything else is undefined: not kept.
 */
export function visitorIndependentAddresses(
  routeIds: ReadonlySet<string>,
): (url: string) => string | undefined {
  return (url) => {
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    if (feeds.has(path)) return path;
    const fixed = fixedPages.exec(path);
    const match = fixed ?? blogPages.exec(path);
    if (!match) return undefined;
    const { slug, data } = match.groups ?? {};
    const requested = new URL(url, placeholderOrigin);
    let page: URL;
    if (fixed) {
      page = new URL(`/${fixed.groups?.page ?? ""}`, placeholderOrigin);
    } else if (slug === undefined) {
      page = new URL(blogFilterHref(readBlogFilters(requested)), placeholderOrigin);
    } else {
      let decoded: string;
      try {
        decoded = decodeURIComponent(slug);
      } catch {
        return undefined;
      }
      page = new URL(`/blog/${encodeURIComponent(decoded)}`, placeholderOrigin);
    }
    if (data) {
      page.pathname += ".data";
      // Absent or empty, it means every route: so does leaving it out.
      const routes = requested.searchParams.get("_routes");
      if (routes) {
        const known = [...new Set(routes.split(","))].filter((id) => routeIds.has(id)).sort();
        // Naming none of them asks for no loader at all: nothing worth keeping.
        if (known.length === 0) return undefined;
        page.searchParams.set("_routes", known.join(","));
      }
    }
    return page.pathname + page.search;
  };
}

/** The security headers every answer carries: a page's, and those of data, which is not one. */
interface CommonHeaders {
  page: Record<string, string>;
  data: Record<string, string>;
}

async function capture(
  response: Response,
  htmlPolicy: PageCacheOptions["htmlPolicy"],
  common: CommonHeaders,
) {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (!skippedHeaders.has(name)) headers.push([name, value]);
  }
  const isPage = response.headers.get("content-type")?.startsWith("text/html") ?? false;
  if (isPage) {
    // Rendered without a nonce, so every visitor can get the same bytes: the policy
    // allows the page's inline scripts by their hashes instead, as for prerendered pages.
    headers.push(["content-security-policy", htmlPolicy(inlineScriptHashes(body.toString()))]);
  }
  headers.push(["vary", "Accept-Encoding"]);
  // The answer's own headers (a page's CSP above all) replace the common ones of the same name.
  const shared = Object.entries(isPage ? common.page : common.data).filter(
    ([name]) => !headers.some(([own]) => own === name),
  );
  return { status: response.status, headers: [...shared, ...headers], body };
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
 * Pages that read the database but not the visitor (the blog, its articles, /projects) are the
 * same for everyone for a while: each is rendered once per ttlMs and answered from memory
 * meanwhile, compressed once. Visitors asking at the same moment share one render. Only
 * 200 answers are kept (a 404 is answered but not kept, so unknown addresses cannot fill
 * the cache), under an address without the query strings the page ignores; what is kept
 * adds up to at most maxBytes, the least recently used going first, since searches are
 * free text. A failure goes on to the usual renderer.
 */
export function pageCache({
  address,
  render,
  htmlPolicy,
  commonHeaders = {},
  ttlMs = 10_000,
  maxEntries = 500,
  maxBytes = maxCachedBytes,
  now = Date.now,
}: PageCacheOptions): PageCache {
  // Maps keep insertion order, and a page is moved to the end whenever it is used: the
  // first key is the least recently used.
  const entries = new Map<string, CachedPage>();
  let keptBytes = 0;
  const rendering = new Map<string, Promise<CachedPage>>();
  const common: CommonHeaders = { page: commonHeaders, data: fileHeaderValues(commonHeaders) };
  // Bumped by clear(): a render that began before a change must not be kept after it.
  let generation = 0;

  const forget = (url: string) => {
    keptBytes -= entries.get(url)?.bytes ?? 0;
    entries.delete(url);
  };

  const keep = (url: string, entry: CachedPage) => {
    forget(url);
    if (entry.bytes > maxBytes) return;
    entries.set(url, entry);
    keptBytes += entry.bytes;
    // From the least recently used: over the bounds, or expired. An expired page is never
    // answered again, and a flood of searches would otherwise hold the whole maxBytes long
    // after it ended.
    const at = now();
    for (const [oldest, kept] of entries) {
      if (keptBytes <= maxBytes && entries.size <= maxEntries && kept.expires > at) break;
      forget(oldest);
    }
  };

  /** Renders the address; keeps the answer when it is a 200. */
  async function fill(url: string): Promise<CachedPage> {
    const startedIn = generation;
    const page = await capture(await render(url), htmlPolicy, common);
    const kept = page.status === 200;
    const variants = kept ? await compressed(page.body) : {};
    const entry = {
      ...page,
      variants,
      bytes: page.body.length + (variants.br?.length ?? 0) + (variants.gzip?.length ?? 0),
      expires: now() + ttlMs,
    };
    if (kept && startedIn === generation) keep(url, entry);
    return entry;
  }

  /** Visitors asking while an address renders wait for that render. */
  function renderOnce(url: string): Promise<CachedPage> {
    let pending = rendering.get(url);
    if (!pending) {
      const started = fill(url).finally(() => {
        if (rendering.get(url) === started) rendering.delete(url);
      });
      pending = started;
      rendering.set(url, pending);
    }
    return pending;
  }

  const fresh = (url: string) => {
    const entry = entries.get(url);
    if (!entry || entry.expires <= now()) return undefined;
    entries.delete(url);
    entries.set(url, entry);
    return entry;
  };

  const handler: RequestHandler = (req, res, next) => {
    const url = address(req.originalUrl);
    if ((req.method !== "GET" && req.method !== "HEAD") || url === undefined) {
      next();
      return;
    }
    const entry = fresh(url);
    const ready = entry ? Promise.resolve(entry) : renderOnce(url);
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
    const url = address(req.url ?? "");
    const entry = url === undefined ? undefined : fresh(url);
    if (!entry) return false;
    send(req, res, entry);
    return true;
  };

  const clear = () => {
    generation += 1;
    entries.clear();
    // Visitors from now on wait for a render that reads the change, not one already running.
    rendering.clear();
    keptBytes = 0;
  };
  return { handler, serveFresh, clear, keptBytes: () => keptBytes };
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
