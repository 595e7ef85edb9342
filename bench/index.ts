/**
 * The whole benchmark: `npm run bench` builds the production server and writes
 * bench/results/latest.md and latest.json with, from one run on this machine:
 * - a prerendered page from our server beside nginx and bare node:http serving the same bytes;
 * - pages rendered from the database and the JSON API on SQLite and on PostgreSQL
 *   (BENCH_POSTGRES_URL or TEST_POSTGRES_URL), with rows stored counted against 2xx answers;
 * - students registering for a project until its 1,000 seats are gone, on each database:
 *   the run fails if a seat is sold twice or one is left unsold;
 * - the server's RSS, idle and peak, under that load and under 25 large picture uploads with
 *   1,200 uncached searches (bench/support/memory.ts);
 * - a newsletter campaign to 50,000 confirmed subscribers on each database, through a
 *   discarding SMTP server with the throttle off (NEWSLETTER_RATE=0): copies a second, and the
 *   server's peak RSS against its idle RSS; the run fails if a copy is lost or sent twice;
 * - the admin portal at 100,000 rows per list on each database: list pages, filter and search
 *   with 5 staff at once, the dashboard and its page, and CSV exports of 100,000 and 500,000
 *   rows with the server's peak RSS (bench/support/admin-scale.ts);
 * - Lighthouse (mobile) on every route, the median of 3 runs (LIGHTHOUSE_RUNS), and the home page
 *   beside a bare WordPress page's (bench/support/peer.ts); a paid student's ticket and /account,
 *   signed out and signed in, too (bench/support/tickets.ts);
 * - each page's first-load JavaScript, read from the build, against main before issue 38
 *   (bench/support/route-js.ts; the baseline from bench/route-js.ts);
 * - issuing the certificates of a 500-student project on each database, and a certificate's
 *   PDF size and render time with and without a background (bench/support/certificates.ts).
 * Load comes from wrk (50 connections, 10 s after a 2 s warm-up). Everything it starts, it stops.
 *
 * For a quick trial of one section:
 * - BENCH_ONLY=newsletter runs only the newsletter section (no build either with
 *   `npx tsx bench/index.ts`) and writes bench/results/newsletter-trial.md, leaving latest.* alone;
 *   BENCH_ONLY=admin does the same for the admin at scale (bench/results/admin-scale.md),
 *   BENCH_ONLY=memory for the server's RSS under both loads of issue 37 (bench/support/memory.ts,
 *   bench/results/memory-trial.md), BENCH_ONLY=js for each page's JavaScript against main before
 *   issue 38 (bench/support/route-js-report.ts, bench/results/route-js.md; it needs only a build),
 *   BENCH_ONLY=certificates for the certificates' figures (bench/results/certificates.md);
 * - BENCH_NEWSLETTER_SUBSCRIBERS sets how many subscribers the campaign goes to (default 50000).
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { articles } from "#shared/content/articles";
import { connectDatabase } from "#server/db/connect";
import { keepPublishing, publishWrittenPost, type PublishingReport } from "./support/blog";
import { createLogger } from "#server/logger";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database";
import {
  auditEveryRoute,
  categories,
  lighthouseNotes,
  lighthouseTable,
  type LighthouseRow,
} from "./support/lighthouse";
import { comparePeer, oursAtIssue, peer, peerNotes, peerTable } from "./support/peer";
import {
  nginxAvailable,
  pageFolder,
  startNginx,
  startNodeHttp,
  type ReferenceServer,
} from "./support/reference-servers";
import { serveFlags } from "#tests/support/server-process";
import {
  newsletterFailure,
  newsletterRssBudgetMb,
  newsletterWithinBudget,
  seedSubscribers,
  sendNewsletter,
  type NewsletterReport,
} from "./support/newsletter";
import { peakRssMb as processPeakRssMb, rssMb } from "./support/process";
import {
  measureMemory,
  memorySection,
  memoryTargets,
  type MemoryRun,
  type WrkMemory,
} from "./support/memory";
import {
  adminScaleSection,
  adminScaleTargets,
  exportList,
  exportSizes,
  rowsPerList,
  staffLoad,
  timeList,
  type AdminScaleRun,
  type ListTimings,
} from "./support/admin-scale";
import { adminListKinds } from "#shared/domain/admin-lists";
import { bookingReplyDue } from "#shared/domain/promises";
import { seedList } from "#tests/support/admin-rows";
import { fillProject, seatsFailure, type SeatsReport } from "./support/seats";
import {
  measureRouteJs,
  routeJsSection,
  routeJsTargets,
  writeRouteJsTrial,
  type RouteJs,
} from "./support/route-js-report";
import { projectRoot, startBenchServer, type BenchServer } from "./support/server";
import { startDiscardingSmtp } from "./support/smtp-discard";
import { seedTicket, ticketServerEnv, ticketTargets } from "./support/tickets";
import { certificatesSection, measureIssuing, measurePdfs } from "./support/certificates";
import {
  defaultConnections,
  defaultDurationSeconds,
  load,
  wrkAvailable,
  type LoadOptions,
  type LoadResult,
} from "./support/wrk";

const startedAt = Date.now();
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL;
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const only = process.env.BENCH_ONLY;
if (only !== undefined && !["newsletter", "admin", "memory", "js", "certificates"].includes(only)) {
  console.error(
    `BENCH_ONLY=${only}: the sections that run alone are "newsletter", "admin", "memory", "js" and "certificates".`,
  );
  process.exit(1);
}
const newsletterSubscribers = Number(process.env.BENCH_NEWSLETTER_SUBSCRIBERS ?? 50_000);
if (!Number.isInteger(newsletterSubscribers) || newsletterSubscribers < 1) {
  console.error("BENCH_NEWSLETTER_SUBSCRIBERS must be a whole number of subscribers, 1 or more.");
  process.exit(1);
}
const newsletterTarget = `Newsletter to ${newsletterSubscribers.toLocaleString("en")} subscribers: peak RSS within ${newsletterRssBudgetMb} MB of idle`;
const warmUpSeconds = 2;
const seededBookings = 2000;
const seatsPerProject = 1000;
const pacedPauseMs = 20;
const pacedBookings = `POST /api/bookings, paced (${pacedPauseMs} ms pause per connection)`;
const admin = { email: "bench-admin@kodeveda.test", password: "bench-admin-password-1" };
const article = articles[0]?.slug ?? "";
const whilePublishing = " (a post published every second)";
const mediaRow = "an uploaded picture (/media/…-960.webp)";
const nginxPictureRow = "nginx, the same picture's bytes";
/**
 * Compressed JavaScript of the public pages (Lighthouse's transfer sizes) in the last bench
 * before the hardening issue and the blog editor (bench/results at 584fca5): the editor must
 * load only in the portal. docs/performance.md says what the pages carry since.
 */
