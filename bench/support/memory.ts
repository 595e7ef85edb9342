import { createTestDatabase } from "#tests/support/test-database";
import { serveEnv, serveFlags } from "#tests/support/server-process";
import {
  makePictures,
  sampleMemory,
  searches,
  signIn,
  uploads,
  uploadsAndSearches,
  type MemoryFigures,
  type Picture,
} from "./memory-load";
import { startBenchServer, type BenchServer } from "./server";

/**
 * Issue 37: the server's memory under wrk's load (the database runs) and under 25 large
 * picture uploads with 1,200 uncached searches, against what a small server has room for.
 */
export const peakRssTargetMb = 256;

export interface MemoryRun extends MemoryFigures {
  database: string;
}

/** The wrk load's figures, from the database runs. */
export interface WrkMemory {
  database: string;
  idleRssMb: number;
  peakRssMb: number;
}

/**
 * The uploads and searches on a fresh database and a server of their own, so the peak is
 * this load's alone and not what wrk's left behind.
 */
export async function measureUploadsAndSearches(
  name: string,
  dialect: "sqlite" | "postgres",
  admin: { email: string; password: string },
  pictures: Picture[],
): Promise<MemoryRun> {
  const database = await createTestDatabase(dialect);
  let server: BenchServer | undefined;
  try {
    server = await startBenchServer({
      ...database.env,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    const cookie = await signIn(server, admin);
    // Idle as after a few visitors, not as just started: the start compresses every page.
    for (const page of ["/", "/blog", "/projects", "/blog?q=react"])
      await (await fetch(`${server.url}${page}`)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const live = server;
    const figures = await sampleMemory(live, () => uploadsAndSearches(live, cookie, pictures));
    console.log(
      `${name} ${uploads} uploads and ${searches} searches: ${figures.seconds} s, RSS idle ${figures.idleRssMb} MB, peak ${figures.peakRssMb} MB, 5 s later ${figures.settledRssMb} MB; heap used ≤ ${figures.heapUsedMb} MB, external ≤ ${figures.externalMb} MB`,
    );
    return { database: name, ...figures };
  } finally {
    await server?.stop().catch(() => undefined);
    await database.drop().catch(() => undefined);
  }
}

/** The load on SQLite, and on PostgreSQL when the bench has one. */
export async function measureMemory(
  admin: { email: string; password: string },
  postgresUrl: string | undefined,
): Promise<MemoryRun[]> {
  const pictures = await makePictures();
  const runs = [await measureUploadsAndSearches("SQLite", "sqlite", admin, pictures)];
  if (postgresUrl) {
    process.env.TEST_POSTGRES_URL = postgresUrl;
    runs.push(await measureUploadsAndSearches("PostgreSQL", "postgres", admin, pictures));
  }
  return runs;
}

const uploadsLoad = `${uploads} uploads (12 MP) + ${searches.toLocaleString("en")} uncached searches`;

export function memoryTargets(
  wrk: WrkMemory[],
  runs: MemoryRun[],
): [target: string, measured: string, met: boolean][] {
  const peaks = (each: { database: string; peakRssMb: number }[]) =>
    each.map((run) => `${run.database} ${run.peakRssMb} MB`).join(", ");
  return [
    [
      `Server peak RSS ≤ ${peakRssTargetMb} MB under the wrk load above`,
      peaks(wrk),
      wrk.length > 0 && wrk.every((run) => run.peakRssMb <= peakRssTargetMb),
    ],
    [
      `Server peak RSS ≤ ${peakRssTargetMb} MB under ${uploadsLoad}`,
      peaks(runs),
      runs.length > 0 && runs.every((run) => run.peakRssMb <= peakRssTargetMb),
    ],
  ];
}

/** The section of bench/results/latest.md (and of memory-trial.md). */
export function memorySection(wrk: WrkMemory[], runs: MemoryRun[]): string {
  const env = Object.entries(serveEnv())
    .map(([name, value]) => `${name}=${value}`)
    .join(" ");
  const rows = [
    ...wrk.map(
      (run) =>
        `| wrk: pages, API, registrations, bookings | ${run.database} | ${run.idleRssMb} | ${run.peakRssMb} | | | |`,
    ),
    ...runs.map(
      (run) =>
        `| ${uploadsLoad} | ${run.database} | ${run.idleRssMb} | ${run.peakRssMb} | ${run.settledRssMb} | ${run.heapUsedMb} | ${run.externalMb} |`,
    ),
  ];
  return `## Memory (issue 37)

The server as \`npm run serve\` starts it: \`${env} node ${serveFlags().join(" ")} build/node/index.js\`.
For wrk's load, idle is the server's RSS once started and an admin signed in, peak the kernel's
high-water mark (VmHWM) at the end of the database run. For the uploads and searches, on a
fresh database and server of their own: a staff member uploads ${uploads} pictures one after another
through \`POST /api/admin/media\` as the editor does (multipart; 20 JPEGs of 12 megapixels and
4.3 MB, 5 PNGs of 12 megapixels with transparency), while 8 visitors at a time make
${searches.toLocaleString("en")} searches of the blog, each different, so each is rendered. Idle is RSS after a few
pages, peak the most RSS during the load (/proc every 0.1 s and VmHWM, reset at the start),
settled the RSS 5 s after it; heap used and external (Buffers) are the most \`/metrics\`
showed (every 0.5 s). Target: peak ≤ ${peakRssTargetMb} MB.

| Load | Database | idle RSS MB | peak RSS MB | settled RSS MB | heap used MB | external MB |
| --- | --- | ---: | ---: | ---: | ---: | ---: |
${rows.join("\n")}
`;
}
