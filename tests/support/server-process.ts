import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { projectRoot } from "./test-server";

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The production server as users run it: `node build/node/index.js`, in its own process. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  let output = "";
  const child = spawn(process.execPath, [path.join(projectRoot, "build/node/index.js")], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
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

/** Waits until the process logs that it listens (or exits first). */
export async function waitUntilListening(server: ServerProcess, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.output().includes('"msg":"listening"')) return;
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}
