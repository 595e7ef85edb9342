import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../support/free-port";

const run = promisify(execFile);

/** The newest PostgreSQL server binaries Debian installed, if any. */
function binaries(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return undefined;
  return fs
    .readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, "bin"))
    .find((bin) => fs.existsSync(path.join(bin, "initdb")));
}

export const ownPostgresAvailable = binaries() !== undefined;

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, that it may
 * stop and start at will (the machine's shared server is never touched). PostgreSQL refuses
 * to run as root, so under root it runs as the postgres user.
 */
export async function createOwnPostgres() {
  const bin = binaries();
  if (!bin) throw new Error("PostgreSQL's server binaries are not installed");
  const asRoot = process.getuid?.() === 0;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-pg-"));
  if (asRoot) await run("chown", ["postgres:postgres", directory]);
  const port = await freePort();
  const pgCtl = (args: string[]) => {
    const command = [path.join(bin, "pg_ctl"), "-D", directory, ...args];
    return asRoot
      ? run("runuser", ["-u", "postgres", "--", ...command])
      : run(command[0] as string, command.slice(1));
  };
  const initdb = [
    path.join(bin, "initdb"),
    "-D",
    directory,
    "-A",
    "trust",
    "-U",
    "postgres",
    "--no-sync",
  ];
  await (asRoot
    ? run("runuser", ["-u", "postgres", "--", ...initdb])
    : run(initdb[0] as string, initdb.slice(1)));
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl(["-o", options, "-l", path.join(directory, "log"), "-w", "start"]),
    stop: () => pgCtl(["-m", "fast", "-w", "stop"]),
    async remove() {
      await cluster.stop().catch(() => undefined);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