const jsBeforeEditorKb: Record<string, number> = {
  "/": 112.4,
  "/blog": 107.9,
  [`/blog/${article}`]: 107.4,
};
const booking = JSON.stringify({
  organizationName: "Vasavi College of Engineering",
  email: "tpo@vasavi.example",
  contactNumber: "+91 40 2345 6789",
  address: "Ibrahimbagh, Hyderabad, Telangana 500031",
  message: "A two-day React workshop for 60 third-year students in January.",
});

/** Debian's wrk and nginx: installed here when missing and the machine allows it. */
function ensureTools() {
  const missing = [
    ...(wrkAvailable() ? [] : ["wrk"]),
    ...(nginxAvailable() ? [] : ["nginx-light"]),
  ];
  if (missing.length === 0) return;
  const canInstall = process.getuid?.() === 0 && spawnSync("apt-get", ["--version"]).status === 0;
  if (canInstall) {
    console.log(`installing ${missing.join(", ")} from Debian's packages…`);
    spawnSync("apt-get", ["install", "-y", "-q", ...missing], { stdio: "inherit" });
  }
  if (!wrkAvailable()) {
    console.error(`The benchmark needs wrk: sudo apt-get install ${missing.join(" ")}`);
    process.exit(1);
  }
  if (!nginxAvailable())
    console.warn("nginx is not installed: the static comparison leaves it out.");
}

interface Row extends LoadResult {
  name: string;
  /** For writes: rows the database holds afterwards that the run added. */
  rowsStored?: number;
}

async function measure(name: string, options: LoadOptions): Promise<Row> {
  await load({ ...options, durationSeconds: warmUpSeconds });
  const result = await load(options);
  console.log(
    `${name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  return { name, ...result };
}

/** The server's peak resident memory so far (VmHWM), in MB. */
const peakRssMb = (server: BenchServer): number => processPeakRssMb(server.process.pid ?? 0);

async function adminCookie(server: BenchServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function countBookings(database: TestDatabase): Promise<number> {
  const connection = connectDatabase(database.target, {
    logger: createLogger("silent"),
    ...(database.schema ? { schema: database.schema } : {}),
  });
  try {
    const row = await connection.db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await connection.close();
  }
}

/** Rows for the admin list to page through, written directly (no emails to send). */
async function seedBookings(database: TestDatabase, count: number): Promise<void> {
  const connection = connectDatabase(database.target, {
    logger: createLogger("silent"),
    ...(database.schema ? { schema: database.schema } : {}),
  });
  const fields = JSON.parse(booking) as Record<string, string>;
  const start = Date.now() - count * 60_000;
  try {
    await connection.db.transaction().execute(async (trx) => {
      for (let i = 0; i < count; i += 500) {
        const rows = Array.from({ length: Math.min(500, count - i) }, (_, j) => {
          const at = new Date(start + (i + j) * 60_000).toISOString();
          return {
            id: randomUUID(),
            organization_name: `${fields.organizationName ?? ""} ${i + j}`,
            email: fields.email ?? "",
            contact_number: fields.contactNumber ?? "",
            address: fields.address ?? "",
            message: fields.message ?? "",
            status: "new" as const,
            idempotency_key: null,
            reply_due_at: bookingReplyDue(new Date(at)).toISOString(),
            consent_notice: "bench",
            consent_at: at,
            created_at: at,
            updated_at: at,
          };
        });
        await trx.insertInto("bookings").values(rows).execute();
      }
    });
  } finally {
    await connection.close();
  }
}

interface DatabaseRun {
  database: string;
  rows: Row[];
  idleRssMb: number;
  peakRssMb: number;
  publishing: PublishingReport;
  seats: SeatsReport;
}

async function measureDatabase(
  name: string,
  database: TestDatabase,
  smtpUrl: string,
): Promise<{ run: DatabaseRun; server: BenchServer }> {
  const server = await startBenchServer({
    ...database.env,
    SMTP_URL: smtpUrl,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // The limit protects the site from one address; here one address is the whole load.
    FORM_RATE_LIMIT: "1000000000",
    // UPI registrations need a payee; the seats run registers with UPI (no Stripe to call).
    UPI_VPA: "kodeveda@okaxis",
  });
  try {
    return await measureOn(name, database, server);
  } catch (error) {
    // The caller only learns of the server from a successful run: stop it here.
    await server.stop().catch(() => undefined);
    throw error;
  }
}

async function measureOn(
  name: string,
  database: TestDatabase,
  server: BenchServer,
): Promise<{ run: DatabaseRun; server: BenchServer }> {
  const cookie = await adminCookie(server);
  const idleRssMb = rssMb(server.process.pid ?? 0);
  await seedBookings(database, seededBookings);
  const rows: Row[] = [];
  const gzip = { "accept-encoding": "gzip" };
  // Visitors read while staff publish: a post goes live (and down) every second throughout.
  const staff = { url: server.url, cookie };
  const writtenPost = await publishWrittenPost(staff, `Hackathon results, ${name}`);
  const publishing = keepPublishing(staff);
  for (const path of ["/blog", `/blog/${article}`, `/blog/${writtenPost.slug}`]) {
    rows.push(
      await measure(`${name} GET ${path}${whilePublishing}`, {
        url: `${server.url}${path}`,
        headers: gzip,
      }),
    );
  }
  const publishReport = await publishing.stop();
  console.log(
    `${name}: ${publishReport.publishes} publishes during the blog runs, each on /blog within ${publishReport.slowestVisibleMs} ms`,
  );
  // The project list, from the database through the page cache like the blog.
  rows.push(
    await measure(`${name} GET /projects`, { url: `${server.url}/projects`, headers: gzip }),
  );
  // An uploaded picture beside a file from public/: the same bytes-from-memory path is the aim.
  rows.push(await measure(`${name} GET ${mediaRow}`, { url: `${server.url}${writtenPost.cover}` }));
  if (nginxAvailable()) {
    // The same bytes from nginx: what serving a static file costs at best on this machine.
    const picture = Buffer.from(
      await (await fetch(`${server.url}${writtenPost.cover}`)).arrayBuffer(),
    );
    const folder = pageFolder(picture);
    const nginx = await startNginx(folder);
    rows.push(await measure(`${name} GET ${nginxPictureRow}`, { url: `${nginx.url}/` }));
    await nginx.stop();
    const bare = await startNodeHttp(folder);
    rows.push(
      await measure(`${name} GET bare node:http, the same bytes from memory`, {
        url: `${bare.url}/`,
      }),
    );
    await bare.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  rows.push(
    await measure(`${name} GET /admin/bookings`, {
      url: `${server.url}/admin/bookings`,
      headers: { ...gzip, cookie },
    }),
  );
  rows.push(
    await measure(`${name} GET /api/admin/dashboard`, {
      url: `${server.url}/api/admin/dashboard`,
      headers: { ...gzip, cookie },
    }),
  );
  // A project's seats rushed by students, before the booking runs fill the outbox.
  const seats = await fillProject(server, cookie, database, seatsPerProject);
  console.log(
    `${name} POST /api/register until ${seats.seats} seats fill: ${seats.registrationsPerSecond} registrations/s, accepted ${seats.accepted}, refused ${seats.refused}, other ${seats.otherStatuses}, seats used ${seats.seatsUsed}, rows holding a seat ${seats.rowsHoldingSeats}, oversold ${seats.oversold}`,
  );
  const seatsProblem = seatsFailure(seats);
  if (seatsProblem) {
    throw new Error(
      `${name}: a project's seats were not sold exactly once each: ${seatsProblem} (seats used ${seats.seatsUsed}, rows holding a seat ${seats.rowsHoldingSeats}, other answers ${seats.otherStatuses}).`,
    );
  }
  const post: LoadOptions = {
    url: `${server.url}/api/bookings`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: booking,
  };
  await load({ ...post, durationSeconds: warmUpSeconds });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = await countBookings(database);
  const written = await load(post);
  // Requests in flight when wrk stops are stored, but their answers are not counted.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rowsStored = (await countBookings(database)) - before;
  rows.push({ name: "POST /api/bookings", ...written, rowsStored });
  console.log(
    `${name} POST /api/bookings: ${written.requestsPerSecond} req/s, p99 ${written.p99Ms} ms, 2xx ${written.requests - written.non2xx}, stored ${rowsStored}`,
  );
  // Latency at a rate the server keeps up with: in the run above, as fast as it answers,
  // latency is mostly the queue of the other 49 connections (Little's law).
  const beforePaced = await countBookings(database);
  const paced = await load({ ...post, pauseMs: pacedPauseMs });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rows.push({
    name: pacedBookings,
    ...paced,
    rowsStored: (await countBookings(database)) - beforePaced,
  });
  console.log(
    `${name} ${pacedBookings}: ${paced.requestsPerSecond} req/s, p50 ${paced.p50Ms} ms, p99 ${paced.p99Ms} ms`,
  );
  for (const row of rows) row.name = row.name.replace(`${name} `, "");
  return {
    run: {
      database: name,
      rows,
      idleRssMb,
      peakRssMb: peakRssMb(server),
      publishing: publishReport,
      seats,
    },
    server,
  };
}

