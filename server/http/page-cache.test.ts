import type { AddressInfo } from "node:net";
import http from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { pageCache, type PageCacheOptions } from "./page-cache";

const page = (body: string, status = 200) =>
  new Response(`<!doctype html><html><script>boot()</script>${body}</html>`, {
    status,
    headers: { "content-type": "text/html; charset=utf-8" },
  });

let close: (() => void) | undefined;
afterEach(() => close?.());

/** The cache in front of a fallback that answers 418, on a real HTTP server. */
async function serve(options: Partial<PageCacheOptions> & Pick<PageCacheOptions, "render">) {
  const cache = pageCache({
    cacheable: /^\/blog/,
    htmlPolicy: (hashes) => `script-src ${hashes.join(" ")}`,
    commonHeaders: { "x-content-type-options": "nosniff" },
    ...options,
  });
  const app = express();
  app.use(cache.handler);
  app.use((_req, res) => res.status(418).send("rendered per request"));
  const server = http.createServer((req, res) => {
    if (!cache.serveFresh(req, res)) void app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });
}

describe("pageCache", () => {
  it("renders a page once per period, shares one render among visitors asking together, and renders again after", async () => {
    let clock = 0;
    const rendered: string[] = [];
    const get = await serve({
      ttlMs: 10_000,
      now: () => clock,
      render: async (url) => {
        rendered.push(url);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return page(`render ${rendered.length}`);
      },
    });
    const together = await Promise.all([get("/blog"), get("/blog"), get("/blog")]);
    const bodies = await Promise.all(together.map((response) => response.text()));
    expect(new Set(bodies)).toEqual(new Set([expect.stringContaining("render 1") as string]));
    expect(await (await get("/blog", { cookie: "session=someone" })).text()).toContain("render 1");
    clock = 10_001;
    expect(await (await get("/blog")).text()).toContain("render 2");
    expect(rendered).toEqual(["/blog", "/blog"]);
  });

  it("keys pages by their full address, query included", async () => {
    const get = await serve({ render: (url) => Promise.resolve(page(`for ${url}`)) });
    expect(await (await get("/blog?q=react")).text()).toContain("for /blog?q=react");
    expect(await (await get("/blog?q=cloud")).text()).toContain("for /blog?q=cloud");
  });

  it("allows the page's inline scripts by hash, adds the common headers, and compresses once", async () => {
    const get = await serve({ render: () => Promise.resolve(page("hello")) });
    for (const encoding of ["br", "gzip", "identity"]) {
      const response = await get("/blog", { "accept-encoding": encoding });
      expect(response.headers.get("content-encoding")).toBe(
        encoding === "identity" ? null : encoding,
      );
      expect(response.headers.get("content-security-policy")).toMatch(
        /^script-src 'sha256-[\w+/=]+'$/,
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(await response.text()).toContain("hello");
    }
  });

  it("answers a 404 without keeping it, and leaves failures and other addresses to the renderer", async () => {
    let renders = 0;
    const get = await serve({
      render: (url) => {
        renders++;
        return Promise.resolve(url === "/blog/broken" ? page("oops", 500) : page("gone", 404));
      },
    });
    expect((await get("/blog/missing")).status).toBe(404);
    expect((await get("/blog/missing")).status).toBe(404);
    expect(renders).toBe(2);
    expect(await (await get("/blog/broken")).text()).toBe("rendered per request");
    expect(await (await get("/about")).text()).toBe("rendered per request");
  });

  it("keeps at most maxEntries pages, dropping the oldest", async () => {
    const rendered: string[] = [];
    const get = await serve({
      maxEntries: 2,
      render: (url) => {
        rendered.push(url);
        return Promise.resolve(page(url));
      },
    });
    for (const path of ["/blog/a", "/blog/b", "/blog/c", "/blog/c", "/blog/a"]) await get(path);
    expect(rendered).toEqual(["/blog/a", "/blog/b", "/blog/c", "/blog/a"]);
  });
});
