import { execFile } from "node:child_process";
import type { TestDatabase } from "../../support/test-database";
import { projectRoot } from "../../support/test-server";

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run <script> -- <args>` as an operator types it, against the given database (its
 * DATABASE_URL and data folder): the exit code and what was printed, a failure included.
 */
export function runDbCommand(
  script: string,
  args: string[],
  database: Pick<TestDatabase, "directory" | "env">,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", script, "--", ...args],
      {
        cwd: projectRoot,
        env: { PATH: process.env.PATH ?? "", DATA_DIR: database.directory, ...database.env },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