interface NewsletterRun extends NewsletterReport {
  database: string;
}

/**
 * A campaign to every confirmed subscriber, on a fresh database and a server of its own: the
 * database runs above leave thousands of bookings' acknowledgements in the outbox, which
 * would be sent among the copies, and a heap grown by wrk's load would hide what the send
 * itself costs. NEWSLETTER_RATE=0 is the issue's "throttle off"; the SMTP server is this
 * section's own, so every message it counts is a copy.
 */
async function measureNewsletter(name: string, dialect: "sqlite" | "postgres") {
  if (dialect === "postgres" && postgresUrl) process.env.TEST_POSTGRES_URL = postgresUrl;
  const database = await createTestDatabase(dialect);
  const mailServer = await startDiscardingSmtp();
  let server: BenchServer | undefined;
  try {
    server = await startBenchServer({
      ...database.env,
      SMTP_URL: mailServer.url,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      NEWSLETTER_RATE: "0",
    });
    // The server has migrated the database by the time it answers: the table is there.
    const seedingAt = performance.now();
    await seedSubscribers(database, newsletterSubscribers);
    console.log(
      `${name}: ${newsletterSubscribers} subscribers stored in ${((performance.now() - seedingAt) / 1000).toFixed(1)} s`,
    );
    const report = await sendNewsletter(
      server,
      await adminCookie(server),
      database,
      mailServer,
      newsletterSubscribers,
    );
    console.log(
      `${name} newsletter to ${report.subscribers} subscribers: ${report.copiesPerSecond} copies/s (${report.seconds} s), delivered ${report.delivered}, delivery rows ${report.deliveryRows} (${report.deliveryRowsSent} sent), RSS idle ${report.idleRssMb} MB, peak ${report.peakRssMb} MB (+${report.peakRssMb - report.idleRssMb} MB)`,
    );
    const problem = newsletterFailure(report);
    if (problem)
      throw new Error(`${name}: the newsletter did not reach each subscriber once: ${problem}.`);
    return { database: name, ...report };
  } finally {
    await server?.stop().catch(() => undefined);
    await mailServer.stop().catch(() => undefined);
    await database.drop().catch(() => undefined);
  }
}

async function measureNewsletters(): Promise<NewsletterRun[]> {
  const runs = [await measureNewsletter("SQLite", "sqlite")];
  if (postgresUrl) runs.push(await measureNewsletter("PostgreSQL", "postgres"));
  return runs;
}

