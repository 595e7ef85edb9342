import { spawnSync } from "node:child_process";
import { Refusal } from "./command";

/**
 * Runs one of PostgreSQL's client programs (pg_dump, pg_restore) with its output on the
 * console, and refuses with a sentence when it is missing or fails.
 */
export function runPostgresTool(tool: "pg_dump" | "pg_restore", args: string[]): void {
  const run = spawnSync(tool, args, { stdio: ["ignore", "inherit", "inherit"] });
  if (run.error) {
    throw new Refusal(
      `${tool} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`,
    );
  }
  if (run.status !== 0) throw new Refusal(`${tool} failed with exit code ${String(run.status)}.`);
}
