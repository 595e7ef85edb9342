import type { ChildProcess } from "node:child_process";
import fs from "node:fs";

/** Resolves once `url` answers 2xx; throws if the process ends first or `timeoutMs` passes. */
export async function waitForHttp(
  url: string,
  child: ChildProcess,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`${url} did not answer`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sends SIGTERM and waits for the exit; does nothing for a process that already ended. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  // A process ended by a signal has no exit code, only a signal code.
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/** A process's resident memory now (VmRSS), in MB. */
export const rssMb = (pid: number): number => Math.round(statusKb(pid, "VmRSS") / 1024);

/** A process's peak resident memory (VmHWM) since it started or since resetPeakRss, in MB. */
export const peakRssMb = (pid: number): number => Math.round(statusKb(pid, "VmHWM") / 1024);

/**
 * Starts a process's peak (VmHWM) afresh from its memory now, so peakRssMb measures one
 * phase of a run; false where the kernel does not allow it (then sample rssMb instead).
 */
export function resetPeakRss(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}