function newsletterSection(runs: NewsletterRun[]): string {
  const count = newsletterSubscribers.toLocaleString("en");
  return `## A newsletter to ${count} subscribers

${count} confirmed subscribers written straight into a fresh database; a campaign (three
paragraphs) created and sent through the admin API by a signed-in admin, with the throttle off
(\`NEWSLETTER_RATE=0\`) and a discarding SMTP server of its own, on a server of its own. Copies/s
is the copies sent over the time from the send call until the progress (polled every 0.5 s)
says sent; delivered is what the SMTP server accepted. Idle RSS is the server's, settled 2 s
after the subscribers are stored; peak RSS is its most during the send (/proc sampled every
0.1 s and the kernel's high-water mark, reset at the send). The run fails unless the SMTP server,
the progress and \`campaign_deliveries\` each count every subscriber exactly once.

| Database | copies/s | delivered | idle RSS MB | peak RSS MB | rise MB |
| --- | ---: | ---: | ---: | ---: | ---: |
${runs.map((run) => `| ${run.database} | ${run.copiesPerSecond} | ${run.delivered} | ${run.idleRssMb} | ${run.peakRssMb} | ${run.peakRssMb - run.idleRssMb} |`).join("\n")}
`;
}

function newsletterVerdict(runs: NewsletterRun[]): [string, string, boolean] {
  return [
    newsletterTarget,
    runs
      .map(
        (run) =>
          `${run.database}: idle ${run.idleRssMb} MB, peak ${run.peakRssMb} MB (+${run.peakRssMb - run.idleRssMb}), ${run.copiesPerSecond} copies/s`,
      )
      .join("; "),
    runs.every(newsletterWithinBudget),
  ];
}

