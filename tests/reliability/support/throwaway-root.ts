import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { projectRoot } from "../../support/test-server";

const run = promisify(execFile);

/**
 * A folder standing in for a server's file system, for running deploy/bin/* on a machine
 * where systemd is not PID 1: every path the commands touch lies under KODEVEDA_ROOT, and
 * the system's own programs are stand-ins first on PATH: systemctl runs the installed units
 * (support/fake-systemctl.mjs); apt-get and useradd only note that they were asked. The
 * service user is the one running the tests.
 */
export function throwawayRoot(directory: string) {
  const root = path.join(directory, "root");
  const bin = path.join(directory, "bin");
  const state = path.join(directory, "systemd");
  fs.mkdirSync(root, { recursive: true });
  fs.mkdirSync(bin, { recursive: true });
  const fakeSystemctl = path.join(projectRoot, "tests/reliability/support/fake-systemctl.mjs");
  fs.writeFileSync(path.join(bin, "systemctl"), `#!/bin/sh\nexec node ${fakeSystemctl} "$@"\n`);
  for (const program of ["apt-get", "useradd"]) {
    fs.writeFileSync(
      path.join(bin, program),
      `#!/bin/sh\necho "${program} $*" >> ${state}/calls.log\n`,
    );
  }
  for (const program of fs.readdirSync(bin)) fs.chmodSync(path.join(bin, program), 0o755);
  fs.mkdirSync(state, { recursive: true });

  const env = {
    PATH: `${bin}:${process.env.PATH ?? ""}`,
    HOME: process.env.HOME ?? directory,
    KODEVEDA_ROOT: root,
    KODEVEDA_USER: os.userInfo().username,
    FAKE_SYSTEMD_DIR: state,
  };
  return {
    root,
    env,
    path: (file: string) => path.join(root, file),
    /** What systemctl, apt-get and useradd were asked since the last call, one per line. */
    takeCalls(): string[] {
      const log = path.join(state, "calls.log");
      if (!fs.existsSync(log)) return [];
      const calls = fs.readFileSync(log, "utf8").split("\n").filter(Boolean);
      fs.rmSync(log);
      return calls;
    },
    /** The output an instance's process wrote (systemd's journal). */
    journal: (port: number) => fs.readFileSync(path.join(state, `kodeveda@${port}.log`), "utf8"),
    /** Stops every instance the stand-in systemctl started. */
    async stopAll() {
      for (const file of fs.readdirSync(state).filter((name) => name.endsWith(".pid"))) {
        const unit = file.replace(/\.pid$/, ".service");
        await run("systemctl", ["stop", unit], { env: { ...process.env, ...env } });
      }
    },
    /** Runs a deploy command (`deploy/bin/<name>` of `from`); never throws on its exit code. */
    async deploy(
      from: string,
      name: string,
      args: string[],
      extraEnv: Record<string, string> = {},
    ) {
      try {
        const { stdout, stderr } = await run(path.join(from, "deploy/bin", name), args, {
          env: { ...env, ...extraEnv },
          maxBuffer: 64 * 1024 * 1024,
        });
        return { code: 0, output: `${stdout}${stderr}` };
      } catch (error) {
        const failed = error as { code?: number; stdout?: string; stderr?: string };
        return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
      }
    },
  };
}

export type ThrowawayRoot = ReturnType<typeof throwawayRoot>;
