/**
 * npm run db:backup:nightly, what kodeveda-backup.timer runs: two nights with BACKUP_KEEP=1
 * leave the newest backup (each with its manifest) on the machine and in the rclone
 * remote. The remote is rclone's local backend, defined by RCLONE_CONFIG_* variables as an S3
 * bucket would be: the same rclone commands, a folder in place of the bucket.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../support/test-server";
import { testDialect } from "../../support/test-database";

const run = promisify(execFile);

describe.skipIf(testDialect() !== "sqlite")("npm run db:backup:nightly", () => {
  it("keeps the newest BACKUP_KEEP backups with their manifests, here and off the machine", async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-nightly-"));
    const bucket = path.join(directory, "bucket");
    const env = {
      PATH: process.env.PATH ?? "",
      HOME: directory,
      DATA_DIR: path.join(directory, "data"),
      DATABASE_URL: `file:${path.join(directory, "data/app.db")}`,
      BACKUP_KEEP: "1",
      BACKUP_RCLONE_REMOTE: `offsite:${bucket}/kodeveda-backups`,
      RCLONE_CONFIG_OFFSITE_TYPE: "local",
    };
    // A database to back up, as the server leaves it.
    await run("npm", ["run", "--silent", "db:migrate"], { cwd: projectRoot, env });
    const outputs: string[] = [];
    for (let night = 0; night < 2; night++) {
      const { stdout } = await run("npm", ["run", "--silent", "db:backup:nightly"], {
        cwd: projectRoot,
        env,
      });
      outputs.push(stdout);
    }
    const local = fs.readdirSync(path.join(directory, "data/backups")).sort();
    const remote = fs.readdirSync(path.join(bucket, "kodeveda-backups")).sort();
    expect(local, local.join(", ")).toEqual([
      expect.stringMatching(/^app-.*\.db$/),
      expect.stringMatching(/^app-.*\.db\.manifest\.json$/),
    ]);
    expect(outputs[1]).toContain(`Deleted the old backup ${outputs[0]?.match(/app-\S+\.db/)?.[0]}`);
    expect(remote).toEqual(local);
    expect(outputs[1]).toContain(`from offsite:${bucket}/kodeveda-backups/`);
    fs.rmSync(directory, { recursive: true, force: true });
  });
});
