import type { AdminListKind } from "../../app/domain/admin-lists";
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
      const response = await fetch(`${server.url}${path}`, {
        headers: { cookie, "accept-encoding": "gzip" },
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
  seconds: number;
  megabytes: number;
  idleRssMb: number;
  peakRssMb: number;
}

/**
 * The whole list downloaded as CSV, read as it comes; the server's peak RSS over the download
 * (the kernel's high-water mark, reset at the start, and /proc sampled every 50 ms where it
 * cannot be reset) against its RSS just before.
 */
export async function exportList(
  server: BenchServer,
  cookie: string,
  kind: AdminListKind,
  rows: number,
): Promise<ExportReport> {
  const pid = server.process.pid ?? 0;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleRssMb = rssMb(pid);
  const reset = resetPeakRss(pid);
  let sampled = idleRssMb;
  const sampler = setInterval(() => (sampled = Math.max(sampled, rssMb(pid))), 50);
  const started = performance.now();
  let bytes = 0;
  try {
    const response = await fetch(`${server.url}/api/admin/export/${kind}.csv`, {
      headers: { cookie },
    });
    if (response.status !== 200 || !response.body) throw new Error(`export: ${response.status}`);
    for await (const piece of response.body) bytes += piece.byteLength;
  } finally {
    clearInterval(sampler);
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return {
    rows,
    seconds,
    megabytes: Math.round(bytes / 100_000) / 10,
    idleRssMb,
    peakRssMb: Math.max(sampled, reset ? peakRssMb(pid) : 0),
  };
}
