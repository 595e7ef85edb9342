import fs from "node:fs";
import path from "node:path";
import { isStaffPath, kb, measurePages, type PageJs } from "./route-js";

/**
 * Issue 38 asks the bench for the dashboard's JavaScript and that no public page grows: each
 * page's JavaScript now (bench/support/route-js.ts) against the same measure of main before the
 * issue, kept in bench/results/route-js-before.json (written by bench/route-js.ts).
 */

export const baselineFile = "bench/results/route-js-before.json";
/** The dashboard: the staff portal's front page, signed in or not, the same modules. */
export const dashboardPath = "/admin";
/** Room for the dashboard's figures and charts, above its JavaScript before the issue. */
export const dashboardGrowthKb = 15;
/**
 * A public page counts as grown above this many gzip bytes: a shared chunk's export list and
 * its hashed import paths move by a few bytes when only the portal's chunks change.
 */
export const publicGrowthAllowanceBytes = 50;

export interface RouteJsBaseline {
  commit: string;
  note: string;
  pages: Record<string, Omit<PageJs, "path">>;
}

export interface RouteJs {
  now: PageJs[];
  before: RouteJsBaseline;
}

export function baselineOf(pages: PageJs[], commit: string, note: string): RouteJsBaseline {
  return {
    commit,
    note,
    pages: Object.fromEntries(pages.map(({ path: pattern, ...page }) => [pattern, page])),
  };
}

/** This project's build (`npm run build`) measured, beside the baseline. */
export function measureRouteJs(projectRoot: string): RouteJs {
  const before = JSON.parse(
    fs.readFileSync(path.join(projectRoot, baselineFile), "utf8"),
  ) as RouteJsBaseline;
  return { now: measurePages(path.join(projectRoot, "build/client")), before };
}

const signed = (value: number) => `${value > 0 ? "+" : value < 0 ? "−" : "±"}${Math.abs(value)}`;

/** Public pages then the portal's, each as the router lists them. */
function ordered(pages: PageJs[]): PageJs[] {
  return [
    ...pages.filter((page) => !isStaffPath(page.path)),
    ...pages.filter((page) => isStaffPath(page.path)),
  ];
}

export function routeJsTargets({ now, before }: RouteJs): [string, string, boolean][] {
  const publicPages = now.filter((page) => !isStaffPath(page.path));
  const compared = publicPages.flatMap((page) => {
    const old = before.pages[page.path];
    return old ? [{ page, grownBytes: page.gzipBytes - old.gzipBytes }] : [];
  });
  const grown = compared.filter(({ grownBytes }) => grownBytes > publicGrowthAllowanceBytes);
  const largest = compared.toSorted((a, b) => b.grownBytes - a.grownBytes)[0];
  const shown = ({ page, grownBytes }: { page: PageJs; grownBytes: number }) =>
    `\`${page.path}\` ${signed(kb(grownBytes))} KB (${page.gzipKb} KB)`;
  const dashboard = now.find((page) => page.path === dashboardPath);
  const dashboardBefore = before.pages[dashboardPath];
  const limitBytes = (dashboardBefore?.gzipBytes ?? 0) + dashboardGrowthKb * 1024;
  const dashboardLimit = kb(limitBytes);
  return [
    [
      `No public page's first-load JavaScript larger than before issue 38 (${before.commit}), gzip (${compared.length} pages; within ${publicGrowthAllowanceBytes} bytes counts as equal)`,
      grown.length > 0
        ? `grown on ${grown.length}: ${grown.map(shown).join(", ")}`
        : `largest change: ${largest ? shown(largest) : "n/a"}`,
      compared.length > 0 && grown.length === 0,
    ],
    [
      `The dashboard's JavaScript (\`${dashboardPath}\`, first load) ≤ ${dashboardLimit} KB gzip: ${dashboardBefore?.gzipKb ?? "n/a"} KB before issue 38 + ${dashboardGrowthKb} KB`,
      dashboard
        ? `${dashboard.gzipKb} KB gzip (${dashboardBefore ? `${signed(kb(dashboard.gzipBytes - dashboardBefore.gzipBytes))} KB` : "new"}), ${dashboard.rawKb} KB raw in ${dashboard.files} files; ${dashboard.onDemandGzipKb} KB more on demand`
        : "n/a",
      Boolean(dashboard && dashboardBefore && dashboard.gzipBytes <= limitBytes),
    ],
  ];
}

/** The section of bench/results/latest.md (and of route-js.md). */
export function routeJsSection({ now, before }: RouteJs): string {
  const rows = ordered(now).map((page) => {
    const old = before.pages[page.path];
    const change = old ? signed(kb(page.gzipBytes - old.gzipBytes)) : "new";
    return `| \`${page.path}\` | ${isStaffPath(page.path) ? "staff" : "public"} | ${page.routeIds.slice(1).join(" › ")} | ${page.files} | ${page.rawKb} | ${old?.gzipKb ?? "—"} | ${page.gzipKb} | ${change} | ${page.onDemandGzipKb} |`;
  });
  const gone = Object.keys(before.pages).filter(
    (pattern) => !now.some((page) => page.path === pattern),
  );
  return `## JavaScript per page (issue 38)

What each page's first load fetches, read from the build (bench/support/route-js.ts): the entry
module, the module of each route it matches (root, the staff layout for the portal's pages, the
page's own) and everything they import statically, each file once, as React Router writes them
into the page and the loader of decision 0020 preloads them after the first paint. Gzip is
\`gzip -9\` per file; the server sends the build's Brotli files, a little smaller. "On demand" is
what the page may import later (the sign-in dialog, a payment step, the editor) that its first
load does not hold. Before: main at ${before.commit}, the same measure (${baselineFile}).

| Page | | Routes | files | raw KB | gzip KB before | gzip KB now | change KB | on demand gzip KB |
| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join("\n")}
${gone.length > 0 ? `\nPages gone since: ${gone.map((pattern) => `\`${pattern}\``).join(", ")}.\n` : ""}`;
}

/** BENCH_ONLY=js: the section alone, in bench/results/route-js.md; latest.* stay as they are. */
export function writeRouteJsTrial(projectRoot: string): string {
  const report = measureRouteJs(projectRoot);
  const verdicts = routeJsTargets(report)
    .map(([target, measured, met]) => `- ${target}: ${measured} — ${met ? "met" : "**missed**"}`)
    .join("\n");
  const file = path.join(projectRoot, "bench/results/route-js.md");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `# JavaScript per page, ${new Date().toISOString().slice(0, 10)} (\`BENCH_ONLY=js\`)\n\n${verdicts}\n\n${routeJsSection(report)}`,
  );
  return path.relative(projectRoot, file);
}
