import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "./test-server";

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `npm run serve`'s command line, from package.json. */
function serveScript(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return manifest.scripts.serve ?? "";
}

/** The Node flags `npm run serve` starts the server with (the heap cap), read from package.json. */
export function serveFlags(): string[] {
  const flags = /\bnode (.*?)\s*build\/node\/index\.js/.exec(serveScript())?.[1];
  return flags ? flags.split(/\s+/) : [];
}

/**
 * The environment `npm run serve` sets in front of `node` (NODE_ENV and the allocator's
 * settings, docs/operations.md#sizing): a server spawned by a test or the bench runs
 * with the same memory as one started by hand.
 */
export function serveEnv(): Record<string, string> {
  const prefix = /^(.*?)\bnode\s/.exec(serveScript())?.[1] ?? "";
  return Object.fromEntries(
    prefix
      .split(/\s+/)
      .map((word) => /^([A-Z_][A-Z0-9_]*)=(\S*)$/.exec(word))
      .flatMap((match) => (match?.[1] ? [[match[1], match[2] ?? ""]] : [])),
  );
}

/**
 * The production server as users run it (`npm run serve`: `node build/node/index.js` with
 * its flags), in its own process.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  let output = "";
  const entry = path.join(projectRoot, "build/node/index.js");
  const child = spawn(process.execPath, [...serveFlags(), entry], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      ...serveEnv(),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      AUTH_SECRET: "test-secret-that-is-long-enough-for-the-check",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, url: `http://127.0.0.1:${env.PORT ?? "3000"}`, output: () => output, exited };
}

/**
 * Waits until the process logs that it listens (or exits first). A cold start compresses the
 * pages for its origin (server/http/compressed-copies.ts): seconds on a busy machine. A process
 * that never listens is stopped, so a failed test leaves no server behind.
 */
export async function waitUntilListening(server: ServerProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.output().includes('"msg":"listening"')) return;
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill("SIGKILL");
  throw new Error(`server did not start:\n${server.output()}`);
}
