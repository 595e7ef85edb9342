import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import http from "node:http";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageCache, visitorIndependentAddresses, type PageCacheOptions } from "./page-cache";

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
    address: (url) => (url.startsWith("/blog") ? url : undefined),
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
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(base + path, { headers });
  return Object.assign(get, { clear: cache.clear, keptBytes: cache.keptBytes });
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

  it("never keeps a render that began before a change; visitors after it get the change", async () => {
    let content = "before the publish";
    let releaseFirst: () => void = () => undefined;
    const firstMayFinish = new Promise<void>((resolve) => (releaseFirst = resolve));
    let renders = 0;
    const get = await serve({
      render: async () => {
        renders += 1;
        const seen = content;
        if (renders === 1) await firstMayFinish;
        return page(seen);
      },
    });
    const asked = get("/blog");
    // The first render must have begun before the change, however busy the machine is.
    await vi.waitFor(() => expect(renders).toBe(1));
    content = "after the publish";
    get.clear();
    expect(await (await get("/blog")).text()).toContain("after the publish");
    releaseFirst();
    expect(await (await asked).text()).toContain("before the publish");
    expect(await (await get("/blog")).text()).toContain("after the publish");
    expect(renders).toBe(2);
  });

  it("keeps a page under the address it is rendered from, so query strings the page ignores share its entry", async () => {
    const rendered: string[] = [];
    const get = await serve({
      address: visitorIndependentAddresses(new Set(["root", "routes/blog"])),
      render: (url) => {
        rendered.push(url);
        return Promise.resolve(page(`for ${url}`));
      },
    });
    for (const path of ["/blog?x=1", "/blog?x=2&utm_source=mail", "/blog", "/blog?q=+react+"]) {
      expect(await (await get(path)).text(), path).toContain(
        `for ${path.includes("q=") ? "/blog?q=react" : "/blog"}<`,
      );
    }
    expect(await (await get("/blog?q=react&page=7")).text()).toContain("for /blog?q=react<");
    expect(rendered).toEqual(["/blog", "/blog?q=react"]);
  });

  it("answers /projects with a payment's return or a seat offer in its query from the one /projects entry", async () => {
    const rendered: string[] = [];
    const get = await serve({
      address: visitorIndependentAddresses(new Set(["root", "routes/projects"])),
      render: (url) => {
        rendered.push(url);
        return Promise.resolve(page(`for ${url}`));
      },
    });
    for (const path of [
      "/projects",
      "/projects?success=true&payment_intent=pi_123",
      "/projects?offer=abcdefghijklmnopqrstuvwxyz",
    ]) {
      expect(await (await get(path)).text(), path).toContain("for /projects<");
    }
    for (const path of [
      "/projects.data?offer=abc",
      "/projects.data?_routes=routes/projects,root",
    ]) {
      await get(path);
    }
    expect(await (await get("/projects.data?_routes=root,routes/projects")).text()).toContain(
      "for /projects.data?_routes=root%2Croutes%2Fprojects<",
    );
    expect(rendered).toEqual([
      "/projects",
      "/projects.data",
      "/projects.data?_routes=root%2Croutes%2Fprojects",
    ]);
  });

  it("keeps the privacy notice, which reads only the configuration, under one /privacy entry", async () => {
    const rendered: string[] = [];
    const get = await serve({
      address: visitorIndependentAddresses(new Set(["root", "routes/privacy"])),
      render: (url) => {
        rendered.push(url);
        return Promise.resolve(page(`for ${url}`));
      },
    });
    for (const path of ["/privacy", "/privacy?utm_source=footer", "/privacy"]) {
      expect(await (await get(path)).text(), path).toContain("for /privacy<");
    }
    await get("/privacy.data?_routes=routes/privacy");
    expect(rendered).toEqual(["/privacy", "/privacy.data?_routes=routes%2Fprivacy"]);
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

  it("keeps at most maxBytes of pages, compressed copies included, dropping the least recently used", async () => {
    const rendered: string[] = [];
    // Base64 of random bytes: 10 KB a page, 25 to 31 KB with its two compressed copies.
    const bodies = new Map(
      ["a", "b", "c"].map((name) => [name, randomBytes(7_500).toString("base64")]),
    );
    const get = await serve({
      maxBytes: 65_000,
      render: (url) => {
        rendered.push(url);
        return Promise.resolve(page(bodies.get(url.slice("/blog/".length)) ?? ""));
      },
    });
    // a is used again before c arrives, so b is the one that makes room.
    for (const path of ["/blog/a", "/blog/b", "/blog/a", "/blog/c", "/blog/a", "/blog/b"]) {
      await get(path);
    }
    expect(rendered).toEqual(["/blog/a", "/blog/b", "/blog/c", "/blog/b"]);
  });

  it("lets expired pages go when it keeps the next, so a flood of searches does not stay", async () => {
    let time = 0;
    const get = await serve({
      now: () => time,
      ttlMs: 10_000,
      render: (url) => Promise.resolve(page(randomBytes(5_000).toString("base64") + url)),
    });
    for (const query of ["a", "b", "c"]) await get(`/blog?q=${query}`);
    const three = get.keptBytes();
    time = 9_000;
    await get("/blog?q=d");
    expect(get.keptBytes()).toBeGreaterThan(three);
    time = 10_500;
    await get("/blog?q=e");
    // a, b and c expired at 10 s; d is fresh until 19 s.
    expect(get.keptBytes()).toBeLessThan(three);
    expect(get.keptBytes()).toBeGreaterThan(0);
  });

  it("answers a page bigger than maxBytes without keeping it", async () => {
    let renders = 0;
    const get = await serve({
      maxBytes: 1_000,
      render: () => {
        renders++;
        return Promise.resolve(page("x".repeat(2_000)));
      },
    });
    expect(await (await get("/blog")).text()).toContain("x".repeat(2_000));
    expect(await (await get("/blog")).text()).toContain("x".repeat(2_000));
    expect(renders).toBe(2);
  });
});