/** The admin portal at 100,000 rows per list, on a database and a server of its own. */
async function measureAdminAtScale(
  name: string,
  dialect: "sqlite" | "postgres",
): Promise<AdminScaleRun> {
  if (dialect === "postgres" && postgresUrl) process.env.TEST_POSTGRES_URL = postgresUrl;
  const database = await createTestDatabase(dialect);
  let server: BenchServer | undefined;
  try {
    server = await startBenchServer({
      ...database.env,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    const seeding = performance.now();
    for (const kind of adminListKinds) await seedList(database, kind, rowsPerList);
    const seedSeconds = Math.round((performance.now() - seeding) / 1000);
    // Signed in after the seeding: a connection idle through it is one the server has closed.
    const cookie = await adminCookie(server);
    const lists: ListTimings[] = [];
    for (const kind of adminListKinds) {
      const timings = await timeList(server, cookie, kind);
      console.log(
        `${name} /admin/${kind} at ${rowsPerList} rows, p95 ms (navigation / document): first ${timings.navigation.firstPage.p95Ms} / ${timings.document.firstPage.p95Ms}, page 2000 ${timings.navigation.page2000.p95Ms} / ${timings.document.page2000.p95Ms}, filter ${timings.navigation.filter.p95Ms} / ${timings.document.filter.p95Ms}, hit ${timings.navigation.searchHit.p95Ms} / ${timings.document.searchHit.p95Ms}, miss ${timings.navigation.searchMiss.p95Ms} / ${timings.document.searchMiss.p95Ms}`,
      );
      lists.push(timings);
    }
    const dashboard = await staffLoad(server, cookie, "/api/admin/dashboard", 1);
    const activity = await staffLoad(server, cookie, "/api/admin/activity", 1);
    const dashboardPage = await staffLoad(server, cookie, "/admin", 1);
    console.log(`${name} /admin at ${rowsPerList} rows: p95 ${dashboardPage.p95Ms} ms`);
    const [fewer, most] = exportSizes;
    const exports = [await exportList(server, cookie, "bookings", fewer, 1)];
    await seedList(database, "bookings", most - fewer, fewer);
    exports.push(await exportList(server, cookie, "bookings", most, 1));
    exports.push(await exportList(server, cookie, "bookings", most, 2));
    for (const report of exports) {
      console.log(
        `${name} export of ${report.rows} bookings (${report.atOnce} at once): ${report.seconds} s, ${report.megabytes} MB, RSS ${report.idleRssMb} → ${report.peakRssMb} MB`,
      );
    }
    return { database: name, seedSeconds, lists, dashboard, activity, dashboardPage, exports };
  } finally {
    await server?.stop().catch(() => undefined);
    await database.drop().catch(() => undefined);
  }
}

async function measureAdminScale(): Promise<AdminScaleRun[]> {
  const runs = [await measureAdminAtScale("SQLite", "sqlite")];
  if (postgresUrl) runs.push(await measureAdminAtScale("PostgreSQL", "postgres"));
  return runs;
}

/** wrk's database runs alone, for their RSS (BENCH_ONLY=memory). */
async function measureWrkMemory(): Promise<WrkMemory[]> {
  ensureTools();
  const mail = await startDiscardingSmtp();
  const runs: WrkMemory[] = [];
  try {
    for (const dialect of postgresUrl ? (["sqlite", "postgres"] as const) : (["sqlite"] as const)) {
      if (dialect === "postgres" && postgresUrl) process.env.TEST_POSTGRES_URL = postgresUrl;
      const database = await createTestDatabase(dialect);
      const name = dialect === "sqlite" ? "SQLite" : "PostgreSQL";
      const { run, server } = await measureDatabase(name, database, mail.url);
      await server.stop();
      await database.drop();
      runs.push(run);
    }
  } finally {
    await mail.stop();
  }
  return runs;
}

if (only === "admin") {
  // A partial run: latest.* stay the last full bench's.
  const runs = await measureAdminScale();
  const results = path.join(projectRoot, "bench/results");
  fs.mkdirSync(results, { recursive: true });
  const verdicts = adminScaleTargets(runs)
    .map(([target, measured, met]) => `- ${target}: ${measured} — ${met ? "met" : "**missed**"}`)
    .join("\n");
  fs.writeFileSync(
    path.join(results, "admin-scale.md"),
    `# The admin at scale, ${new Date().toISOString().slice(0, 10)} (\`BENCH_ONLY=admin\`)\n\n${verdicts}\n\n${adminScaleSection(runs)}`,
  );
  console.log("wrote bench/results/admin-scale.md");
  process.exit(0);
}
if (only === "newsletter") {
  // A partial run: latest.* stay the last full bench's.
  const runs = await measureNewsletters();
  const [target, measured, met] = newsletterVerdict(runs);
  const results = path.join(projectRoot, "bench/results");
  fs.mkdirSync(results, { recursive: true });
  fs.writeFileSync(
    path.join(results, "newsletter-trial.md"),
    `# Newsletter trial, ${new Date().toISOString().slice(0, 10)} (BENCH_ONLY=newsletter)\n\n${target}: ${measured} — ${met ? "met" : "**missed**"}\n\n${newsletterSection(runs)}`,
  );
  console.log("wrote bench/results/newsletter-trial.md");
  process.exit(0);
}
if (only === "memory") {
  // A partial run: latest.* stay the last full bench's.
  const wrk = await measureWrkMemory();
  const runs = await measureMemory(admin, postgresUrl);
  const verdicts = memoryTargets(wrk, runs)
    .map(([target, measured, met]) => `- ${target}: ${measured} — ${met ? "met" : "**missed**"}`)
    .join("\n");
  const results = path.join(projectRoot, "bench/results");
  fs.mkdirSync(results, { recursive: true });
  fs.writeFileSync(
    path.join(results, "memory-trial.md"),
    `# Memory trial, ${new Date().toISOString().slice(0, 10)} (\`BENCH_ONLY=memory\`)\n\n${verdicts}\n\n${memorySection(wrk, runs)}`,
  );
  console.log("wrote bench/results/memory-trial.md");
  process.exit(0);
}
/** Issuing a 500-student project's certificates on each database, and the PDFs' figures. */
async function measureCertificates(): Promise<string> {
  const issuing = [await measureIssuing("sqlite")];
  if (postgresUrl) {
    process.env.TEST_POSTGRES_URL = postgresUrl;
    issuing.push(await measureIssuing("postgres"));
  }
  return certificatesSection(issuing, await measurePdfs());
}
if (only === "certificates") {
  // A partial run: latest.* stay the last full bench's.
  const section = await measureCertificates();
  const results = path.join(projectRoot, "bench/results");
  fs.mkdirSync(results, { recursive: true });
  fs.writeFileSync(
    path.join(results, "certificates.md"),
    `# Certificates, ${new Date().toISOString().slice(0, 10)} (\`BENCH_ONLY=certificates\`)\n\n${section}\n`,
  );
  console.log("wrote bench/results/certificates.md");
  process.exit(0);
}
if (only === "js") {
  console.log(`wrote ${writeRouteJsTrial(projectRoot)}`);
  process.exit(0);
}
ensureTools();
// From the build alone: first, so a missing baseline fails before the long runs.
const routeJs = measureRouteJs(projectRoot);
let writtenPostPath = "";
const smtp = await startDiscardingSmtp();
const started: { stop(): Promise<void> }[] = [smtp];
try {
  // 1. The static page, three ways, the same bytes, from a server nothing else has loaded.
  const server = await startBenchServer();
  started.push(server);
  const html = Buffer.from(
    await (
      await fetch(`${server.url}/`, { headers: { "accept-encoding": "identity" } })
    ).arrayBuffer(),
  );
  const staticPageKb = Math.round(zlib.gzipSync(html, { level: 9 }).length / 1024);
  const folder = pageFolder(html);
  const references: [string, ReferenceServer | undefined][] = [
    [
      "nginx (Debian, worker_processes auto)",
      nginxAvailable() ? await startNginx(folder) : undefined,
    ],
    ["bare node:http, from memory", await startNodeHttp(folder)],
  ];
  for (const [, reference] of references) if (reference) started.push(reference);
  const gzip = { "accept-encoding": "gzip" };
  const staticRows: Row[] = [
    await measure("our server GET /", { url: `${server.url}/`, headers: gzip }),
  ];
  for (const [name, reference] of references) {
    if (reference)
      staticRows.push(await measure(name, { url: `${reference.url}/`, headers: gzip }));
  }
  await server.stop();
  for (const [, reference] of references) await reference?.stop();
  fs.rmSync(folder, { recursive: true, force: true });

  // 2. Each database: reads first, then the write run (its emails keep the outbox busy).
  const sqlite = await createTestDatabase("sqlite");
  const { run: sqliteRun, server: sqliteServer } = await measureDatabase(
    "SQLite",
    sqlite,
    smtp.url,
  );
  started.push(sqliteServer);
  await sqliteServer.stop();
  await sqlite.drop();
  const databaseRuns = [sqliteRun];
  if (postgresUrl) {
    process.env.TEST_POSTGRES_URL = postgresUrl;
    const postgres = await createTestDatabase("postgres");
    const { run, server: pgServer } = await measureDatabase("PostgreSQL", postgres, smtp.url);
    started.push(pgServer);
    databaseRuns.push(run);
    await pgServer.stop();
    await postgres.drop();
  }

  // 3. 25 large uploads and 1,200 uncached searches: the server's RSS (issue 37).
  const memoryRuns = await measureMemory(admin, postgresUrl);

  // 4. A newsletter to every subscriber, on each database.
  const newsletterRuns = await measureNewsletters();

  // 5. The admin portal at 100,000 rows per list, on each database.
  const adminScaleRuns = await measureAdminScale();

  // 6. Lighthouse, on a fresh server.
  const lighthouseServer = await startBenchServer({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...ticketServerEnv,
  });
  started.push(lighthouseServer);
  const writtenPost = await publishWrittenPost(
    { url: lighthouseServer.url, cookie: await adminCookie(lighthouseServer) },
    "Hackathon results, written in the editor",
  );
  writtenPostPath = `/blog/${writtenPost.slug}`;
  const lighthouse = await auditEveryRoute(lighthouseServer.url, lighthouseRuns, [
    writtenPostPath,
    ...(await seedTicket(lighthouseServer, await adminCookie(lighthouseServer))),
  ]);
  await lighthouseServer.stop();

  // 7. Certificates: issuing on each database, and the PDFs.
  const certificates = await measureCertificates();

  const { report: written, json } = write(
    staticPageKb,
    staticRows,
    databaseRuns,
    memoryRuns,
    newsletterRuns,
    adminScaleRuns,
    lighthouse,
    routeJs,
  );
  const results = path.join(projectRoot, "bench/results");
  fs.mkdirSync(results, { recursive: true });
  const report = `${written.trimEnd()}\n\n${certificates}\n`;
  fs.writeFileSync(path.join(results, "latest.md"), report);
  fs.writeFileSync(path.join(results, "latest.json"), `${JSON.stringify(json, null, 2)}\n`);
  console.log(
    `wrote bench/results/latest.md in ${((Date.now() - startedAt) / 60_000).toFixed(1)} min`,
  );
} finally {
  for (const server of started.reverse()) await server.stop().catch(() => undefined);
}

function write(
  staticPageKb: number,
  staticRows: Row[],
  databaseRuns: DatabaseRun[],
  memoryRuns: MemoryRun[],
  newsletterRuns: NewsletterRun[],
  adminScaleRuns: AdminScaleRun[],
  lighthouse: LighthouseRow[],
  routeJs: RouteJs,
) {
  const nginx = staticRows.find((row) => row.name.startsWith("nginx"));
  const ours = staticRows[0];
  const ratio = (row: Row) =>
    nginx ? `${Math.round((100 * row.requestsPerSecond) / nginx.requestsPerSecond)} %` : "n/a";
  const staticTable = [
    "| Server | req/s | p50 (ms) | p99 (ms) | non-2xx | errors | of nginx |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...staticRows.map(
      (row) =>
        `| ${row.name} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.non2xx} | ${row.errors} | ${ratio(row)} |`,
    ),
  ].join("\n");
  const dynamicTable = [
    "| Database | Request | req/s | p50 (ms) | p99 (ms) | non-2xx | errors | 2xx | rows stored |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...databaseRuns.flatMap((run) =>
      run.rows.map(
        (row) =>
          `| ${run.database} | ${row.name} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.non2xx} | ${row.errors} | ${row.requests - row.non2xx} | ${row.rowsStored ?? ""} |`,
      ),
    ),
  ].join("\n");
  const seatsTable = [
    "| Database | registrations/s | accepted (201) | refused (409 project_full) | other | seats used | rows holding a seat | oversold |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...databaseRuns.map(
      ({ database, seats }) =>
        `| ${database} | ${seats.registrationsPerSecond} | ${seats.accepted} | ${seats.refused} | ${seats.otherStatuses} | ${seats.seatsUsed} | ${seats.rowsHoldingSeats} | ${seats.oversold} |`,
    ),
  ].join("\n");
  const writesKept = databaseRuns.every((run) =>
    run.rows.every(
      (row) =>
        row.rowsStored === undefined ||
        (row.rowsStored >= row.requests - row.non2xx &&
          row.rowsStored - (row.requests - row.non2xx) <= defaultConnections),
    ),
  );
  const home = lighthouse.find((row) => row.path === "/");
  const portal = lighthouse.find((row) => row.path === "/admin");
  const peerComparison = comparePeer(home, ours?.requestsPerSecond);
  const sqliteRows = databaseRuns[0]?.rows ?? [];
  const find = (rows: Row[], name: string) => rows.find((row) => row.name === name);
  const pgBookings = find(databaseRuns[1]?.rows ?? [], "POST /api/bookings");
  const sqliteBookings = find(sqliteRows, "POST /api/bookings");
  const sqlitePaced = find(sqliteRows, pacedBookings);
  const media = find(sqliteRows, `GET ${mediaRow}`);
  const projectsPage = find(sqliteRows, "GET /projects");
  const nginxPicture = find(sqliteRows, `GET ${nginxPictureRow}`);
  const written = lighthouse.find((row) => row.path === writtenPostPath);
  const seededArticle = lighthouse.find((row) => row.path === `/blog/${article}`);
  const ssr = sqliteRows.filter(
    (row) => row.name.startsWith("GET /blog") || row.name.startsWith("GET /admin/"),
  );
  const verdict = (met: boolean) => (met ? "met" : "**missed**");
  // Every public route: not the staff portal, nor a visitor's own ticket or account.
  const publicRows = lighthouse.filter((row) => row.path !== "/admin" && !row.personal);
  /** `badness` orders the routes, the worst (largest) first; `figure` shows a route's. */
  const onEveryPublicRoute = (
    target: string,
    badness: (row: LighthouseRow) => number,
    figure: (row: LighthouseRow) => string,
    met: (row: LighthouseRow) => boolean,
  ) => {
    const worstFirst = publicRows.toSorted((a, b) => badness(b) - badness(a));
    const missed = worstFirst.filter((row) => !met(row));
    const shown = (row: LighthouseRow) => `\`${row.path}\` ${figure(row)}`;
    return [
      `Every public route (${publicRows.length}): ${target}`,
      missed.length === 0
        ? `worst: ${worstFirst[0] ? shown(worstFirst[0]) : "n/a"}`
        : `missed on ${missed.length}: ${missed.map(shown).join(", ")}`,
      verdict(publicRows.length > 0 && missed.length === 0),
    ];
  };
  const fontRoutes = publicRows.filter((row) => row.kb.font > 0);
  const [, newsletterMeasured, newsletterMet] = newsletterVerdict(newsletterRuns);
  const targets = [
    [
      "Prerendered page ≥ 50 % of nginx",
      ours && nginx ? ratio(ours) : "n/a",
      verdict(Boolean(ours && nginx && ours.requestsPerSecond >= nginx.requestsPerSecond / 2)),
    ],
    ...ssr.map((row) => [
      `SSR ${row.name.slice(4)} ≥ 1,000 req/s, p99 ≤ 100 ms (SQLite)`,
      `${row.requestsPerSecond} req/s, p99 ${row.p99Ms} ms`,
      verdict(row.requestsPerSecond >= 1000 && row.p99Ms <= 100),
    ]),
    ...sqliteRows
      .filter((row) => row.name.endsWith(whilePublishing))
      .map((row) => [
        `${row.name.slice(4)}: ≥ 10,000 req/s (SQLite)`,
        `${row.requestsPerSecond} req/s, p99 ${row.p99Ms} ms`,
        verdict(row.requestsPerSecond >= 10_000),
      ]),
    [
      "GET /projects ≥ 10,000 req/s (SQLite)",
      projectsPage
        ? `${projectsPage.requestsPerSecond} req/s, p99 ${projectsPage.p99Ms} ms`
        : "n/a",
      verdict(Boolean(projectsPage && projectsPage.requestsPerSecond >= 10_000)),
    ],
    [
      `A project's ${seatsPerProject.toLocaleString("en")} seats rushed by ${defaultConnections} students at a time: exactly ${seatsPerProject.toLocaleString("en")} registrations accepted, none oversold`,
      databaseRuns
        .map(
          ({ database, seats }) =>
            `${database}: ${seats.accepted} accepted, ${seats.oversold} oversold, ${seats.registrationsPerSecond} registrations/s`,
        )
        .join("; "),
      verdict(databaseRuns.every(({ seats }) => seatsFailure(seats) === undefined)),
    ],
    [
      "A publish shows on /blog within 1 s, under that load",
      databaseRuns
        .map(
          (run) =>
            `${run.database}: ${run.publishing.publishes} publishes, slowest ${run.publishing.slowestVisibleMs} ms`,
        )
        .join("; "),
      verdict(
        databaseRuns.every(
          (run) => run.publishing.publishes > 0 && run.publishing.slowestVisibleMs <= 1000,
        ),
      ),
    ],
    [
      "An uploaded picture ≥ 50 % of nginx serving the same bytes, as for a prerendered page (SQLite)",
      media && nginxPicture
        ? `${media.requestsPerSecond} vs ${nginxPicture.requestsPerSecond} req/s (${Math.round((100 * media.requestsPerSecond) / nginxPicture.requestsPerSecond)} %)`
        : "n/a",
      verdict(
        Boolean(
          media && nginxPicture && media.requestsPerSecond >= 0.5 * nginxPicture.requestsPerSecond,
        ),
      ),
    ],
    ...Object.entries(jsBeforeEditorKb).map(([path, before]) => {
      const row = lighthouse.find((each) => each.path === path);
      return [
        `JS of \`${path}\` no bigger than at 584fca5, before the hardening and the editor (${before} KB)`,
        row ? `${row.kb.script} KB` : "n/a",
        verdict(Boolean(row && row.kb.script <= before)),
      ];
    }),
    [
      "A post written in the editor (uploaded cover and picture): Lighthouse 100 for accessibility, best practices and SEO; its JS no more than a seeded article's",
      written
        ? `${categories.map((category) => written.scores[category]).join(" / ")}, ${written.kb.script} KB JS`
        : "n/a",
      verdict(
        Boolean(
          written &&
          written.scores.accessibility === 100 &&
          written.scores["best-practices"] === 100 &&
          written.scores.seo === 100 &&
          seededArticle &&
          written.kb.script <= seededArticle.kb.script,
        ),
      ),
    ],
    ...ticketTargets(lighthouse).map(([target, measured, met]) => [target, measured, verdict(met)]),
    [
      "POST /api/bookings ≥ 1,500 req/s, p99 ≤ 50 ms (SQLite)",
      sqliteBookings && sqlitePaced
        ? `${sqliteBookings.requestsPerSecond} req/s at most (p99 ${sqliteBookings.p99Ms} ms); paced at ${sqlitePaced.requestsPerSecond} req/s, p99 ${sqlitePaced.p99Ms} ms`
        : "n/a",
      verdict(
        Boolean(
          sqliteBookings &&
          sqlitePaced &&
          sqliteBookings.requestsPerSecond >= 1500 &&
          (sqliteBookings.p99Ms <= 50 ||
            (sqlitePaced.requestsPerSecond >= 1500 && sqlitePaced.p99Ms <= 50)),
        ),
      ),
    ],
    [
      "POST /api/bookings on PostgreSQL within 2× of SQLite",
      pgBookings ? `${pgBookings.requestsPerSecond} req/s, p99 ${pgBookings.p99Ms} ms` : "not run",
      verdict(
        Boolean(
          pgBookings &&
          sqliteBookings &&
          pgBookings.requestsPerSecond * 2 >= sqliteBookings.requestsPerSecond,
        ),
      ),
    ],
    ["Every 2xx booking stored (no loss)", writesKept ? "yes" : "no", verdict(writesKept)],
    onEveryPublicRoute(
      `Lighthouse performance 100 (mobile, median of ${lighthouseRuns})`,
      (row) => -row.scores.performance,
      (row) => `${row.scores.performance}`,
      (row) => row.scores.performance === 100,
    ),
    onEveryPublicRoute(
      "First Contentful Paint ≤ 1,300 ms",
      (row) => row.fcpMs,
      (row) => `${row.fcpMs} ms`,
      (row) => row.fcpMs <= 1300,
    ),
    onEveryPublicRoute(
      "Nothing but the HTML before the first paint: no script, stylesheet, font or data request started before it (Lighthouse's trace)",
      (row) => row.beforeFirstPaint?.length ?? Infinity,
      (row) => (row.beforeFirstPaint ? row.beforeFirstPaint.join(", ") || "none" : "unknown"),
      (row) => row.beforeFirstPaint?.length === 0,
    ),
    onEveryPublicRoute(
      "Largest Contentful Paint ≤ 1,300 ms",
      (row) => row.lcpMs,
      (row) => `${row.lcpMs} ms`,
      (row) => row.lcpMs <= 1300,
    ),
    onEveryPublicRoute(
      "Cumulative Layout Shift 0",
      (row) => row.cls,
      (row) => `${row.cls}`,
      (row) => row.cls === 0,
    ),
    onEveryPublicRoute(
      "Total Blocking Time ≤ 50 ms",
      (row) => row.tbtMs,
      (row) => `${row.tbtMs} ms`,
      (row) => row.tbtMs <= 50,
    ),
    onEveryPublicRoute(
      "Lighthouse accessibility, best practices and SEO 100",
      (row) => -Math.min(row.scores.accessibility, row.scores["best-practices"], row.scores.seo),
      (row) => `${row.scores.accessibility} / ${row.scores["best-practices"]} / ${row.scores.seo}`,
      (row) =>
        row.scores.accessibility === 100 &&
        row.scores["best-practices"] === 100 &&
        row.scores.seo === 100,
    ),
    [
      "`/admin`, the staff portal: Lighthouse ≥ 98 for performance, accessibility and best practices (SEO left out: noindex on purpose)",
      portal
        ? categories
            .filter((category) => category !== "seo")
            .map((category) => `${category.replace("-", " ")} ${portal.scores[category]}`)
            .join(", ")
        : "n/a",
      verdict(
        Boolean(
          portal &&
          categories.every((category) => category === "seo" || portal.scores[category] >= 98),
        ),
      ),
    ],
    [
      `Home first-load transfer ≤ 130 KB (WordPress: ${peer.transferKb} KB in ${peer.requests} requests; ours at the issue: ${oursAtIssue.transferKb} KB in ${oursAtIssue.requests})`,
      home ? `${home.kb.total} KB in ${home.requests.total} requests` : "n/a",
      verdict(Boolean(home && home.kb.total <= 130)),
    ],
    [
      "No web font: 0 font bytes on the home page and every other public route",
      home
        ? `home ${home.kb.font} KB; routes loading a font: ${fontRoutes.map((row) => `\`${row.path}\` ${row.kb.font} KB`).join(", ") || "none"}`
        : "n/a",
      verdict(Boolean(home && publicRows.length > 0 && fontRoutes.length === 0)),
    ],
    [
      "Home ≤ 125 KB JS and ≤ 400 KB in all (compressed)",
      home ? `${home.kb.script} KB JS, ${home.kb.total} KB in all` : "n/a",
      verdict(Boolean(home && home.kb.script <= 125 && home.kb.total <= 400)),
    ],
    [newsletterTarget, newsletterMeasured, verdict(newsletterMet)],
    ...adminScaleTargets(adminScaleRuns).map(([target, measured, met]) => [
      target,
      measured,
      verdict(met),
    ]),
    ...memoryTargets(databaseRuns, memoryRuns).map(([target, measured, met]) => [
      target,
      measured,
      verdict(met),
    ]),
    ...routeJsTargets(routeJs).map(([target, measured, met]) => [target, measured, verdict(met)]),
  ];
  const cpu = os.cpus();
  const wrkVersion =
    spawnSync("wrk", ["--version"], { encoding: "utf8" }).stdout.split("\n")[0] ?? "wrk";
  const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
  const markdown = `# Benchmark, ${new Date().toISOString().slice(0, 10)}

