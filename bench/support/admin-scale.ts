import type { AdminListKind } from "#shared/domain/admin-lists";
import { closedPeriodReusedMs } from "#server/services/dashboard/reuse";
import { rowSpacingMs, scaleLists } from "#tests/support/admin-rows";
import { peakRssMb, resetPeakRss, rssMb } from "./process";
import type { BenchServer } from "./server";

/**
 * The admin portal at the size of several years (issue 24): every list seeded with 100,000
 * rows straight into the database, then read by 5 staff at once.
 */

/** Staff using the portal at once. */
export const staffAtOnce = 5;
/** Requests each of them makes per measurement, after a warm-up of a few. */
const requestsEach = 40;
const warmUpEach = 4;
/**
 * A GET, asked again once if the connection it went out on had just been closed: the server
 * closes a connection idle for 5 s, and the client may pick one up that very moment.
 */
async function get(url: string, headers: Record<string, string>): Promise<Response> {
  try {
    return await fetch(url, { headers });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url, { headers });
  }
}

export interface Percentiles {
  p50Ms: number;
  p95Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  Math.round(10 * (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0)) /
  10;

/**
 * `staffAtOnce` clients, each asking for `path` again as soon as the last answer has come
 * (with the admin's cookie), and the latency of every answer. Any answer but 200 fails.
 */
export async function staffLoad(
  server: BenchServer,
  cookie: string,
  path: string,
  clients = staffAtOnce,
): Promise<Percentiles> {
  const times: number[] = [];
  const client = async (requests: number, record: boolean) => {
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      const response = await get(`${server.url}${path}`, {
        cookie,
        "accept-encoding": "gzip",
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      if (record) times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, () => client(warmUpEach, false)));
  await Promise.all(Array.from({ length: clients }, () => client(requestsEach, true)));
  const sorted = times.toSorted((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
}

export interface ExportReport {
  rows: number;
  /** Downloads of the list at the same time. */
  atOnce: number;
  seconds: number;
  megabytes: number;
  idleRssMb: number;
  peakRssMb: number;
}

/**
 * The whole list downloaded as CSV by `atOnce` clients at the same time, each reading as it
 * comes; the server's peak RSS over the downloads (the kernel's high-water mark, reset at the
 * start, and /proc sampled every 50 ms where it cannot be reset) against its RSS just before,
 * once it has served the list's pages for a while.
 */
export async function exportList(
  server: BenchServer,
  cookie: string,
  kind: AdminListKind,
  rows: number,
  atOnce: number,
): Promise<ExportReport> {
  const pid = server.process.pid ?? 0;
  // The server as staff leave it, not as a long quiet spell (the seeding) shrank it: its RSS
  // before an export is taken after some pages, so the rise is the export's own.
  await staffLoad(server, cookie, `/admin/${kind}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleRssMb = rssMb(pid);
  const reset = resetPeakRss(pid);
  let sampled = idleRssMb;
  const sampler = setInterval(() => (sampled = Math.max(sampled, rssMb(pid))), 50);
  const started = performance.now();
  const download = async () => {
    const response = await get(`${server.url}/api/admin/export/${kind}.csv`, { cookie });
    if (response.status !== 200 || !response.body) throw new Error(`export: ${response.status}`);
    let bytes = 0;
    for await (const piece of response.body) bytes += piece.byteLength;
    return bytes;
  };
  let bytes: number[];
  try {
    bytes = await Promise.all(Array.from({ length: atOnce }, download));
  } finally {
    clearInterval(sampler);
  }
  if (new Set(bytes).size !== 1)
    throw new Error(`exports at once differ: ${bytes.join(", ")} bytes`);
  return {
    rows,
    atOnce,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    megabytes: Math.round((bytes[0] ?? 0) / 100_000) / 10,
    idleRssMb,
    peakRssMb: Math.max(sampled, reset ? peakRssMb(pid) : 0),
  };
}

/** Rows per list for the pages, and the sizes the export is measured at. */
export const rowsPerList = 100_000;
export const exportSizes = [100_000, 500_000] as const;
/** The issue's targets. */
export const listP95TargetMs = 100;
export const dashboardP95TargetMs = 20;
/** Issue 38: the dashboard page with its figures, trends and activity. */
export const dashboardPageP95TargetMs = 50;
export const exportRiseTargetMb = 30;

/** p50/p95 of the five measurements the issue names. */
export interface ListScenarios {
  firstPage: Percentiles;
  page2000: Percentiles;
  filter: Percentiles;
  searchHit: Percentiles;
  searchMiss: Percentiles;
}

export interface ListTimings {
  kind: AdminListKind;
  /**
   * Inside the portal, where staff spend their time: a link, a page, the filter or a search is
   * a client navigation, and what it fetches is the route's data (`/admin/<list>.data?…`).
   */
  navigation: ListScenarios;
  /** The same addresses opened afresh (typed, bookmarked, reloaded): the whole page rendered. */
  document: ListScenarios;
}

export interface AdminScaleRun {
  database: string;
  seedSeconds: number;
  lists: ListTimings[];
  dashboard: Percentiles;
  activity: Percentiles;
  /** GET /admin, the whole page as a signed-in admin opens it. */
  dashboardPage: Percentiles;
  exports: ExportReport[];
}

/** The measurements of one list, both ways, with the search that finds its one row. */
export async function timeList(
  server: BenchServer,
  cookie: string,
  kind: AdminListKind,
): Promise<ListTimings> {
  const { hit, status } = scaleLists[kind];
  const search = `?q=${encodeURIComponent(hit)}`;
  for (const path of [`/admin/${kind}${search}`, `/admin/${kind}.data${search}`]) {
    const found = await (await get(`${server.url}${path}`, { cookie })).text();
    // The search is measured finding its row, not failing fast.
    if (!found.includes(hit.replace(/@$/, ""))) throw new Error(`${path} found nothing`);
  }
  const scenarios = async (path: string): Promise<ListScenarios> => {
    const at = (query: string) => staffLoad(server, cookie, `${path}${query}`);
    return {
      firstPage: await at(""),
      page2000: await at("?page=2000"),
      filter: await at(`?status=${status}`),
      searchHit: await at(search),
      searchMiss: await at("?q=zzzz-nothing"),
    };
  };
  return {
    kind,
    navigation: await scenarios(`/admin/${kind}.data`),
    document: await scenarios(`/admin/${kind}`),
  };
}

const cell = ({ p50Ms, p95Ms }: Percentiles) => `${p50Ms} / ${p95Ms}`;
const inOrder = (scenarios: ListScenarios) => [
  scenarios.firstPage,
  scenarios.page2000,
  scenarios.filter,
  scenarios.searchHit,
  scenarios.searchMiss,
];
const row = (way: keyof Omit<ListTimings, "kind">) => (run: AdminScaleRun) =>
  run.lists.map(
    (list) =>
      `| ${run.database} | ${list.kind} | ${way} | ${inOrder(list[way]).map(cell).join(" | ")} |`,
  );
const worstP95 = (run: AdminScaleRun, way: keyof Omit<ListTimings, "kind">) =>
  Math.max(...run.lists.flatMap((list) => inOrder(list[way]).map((timing) => timing.p95Ms)));

export function adminScaleSection(runs: AdminScaleRun[]): string {
  const lists = runs.flatMap((run) => [...row("navigation")(run), ...row("document")(run)]);
  const exports = runs.flatMap((run) =>
    run.exports.map(
      (report) =>
        `| ${run.database} | ${report.rows.toLocaleString("en")} | ${report.atOnce} | ${report.seconds} | ${report.megabytes} | ${report.idleRssMb} | ${report.peakRssMb} | ${report.peakRssMb - report.idleRssMb} |`,
    ),
  );
  return `## The admin portal at ${rowsPerList.toLocaleString("en")} rows per list

Each database gets ${rowsPerList.toLocaleString("en")} rows in each of the four lists (bookings, contact messages,
subscribers, registrations), written straight into it (${runs.map((run) => `${run.database} ${run.seedSeconds} s`).join(", ")}; PostgreSQL
then vacuumed and analysed, as autovacuum would have). ${staffAtOnce} signed-in staff ask at once, each again as
soon as the last answer came: ${requestsEach} answers each after a warm-up, p50 / p95 in ms. Page 2000 is rows
49,976–50,000; the filter is one status; the search hit finds one row by part of its name, email
or reference; the miss finds none. Each is measured two ways: as staff reach it in the portal
(navigation: a link, a page, the filter or a search fetches the route's data,
\`/admin/<list>.data?…\`), and as an address opened afresh (document: the whole page rendered).

| Database | List | way | first page | page 2000 | status filter | search hit | search miss |
| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |
${lists.join("\n")}

The dashboard's counts (\`/api/admin/dashboard\`) and recent activity (\`/api/admin/activity\`), one
client, p50 / p95 in ms: ${runs.map((run) => `${run.database} ${cell(run.dashboard)} and ${cell(run.activity)}`).join("; ")}.
The dashboard page (\`/admin\`, the whole page as an admin opens it: the counts, the figures of
issue 38 and the recent activity), one client: ${runs.map((run) => `${run.database} ${cell(run.dashboardPage)}`).join("; ")}.
The seeded rows fill the last ${Math.round((rowsPerList * rowSpacingMs) / (7 * 86_400_000))} weeks, so today, this month and the trends' weeks hold
thousands of each; the weeks before this one are counted once in ${closedPeriodReusedMs / 60_000} minutes, in the warm-up.

The bookings exported as CSV (\`/api/admin/export/bookings.csv\`), read as fast as the client
takes it; at ${exportSizes.at(-1)?.toLocaleString("en")} rows also two downloads at once. RSS is the server's just before (after
${staffAtOnce} staff have loaded the list's first page for a while: the seeding left it idle, and V8 gives memory back
when idle), and its most during the download (the kernel's high-water mark, reset at the start).

| Database | rows | at once | seconds | MB each | RSS before MB | peak RSS MB | rise MB |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${exports.join("\n")}
`;
}

export function adminScaleTargets(runs: AdminScaleRun[]): [string, string, boolean][] {
  return [
    ...(["navigation", "document"] as const).map((way): [string, string, boolean] => [
      `Every admin list at ${rowsPerList.toLocaleString("en")} rows, ${way === "navigation" ? "as staff move through the portal (its data)" : "opened afresh (the whole page)"}: first page, page 2000, status filter, search hit and miss ≤ ${listP95TargetMs} ms p95 with ${staffAtOnce} staff at once`,
      runs.map((run) => `${run.database}: worst p95 ${worstP95(run, way)} ms`).join("; "),
      runs.length > 0 && runs.every((run) => worstP95(run, way) <= listP95TargetMs),
    ]),
    [
      `Dashboard counts and recent activity at that size ≤ ${dashboardP95TargetMs} ms p95`,
      runs
        .map((run) => `${run.database}: ${run.dashboard.p95Ms} and ${run.activity.p95Ms} ms`)
        .join("; "),
      runs.every(
        (run) =>
          run.dashboard.p95Ms <= dashboardP95TargetMs && run.activity.p95Ms <= dashboardP95TargetMs,
      ),
    ],
    [
      `Dashboard page (\`/admin\`) at ${rowsPerList.toLocaleString("en")} rows per list ≤ ${dashboardPageP95TargetMs} ms p95`,
      runs.map((run) => `${run.database}: ${run.dashboardPage.p95Ms} ms`).join("; "),
      runs.length > 0 && runs.every((run) => run.dashboardPage.p95Ms <= dashboardPageP95TargetMs),
    ],
    [
      `CSV export of ${exportSizes.at(-1)?.toLocaleString("en")} rows raises the server's RSS by < ${exportRiseTargetMb} MB (one download, and two at once)`,
      runs
        .map(
          (run) =>
            `${run.database}: ${run.exports
              .filter((report) => report.rows === exportSizes.at(-1))
              .map(
                (report) =>
                  `+${report.peakRssMb - report.idleRssMb} MB (${report.atOnce} at once, ${report.seconds} s)`,
              )
              .join(", ")}`,
        )
        .join("; "),
      runs.every((run) =>
        run.exports.every((report) => report.peakRssMb - report.idleRssMb < exportRiseTargetMb),
      ),
    ],
  ];
}
