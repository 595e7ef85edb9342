import { describe, expect, it } from "vitest";
import { prerenderedPaths } from "#app/prerendered-paths";
import { inlineScriptHashes } from "#server/http/static-files";
import { portalRoute, siteRoutes } from "../support/routes";
import { serverForFile } from "../support/file-server";

const site = serverForFile();

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(site.server.url + path, { headers, redirect: "manual" });

describe("pages", () => {
  it.each(siteRoutes.map((route) => route.path))(
    "serves %s with 200 and the site layout",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const html = await response.text();
      expect(html).toContain('<html lang="en-IN">');
      expect(html).toMatch(/<nav aria-label="Main"/);
      expect(html).toContain("<footer");
      // The stylesheet travels inside the page: the first paint needs no other request.
      expect(html).toMatch(
        /<style data-precedence="default" data-href="\/assets\/[^"]+\.css">[\s\S]{1000,}?<\/style>/,
      );
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      expect(html).not.toMatch(/rel="preload"[^>]+as="font"/);
    },
  );

  it("serves the portal's sign-in with 200 in the portal's own frame, without the site's header and footer", async () => {
    const response = await get(portalRoute.path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<header");
    expect(html).toContain("Back to the site");
    expect(html).not.toMatch(/<nav aria-label="Main"/);
    expect(html).not.toContain("<footer");
    expect(html).toMatch(/<style data-precedence="default" data-href="\/assets\/[^"]+\.css">/);
  });

  it("answers an unknown address with a real 404 page in the layout", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>Page not found | Kodeveda</title>");
    expect(html).toContain("We couldn&#x27;t find that page");
    expect(html).toMatch(/<nav aria-label="Main"/);
  });

  it.each(prerenderedPaths)(
    "serves prerendered %s from the build without redirecting",
    async (path) => {
      for (const address of path === "/" ? ["/"] : [path, `${path}/`]) {
        const response = await get(address, { "accept-encoding": "br, gzip" });
        expect(response.status).toBe(200);
        expect(response.headers.get("etag")).toMatch(/^"[\w-]+-br"$/);
        expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
        expect(response.headers.get("vary")).toBe("Accept-Encoding");
      }
    },
  );

  it("answers a repeat visit with 304 when the page has not changed", async () => {
    const first = await get("/about");
    const etag = first.headers.get("etag") ?? "";
    const second = await get("/about", { "if-none-match": etag });
    expect(second.status).toBe(304);
  });

  it("serves precompressed brotli and gzip, and plain text to clients without either", async () => {
    const brotli = await get("/about", { "accept-encoding": "br" });
    const gzip = await get("/about", { "accept-encoding": "gzip" });
    const plain = await get("/about", { "accept-encoding": "identity" });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(plain.headers.get("content-encoding")).toBeNull();
    // fetch decodes both: the page is the same whichever way it travelled.
    expect(await brotli.text()).toBe(await plain.text());
    expect(await gzip.text()).toBe(await get("/about").then((r) => r.text()));
  });

  it("caches hashed assets for a year, immutably", async () => {
    const html = await get("/").then((r) => r.text());
    const asset = /(\/assets\/[\w.-]+\.js)/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await get(asset ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("allows a prerendered page's inline scripts by hash, and nothing else inline", async () => {
    const response = await get("/about");
    const policy = response.headers.get("content-security-policy") ?? "";
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].length;
    expect(inlineScripts).toBeGreaterThan(0);
    const hashes = policy.match(/'sha256-[^']+'/g) ?? [];
    expect(hashes.length).toBeGreaterThan(0);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it.each(["/blog", "/blog/react-server-components-explained-for-students"])(
    "allows the inline scripts of %s, rendered once for every visitor, by their exact hashes",
    async (path) => {
      const [first, second] = [await get(path), await get(path, { cookie: "a=b" })];
      const html = await first.text();
      expect(await second.text()).toBe(html);
      const policy = first.headers.get("content-security-policy") ?? "";
      expect(policy).not.toContain("'nonce-");
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(policy).toContain(hash);
    },
  );

  it("gives every rendered page a fresh nonce that its inline scripts carry", async () => {
    const first = await get("/admin");
    const second = await get("/admin");
    const nonceOf = (r: Response) =>
      /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy") ?? "")?.[1];
    const nonce = nonceOf(first);
    expect(nonce).toBeDefined();
    expect(nonceOf(second)).not.toBe(nonce);
    const html = await first.text();
    const inline = [
      ...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))([^>]*)>/g),
    ];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("sends the security headers with every response", async () => {
    for (const path of ["/", "/blog", "/admin", "/api/nothing", "/healthz", "/favicon.svg"]) {
      const response = await get(path);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("gives every request that reaches the application a request id", async () => {
    for (const path of ["/admin", "/api/nothing", "/healthz"]) {
      expect((await get(path)).headers.get("x-request-id")).toMatch(/^[\w-]+$/);
    }
  });

  it("compresses pages rendered per request", async () => {
    const response = await get("/admin", { "accept-encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });
});