Machine: ${cpu.length} cores (${cpu[0]?.model ?? "unknown CPU"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB,
Node ${process.version}, ${wrkVersion.trim()}. Every figure below comes from this one run of
\`npm run bench\` (${minutes} min): wrk with ${defaultConnections} connections for ${defaultDurationSeconds} s after a
${warmUpSeconds} s warm-up, everything on loopback, the load generator on the same ${cpu.length} cores as the
servers. Responses are asked for with \`Accept-Encoding: gzip\`. Our server is the production
build as \`npm run serve\` starts it (\`node ${serveFlags().join(" ")} build/node/index.js\`) with \`synchronous=FULL\` on SQLite, a discarding SMTP
server for its outbox, and an admin signed in for the admin rows. What the figures mean and what
made them: docs/performance.md.

## Targets

| Target | Measured | |
| --- | --- | --- |
${targets.map((row) => `| ${row.join(" | ")} |`).join("\n")}

## Home page against the peer (bare WordPress)

${peerNotes}

${peerTable(peerComparison)}

## A prerendered page (\`/\`, ${staticPageKb} KB gzipped), the same bytes from three servers

${staticTable}

## Pages from the database and the JSON API

Blog pages and /projects are rendered once per 10 s and kept in memory (server/http/page-cache.ts); the admin
list and the dashboard are rendered per request for the signed-in admin. For writes, "rows
stored" counts the bookings the run added: up to ${defaultConnections} more than 2xx answers is expected (requests
in flight when the load stops are stored, their answers not counted); fewer would be a lost
submission.

${dynamicTable}

RSS of the server, idle → peak: ${databaseRuns.map((run) => `${run.database} ${run.idleRssMb} → ${run.peakRssMb} MB`).join(", ")}.

## Registrations until a project's ${seatsPerProject.toLocaleString("en")} seats fill

A project created through the admin API with ${seatsPerProject.toLocaleString("en")} seats; ${defaultConnections} students at a time send
\`POST /api/register\` (UPI, each with an address of their own), each going on until answered
409 \`project_full\`. Registrations/s counts the 201s from the first request to the last 201.
Seats used (\`projects.seats_used\`) and the rows holding a seat (\`registrations.seat_held = 1\`)
are read from the database afterwards; oversold is the rows holding a seat beyond the project's
seats. The run fails if any is oversold or fewer are accepted than there are seats.

${seatsTable}

${memorySection(databaseRuns, memoryRuns)}
${newsletterSection(newsletterRuns)}
${adminScaleSection(adminScaleRuns)}
${routeJsSection(routeJs)}
## Lighthouse (mobile), every route

${lighthouseNotes} Each row is the run with the median performance score of ${lighthouseRuns} (\`LIGHTHOUSE_RUNS\`).

${lighthouseTable(lighthouse)}
`;
  return {
    report: markdown,
    json: {
      date: new Date().toISOString(),
      machine: {
        cores: cpu.length,
        cpu: cpu[0]?.model,
        node: process.version,
        load: wrkVersion.trim(),
      },
      staticPage: staticRows,
      databases: databaseRuns,
      memory: memoryRuns,
      newsletter: newsletterRuns,
      adminScale: adminScaleRuns,
      lighthouse,
      routeJs: routeJs.now,
      peer: { reference: peer, oursAtIssue, home: peerComparison },
      targets: targets.map(([target, measured, result]) => ({
        target,
        measured,
        met: result === "met",
      })),
    },
  };
}
