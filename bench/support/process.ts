import type { ChildProcess } from "node:child_process";

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