describe("visitorIndependentAddresses", () => {
  const address = visitorIndependentAddresses(
    new Set(["root", "routes/blog", "routes/article", "routes/admin", "routes/projects"]),
  );

  it.each([
    ["/blog", "/blog"],
    ["/blog?x=1&utm_source=mail&page=2", "/blog"],
    ["/blog?q=", "/blog"],
    ["/blog?q=%20%20", "/blog"],
    ["/blog?category=Nope", "/blog"],
    ["/blog?q=%20React%20", "/blog?q=React"],
    ["/blog?q=react&q=cloud", "/blog?q=react"],
    [`/blog?q=${"a".repeat(150)}`, `/blog?q=${"a".repeat(100)}`],
    ["/blog?q=ai&x=1&category=Resume+Building", "/blog?category=Resume+Building&q=ai"],
    ["/blog?category=Resume%20Building&q=ai", "/blog?category=Resume+Building&q=ai"],
    ["/blog/some-article?x=1", "/blog/some-article"],
    ["/blog/%73ome-article", "/blog/some-article"],
    ["/blog.data?x=1", "/blog.data"],
    ["/blog.data?q=ai&_routes=", "/blog.data?q=ai"],
    [
      "/blog.data?_routes=routes/blog,root,root,nope&x=1",
      "/blog.data?_routes=root%2Croutes%2Fblog",
    ],
    [
      "/blog/some-article.data?_routes=routes/article",
      "/blog/some-article.data?_routes=routes%2Farticle",
    ],
    // /projects reads its query (a payment's return, a seat offer) in the browser only.
    ["/projects", "/projects"],
    ["/projects?success=true&payment_intent=pi_123", "/projects"],
    ["/projects?offer=abcdefghijklmnopqrstuvwxyz", "/projects"],
    ["/projects?utm_source=mail", "/projects"],
    ["/projects.data", "/projects.data"],
    ["/projects.data?offer=abc&x=1", "/projects.data"],
    ["/projects.data?_routes=", "/projects.data"],
    [
      "/projects.data?_routes=routes/projects,root,nope&offer=abc",
      "/projects.data?_routes=root%2Croutes%2Fprojects",
    ],
    ["/rss.xml?x=1", "/rss.xml"],
    ["/sitemap.xml", "/sitemap.xml"],
  ])("keeps %s as %s", (url, expected) => {
    expect(address(url)).toBe(expected);
  });

  it.each([
    "/",
    "/about?x=/blog",
    "/blog/",
    "/blog/a/b",
    "//evil/blog",
    "/blogs",
    "/admin",
    "/account.data",
    // Not one of the build's routes: the data request asks for no loader at all.
    "/blog.data?_routes=nope",
    "/blog/%E0%A4",
    "/projects/",
    "/projects/some-project",
    "/projectsx",
    "/projects.data?_routes=nope",
  ])("does not keep %s", (url) => {
    expect(address(url)).toBeUndefined();
  });
});
