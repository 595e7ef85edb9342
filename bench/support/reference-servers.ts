import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { freePort } from "#tests/support/free-port";
import { stopProcess, waitForHttp } from "./process";
import { projectRoot } from "./server";

export interface ReferenceServer {
  url: string;
  stop(): Promise<void>;
}

const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export function nginxAvailable(): boolean {
  return fs.existsSync(nginxPath);
}

/** A folder holding the page exactly as our server sends it, and its gzip variant. */
export function pageFolder(html: Buffer): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-page-"));
  // nginx's workers run as another user: they must be able to read it.
  fs.chmodSync(folder, 0o755);
  fs.writeFileSync(path.join(folder, "index.html"), html);
  fs.writeFileSync(path.join(folder, "index.html.gz"), zlib.gzipSync(html, { level: 9 }));
  return folder;
}

/** Debian's nginx on a loopback port with bench/reference/nginx.conf, serving `folder`. */
export async function startNginx(folder: string): Promise<ReferenceServer> {
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-nginx-"));
  const config = fs
    .readFileSync(path.join(projectRoot, "bench/reference/nginx.conf"), "utf8")
    .replaceAll("{{dir}}", directory)
    .replaceAll("{{port}}", String(port))
    .replaceAll("{{root}}", folder);
  const configFile = path.join(directory, "nginx.conf");
  fs.writeFileSync(configFile, config);
  const test = spawnSync(nginxPath, [
    "-t",
    "-q",
    "-c",
    configFile,
    "-e",
    path.join(directory, "error.log"),
  ]);
  if (test.status !== 0)
    throw new Error(`nginx refused the configuration:\n${test.stderr.toString()}`);
  const child = spawn(nginxPath, ["-c", configFile, "-e", path.join(directory, "error.log")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, child);
  // nginx's master ends its workers on SIGTERM (fast shutdown).
  return {
    url,
    async stop() {
      await stopProcess(child);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** bench/reference/node-http.mjs: bare node:http answering the page from memory. */
export async function startNodeHttp(folder: string): Promise<ReferenceServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(projectRoot, "bench/reference/node-http.mjs"), folder, String(port)],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, child);
  return { url, stop: () => stopProcess(child) };
}
