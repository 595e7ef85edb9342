import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface LoadOptions {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Each request may need its own header (an Idempotency-Key, say): `{n}` is its number. */
  numberedHeader?: { name: string; prefix: string };
  connections?: number;
  durationSeconds?: number;
  /**
   * Each connection waits this long before each request, so the load is offered at a rate
   * (about connections / pause) instead of as fast as the server answers.
   */
  pauseMs?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers with a status outside 2xx/3xx. */
  non2xx: number;
  /** Connection, read, write errors and timeouts. */
  errors: number;
}

export const defaultConnections = 50;
export const defaultDurationSeconds = Number(process.env.BENCH_DURATION ?? 10);

/** wrk from Debian's package: the load generator, in C, so it leaves the server the CPU. */
export function wrkAvailable(): boolean {
  return spawnSync("wrk", ["--version"]).error === undefined;
}

const lua = (value: string) => JSON.stringify(value);

/** wrk's Lua hooks: the request to send and a JSON line with the figures at the end. */
function script(options: LoadOptions): string {
  const lines = [`wrk.method = ${lua(options.method ?? "GET")}`];
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    lines.push(`wrk.headers[${lua(name)}] = ${lua(value)}`);
  }
  if (options.body !== undefined) lines.push(`wrk.body = ${lua(options.body)}`);
  if (options.numberedHeader) {
    // Each wrk thread has its own Lua state: the thread id keeps the numbers apart.
    lines.push(
      "local counter = 0",
      "local thread_id = 0",
      "local next_thread = 0",
      "function setup(thread) next_thread = next_thread + 1; thread:set('thread_id', next_thread) end",
      "function request()",
      "  counter = counter + 1",
      `  wrk.headers[${lua(options.numberedHeader.name)}] = ${lua(options.numberedHeader.prefix)} .. thread_id .. '-' .. counter`,
      "  return wrk.format()",
      "end",
    );
  }
  if (options.pauseMs !== undefined) lines.push(`function delay() return ${options.pauseMs} end`);
  lines.push(
    "function done(summary, latency, requests)",
    "  local e = summary.errors",
    '  io.write(string.format(\'\\n@@{"requests":%d,"durationUs":%d,"non2xx":%d,"errors":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\\n\',',
    "    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,",
    "    latency:percentile(50), latency:percentile(99), latency.max))",
    "end",
  );
  return lines.join("\n") + "\n";
}

/** Runs wrk (2 threads, one per core here) against one address and reads its figures. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-wrk-"));
  const scriptFile = path.join(directory, "load.lua");
  fs.writeFileSync(scriptFile, script(options));
  const args = [
    `-t${Math.min(2, os.cpus().length)}`,
    `-c${options.connections ?? defaultConnections}`,
    `-d${options.durationSeconds ?? defaultDurationSeconds}s`,
    "--timeout",
    "5s",
    "-s",
    scriptFile,
    options.url,
  ];
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
      child.once("error", reject);
      child.once("exit", (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`)),
      );
    });
    const line = output.split("\n").find((l) => l.startsWith("@@"));
    if (!line) throw new Error(`wrk printed no figures:\n${output}`);
    const raw = JSON.parse(line.slice(2)) as Record<string, number>;
    const n = (key: string) => raw[key] ?? 0;
    return {
      requests: n("requests"),
      requestsPerSecond: Math.round(n("requests") / (n("durationUs") / 1e6)),
      p50Ms: round(n("p50Us") / 1000),
      p99Ms: round(n("p99Us") / 1000),
      maxMs: round(n("maxUs") / 1000),
      non2xx: n("non2xx"),
      errors: n("errors"),
    };
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
