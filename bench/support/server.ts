import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "#tests/support/free-port";
import { serveEnv, serveFlags } from "#tests/support/server-process";
import { stopProcess, waitForHttp } from "./process";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

export interface BenchServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The production server as deployed (`npm run serve`: `node build/node/index.js` with its flags), on a free port with a
 * fresh SQLite database unless DATABASE_URL is given.
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  if (!fs.existsSync(path.join(projectRoot, "build/node/index.js"))) {
    throw new Error("No production build: run `npm run build` first.");
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-bench-"));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serveFlags(), "build/node/index.js"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      ...serveEnv(),
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHttp(`${url}/readyz`, child, 20_000);
  return {
    url,
    process: child,
    dataDir,
    async stop() {
      await stopProcess(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
