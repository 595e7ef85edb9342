import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromiumFlags, chromiumPath } from "#tests/support/chromium";
import { portalRoute, siteRoutes } from "#tests/support/routes";

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

/** A page audited beyond the site's routes. */
export interface AuditedPage {
  path: string;
  /** Sent with every request of the audit (Lighthouse's extraHeaders): a signed-in page. */
  cookie?: string;
  /** A visitor's own page, kept from search engines: not one of the public routes. */
  personal?: boolean;
}

export interface LighthouseRow {
  path: string;
  /** Audited with a visitor's session cookie. */
  signedIn?: boolean;
  /** A visitor's own page (see AuditedPage). */
  personal?: boolean;
  scores: Record<(typeof categories)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Kilobytes transferred (compressed), by resource type, over the whole first load. */
  kb: ByResourceType;
  /** Requests of the first load, by resource type. */
  requests: ByResourceType;
  /**
   * Paths of the scripts, stylesheets, fonts and data requests that started before the first
   * contentful paint Chromium reported in Lighthouse's trace: the ones its simulation puts on
   * the path to the paint although the paint needs none of them. Pictures the layout asks for
   * are content, and not counted. Null when the trace does not tell.
   */
  beforeFirstPaint: string[] | null;
  failing: string[];
}

const resourceTypes = ["script", "stylesheet", "document", "image", "font", "total"] as const;
type ByResourceType = Record<(typeof resourceTypes)[number], number>;

interface ResourceItem {
  resourceType: string;
  transferSize: number;
  requestCount: number;
}

async function audit(port: number, url: string, cookie?: string): Promise<Result> {
  // Runs Chrome could not finish (a runtime error) are repeated.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
}

interface NetworkRequestsDetails {
  items?: { url: string; resourceType?: string; networkRequestTime?: number }[];
  /** When the first request started, in microseconds: the items' times count from it. */
  debugData?: { networkStartTimeTs?: number };
}

function requestsBeforeFirstPaint(lhr: Result): string[] | null {
  const requests = lhr.audits["network-requests"]?.details as NetworkRequestsDetails | undefined;
  const metrics = lhr.audits.metrics?.details as
    { items?: { observedFirstContentfulPaintTs?: number }[] } | undefined;
  const startedTs = requests?.debugData?.networkStartTimeTs;
  const paintTs = metrics?.items?.[0]?.observedFirstContentfulPaintTs;
  if (!requests?.items || startedTs === undefined || paintTs === undefined) return null;
  return requests.items
    .filter(
      (item) =>
        item.resourceType !== undefined &&
        ["Script", "Stylesheet", "Font", "Fetch", "XHR"].includes(item.resourceType) &&
        item.networkRequestTime !== undefined &&
        startedTs + item.networkRequestTime * 1000 < paintTs,
    )
    .map((item) => new URL(item.url).pathname);
}

function toRow({ path, cookie, personal }: AuditedPage, lhr: Result): LighthouseRow {
  const find = (id: string) => lhr.audits[id];
  const resources = (find("resource-summary")?.details as { items?: ResourceItem[] } | undefined)
    ?.items;
  const byType = (measure: (item: ResourceItem | undefined) => number) =>
    Object.fromEntries(
      resourceTypes.map((type) => [
        type,
        measure(resources?.find((item) => item.resourceType === type)),
      ]),
    ) as ByResourceType;
  return {
    path,
    ...(cookie ? { signedIn: true } : {}),
    ...(personal ? { personal } : {}),
    scores: Object.fromEntries(
      categories.map((category) => [
        category,
        Math.round((lhr.categories[category]?.score ?? 0) * 100),
      ]),
    ) as LighthouseRow["scores"],
    fcpMs: Math.round(find("first-contentful-paint")?.numericValue ?? 0),
    lcpMs: Math.round(find("largest-contentful-paint")?.numericValue ?? 0),
    tbtMs: Math.round(find("total-blocking-time")?.numericValue ?? 0),
    cls: Number((find("cumulative-layout-shift")?.numericValue ?? 0).toFixed(3)),
    kb: byType((item) => Number(((item?.transferSize ?? 0) / 1024).toFixed(1))),
    requests: byType((item) => item?.requestCount ?? 0),
    beforeFirstPaint: requestsBeforeFirstPaint(lhr),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

/**
 * Lighthouse 12 (mobile: simulated slow 4G and a 4× slower CPU) on every route of the
 * site served at `origin`. Simulated timings vary from run to run; Lighthouse's
 * documentation recommends the median of several runs: each row is the run with the
 * median performance score of `runsPerRoute`.
 */
export async function auditEveryRoute(
  origin: string,
  runsPerRoute: number,
  /** Pages beyond the site's routes, such as a post written for the run. */
  morePages: readonly (string | AuditedPage)[] = [],
): Promise<LighthouseRow[]> {
  if (runsPerRoute < 1) throw new Error("LIGHTHOUSE_RUNS must be at least 1");
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    // Playwright chooses headless mode itself; chrome-launcher needs to be told.
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  const rows: LighthouseRow[] = [];
  try {
    const pages: AuditedPage[] = [
      ...[...siteRoutes, portalRoute].map(({ path }) => ({ path })),
      ...morePages.map((page) => (typeof page === "string" ? { path: page } : page)),
    ];
    for (const page of pages) {
      const runs: Result[] = [];
      for (let i = 0; i < runsPerRoute; i++) {
        runs.push(await audit(chrome.port, origin + page.path, page.cookie));
      }
      const performance = (lhr: Result) => lhr.categories.performance?.score ?? 0;
      runs.sort((a, b) => performance(a) - performance(b));
      const row = toRow(page, runs[Math.floor(runs.length / 2)] as Result);
      rows.push(row);
      console.log(
        `lighthouse ${routeName(row, "")}: ${categories.map((c) => row.scores[c]).join("/")} FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms, JS ${row.kb.script} KB, total ${row.kb.total} KB in ${row.requests.total} requests${row.failing.length ? `, failing: ${row.failing.join(", ")}` : ""}`,
      );
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** A row's route as reports show it: its path (in backticks for Markdown), and if signed in. */
export const routeName = (row: LighthouseRow, code = "`") =>
  `${code}${row.path}${code}${row.signedIn ? " (signed in)" : ""}`;

export function lighthouseTable(rows: LighthouseRow[]): string {
  return [
    "| Route | Perf | A11y | Best pr. | SEO | FCP (ms) | LCP (ms) | TBT (ms) | CLS | JS (KB) | CSS (KB) | HTML (KB) | Images (KB) | Fonts (KB) | Total (KB) | Requests (JS) | Failing audits |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...rows.map(
      (row) =>
        `| ${routeName(row)} | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores["best-practices"]} | ${row.scores.seo} | ${row.fcpMs} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.kb.script} | ${row.kb.stylesheet} | ${row.kb.document} | ${row.kb.image} | ${row.kb.font} | ${row.kb.total} | ${row.requests.total} (${row.requests.script}) | ${row.failing.join(", ") || "none"} |`,
    ),
  ].join("\n");
}

export const lighthouseNotes = `Lighthouse 12 with its default mobile settings (simulated slow 4G, 4× CPU slowdown, Moto G
Power viewport) against the production build. Scores are performance / accessibility / best
practices / SEO; sizes are kilobytes transferred (compressed) over the whole first load, and
requests count every request of it (in brackets, the scripts). \`/admin\` asks search engines
not to index it (a staff portal has no business in search results), which Lighthouse's SEO
category scores as a failure of \`is-crawlable\`: that 69 is on purpose. A visitor's own pages,
a ticket and \`/account\`, ask the same where they are audited.`;
