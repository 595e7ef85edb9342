import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * The JavaScript each page of a client build loads, read from the build alone: no server, no
 * browser, the same figures every time for the same build (issue 38: the dashboard's size, and
 * that no public page grows).
 *
 * React Router (lazy route discovery) writes into each page the modules of its matched routes
 * and the entry's, each with its static imports; decision 0020's loader preloads exactly those
 * after the first paint. So a page's first load is the entry module, the module of every route
 * from the root down to the page's, and their imports, each file once. The build's manifest
 * (`build/client/assets/manifest-*.js`) lists them per route; it is not itself fetched by a page,
 * as lazy discovery inlines the matched part. What a page asks for later (`import()`, such as the
 * sign-in dialog) is counted apart, as "on demand".
 */

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport: boolean;
  module: string;
  imports?: string[];
}

interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

/** One file's bytes as served without compression and as gzip -9 would send it. */
interface Sizes {
  rawBytes: number;
  gzipBytes: number;
}

export interface PageJs {
  /** The route's URL pattern, as in app/routes.ts: `/blog/:slug`, `/admin/:list`, `/*`. */
  path: string;
  /** The routes it matches, from the root down. */
  routeIds: string[];
  files: number;
  rawKb: number;
  gzipKb: number;
  gzipBytes: number;
  /** Modules it may import later (`import()`), with theirs, not already loaded. */
  onDemandGzipKb: number;
}

const assetPrefix = "/assets/";
const staticImport = /(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;
const dynamicImport = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

export const kb = (bytes: number) => Math.round((10 * bytes) / 1024) / 10;

/** The staff portal's pages; every other page is one a visitor can open. */
export const isStaffPath = (pattern: string) =>
  pattern === "/admin" || pattern.startsWith("/admin/");

function readManifest(assets: string): Manifest {
  const names = fs.readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (names.length !== 1) {
    throw new Error(
      `${assets}: expected one manifest-*.js, found ${names.length}: run \`npm run build\`.`,
    );
  }
  const text = fs.readFileSync(path.join(assets, names[0] ?? ""), "utf8");
  const json = text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "");
  return JSON.parse(json) as Manifest;
}

/** A route's URL pattern: its ancestors' paths joined; an index or layout route adds none. */
function pattern(chain: ManifestRoute[]): string {
  const segments = chain.flatMap((route) => (route.path ? [route.path] : []));
  return `/${segments.join("/")}`;
}

/** The root first, the route last. */
function chainOf(manifest: Manifest, id: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId ?? ""]) {
    chain.unshift(route);
  }
  return chain;
}

/**
 * Measures every page of the client build under `clientDir` (`build/client`): each route
 * that renders (a default export) and that no other route nests in, with its ancestors.
 * Resource routes (sitemap, RSS) have no default export and load nothing.
 */
export function measurePages(clientDir: string): PageJs[] {
  const assets = path.join(clientDir, "assets");
  const manifest = readManifest(assets);
  const sizes = new Map<string, Sizes>();
  const texts = new Map<string, string>();
  const read = (file: string) => {
    let text = texts.get(file);
    if (text === undefined) {
      const bytes = fs.readFileSync(path.join(assets, file));
      text = bytes.toString("utf8");
      texts.set(file, text);
      sizes.set(file, {
        rawBytes: bytes.length,
        gzipBytes: zlib.gzipSync(bytes, { level: 9 }).length,
      });
    }
    return text;
  };
  const fileOf = (url: string) => {
    if (!url.startsWith(assetPrefix)) throw new Error(`not a built asset: ${url}`);
    return url.slice(assetPrefix.length);
  };
  /** The files and everything they import statically, which the browser fetches anyway. */
  const closure = (start: Iterable<string>, into = new Set<string>()) => {
    const queue = [...start].filter((file) => !into.has(file));
    for (const file of queue) into.add(file);
    while (queue.length > 0) {
      const file = queue.pop() ?? "";
      for (const [, imported = ""] of read(file).matchAll(staticImport)) {
        if (!into.has(imported)) {
          into.add(imported);
          queue.push(imported);
        }
      }
    }
    return into;
  };
  const nested = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  const pages = Object.values(manifest.routes).filter(
    (route) => route.hasDefaultExport && route.parentId !== undefined && !nested.has(route.id),
  );
  return pages.map((page) => {
    const chain = chainOf(manifest, page.id);
    const urls = [
      manifest.entry.module,
      ...(manifest.entry.imports ?? []),
      ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])]),
    ];
    const firstLoad = closure(urls.map(fileOf));
    const later = new Set<string>();
    for (const file of firstLoad) {
      for (const [, imported = ""] of read(file).matchAll(dynamicImport)) later.add(imported);
    }
    // Lazy modules can import lazily in turn: follow them until nothing new appears.
    const onDemand = new Set<string>();
    for (let fresh = [...later]; fresh.length > 0;) {
      const reached = closure(
        fresh.filter((file) => !firstLoad.has(file)),
        new Set([...firstLoad, ...onDemand]),
      );
      const added = [...reached].filter((file) => !firstLoad.has(file) && !onDemand.has(file));
      for (const file of added) onDemand.add(file);
      fresh = added.flatMap((file) =>
        [...read(file).matchAll(dynamicImport)].map(([, imported = ""]) => imported),
      );
    }
    const total = (files: Iterable<string>, key: keyof Sizes) =>
      [...files].reduce((sum, file) => sum + (sizes.get(file)?.[key] ?? 0), 0);
    const gzipBytes = total(firstLoad, "gzipBytes");
    return {
      path: pattern(chain),
      routeIds: chain.map((route) => route.id),
      files: firstLoad.size,
      rawKb: kb(total(firstLoad, "rawBytes")),
      gzipKb: kb(gzipBytes),
      gzipBytes,
      onDemandGzipKb: kb(total(onDemand, "gzipBytes")),
    };
  });
}
