import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../support/free-port";
import { projectRoot } from "../../support/test-server";

export interface RunningCaddy {
  httpPort: number;
  httpsPort: number;
  /** The root certificate of Caddy's own authority, which signed the site's certificate. */
  ca: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The real Caddy with the site file deploy/ ships (deploy/caddy/kodeveda.caddy, or the copy
 * setup installed), under global options for a test: its own ports and storage, no admin
 * endpoint, certificates from its internal authority (`local_certs`, as `tls internal`) and
 * that authority kept out of the machine's trust store.
 */
export async function startCaddy(options: {
  directory: string;
  siteFile?: string;
  env: Record<string, string>;
}): Promise<RunningCaddy> {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const storage = path.join(options.directory, "caddy-data");
  const config = path.join(options.directory, "Caddyfile");
  const siteFile = options.siteFile ?? path.join(projectRoot, "deploy/caddy/kodeveda.caddy");
  fs.writeFileSync(
    config,
    `{\n\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tstorage file_system ${storage}\n}\nimport ${siteFile}\n`,
  );
  let output = "";
  const child = spawn("caddy", ["run", "--config", config, "--adapter", "caddyfile"], {
    env: { PATH: process.env.PATH ?? "", HOME: options.directory, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const rootCertificate = path.join(storage, "pki/authorities/local/root.crt");
  const deadline = Date.now() + 30_000;
  // The authority's root is written before the site's certificate is issued.
  while (!(
    fs.existsSync(rootCertificate) && output.includes("certificate obtained successfully")
  )) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`caddy did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    httpPort,
    httpsPort,
    ca: fs.readFileSync(rootCertificate, "utf8"),
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
