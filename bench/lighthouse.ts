/**
 * Lighthouse 12 (mobile: simulated slow 4G and a 4× slower CPU) on every route of the
 * production build. Writes bench/results/lighthouse.md and lighthouse.json.
 * Usage: npm run bench:lighthouse
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { siteRoutes } from "../tests/support/routes";
import { projectRoot, startBenchServer } from "./support/server";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Row {
  path: string;
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
  failing: string[];
}

interface ResourceItem {
  resourceType: string;
  transferSize: number;
}

const server = await startBenchServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

/**
 * Lighthouse's simulated timings vary from run to run; its documentation recommends the
 * median of several runs. Runs Chrome could not finish (a runtime error) are repeated.
 */
const runsPerRoute = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function audit(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
}

async function medianRun(url: string): Promise<Result> {
  const runs: Result[] = [];
  for (let i = 0; i < runsPerRoute; i++) runs.push(await audit(url));
  const performance = (lhr: Result) => lhr.categories.performance?.score ?? 0;
  runs.sort((a, b) => performance(a) - performance(b));
  const median = runs[Math.floor(runs.length / 2)];
  if (!median) throw new Error("LIGHTHOUSE_RUNS must be at least 1");
  return median;
}

const rows: Row[] = [];
try {
  for (const route of siteRoutes) {
    const lhr = await medianRun(`${server.url}${route.path}`);
    const audit = (id: string) => lhr.audits[id];
    const resources = (audit("resource-summary")?.details as { items?: ResourceItem[] } | undefined)
      ?.items;
    const bytes = (type: string) =>
      (resources?.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
    const row: Row = {
      path: route.path,
      scores: Object.fromEntries(
        categories.map((category) => [
          category,
          Math.round((lhr.categories[category]?.score ?? 0) * 100),
        ]),
      ) as Row["scores"],
      lcpMs: Math.round(audit("largest-contentful-paint")?.numericValue ?? 0),
      tbtMs: Math.round(audit("total-blocking-time")?.numericValue ?? 0),
      cls: Number((audit("cumulative-layout-shift")?.numericValue ?? 0).toFixed(3)),
      scriptKb: Number(bytes("script").toFixed(1)),
      totalKb: Number(bytes("total").toFixed(1)),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
        .map((a) => a.id),
    };
    rows.push(row);
    console.log(
      `${route.path}: ${categories.map((c) => row.scores[c]).join("/")} LCP ${row.lcpMs} ms, JS ${row.scriptKb} KB${row.failing.length ? `, failing: ${row.failing.join(", ")}` : ""}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}

const header = `# Lighthouse (mobile), every route

Lighthouse 12 with its default mobile settings (simulated slow 4G, 4× CPU slowdown, Moto G
Power viewport) against the production build served by \`node build/node/index.js\`, on
${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}. Each row is the run with
the median performance score of ${runsPerRoute}.
Scores are performance / accessibility / best practices / SEO. Sizes are bytes transferred
(compressed). \`/admin\` asks search engines not to index it (a staff portal has no business in
search results), which Lighthouse's SEO category scores as a failure of \`is-crawlable\`.
Run it again with \`npm run bench:lighthouse\` (\`LIGHTHOUSE_RUNS\` sets the runs per route).

| Route | Perf | A11y | Best pr. | SEO | LCP (ms) | TBT (ms) | CLS | JS (KB) | Total (KB) | Failing audits |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
`;
const table = rows
  .map(
    (row) =>
      `| \`${row.path}\` | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores["best-practices"]} | ${row.scores.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.scriptKb} | ${row.totalKb} | ${row.failing.join(", ") || "none"} |`,
  )
  .join("\n");
const results = path.join(projectRoot, "bench/results");
fs.mkdirSync(results, { recursive: true });
fs.writeFileSync(path.join(results, "lighthouse.md"), `${header}${table}\n`);
fs.writeFileSync(path.join(results, "lighthouse.json"), `${JSON.stringify(rows, null, 2)}\n`);
console.log(`wrote bench/results/lighthouse.md`);
