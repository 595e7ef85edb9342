/**
 * npm run db:backup:nightly — what kodeveda-backup.timer runs every night:
 * 1. `npm run db:backup` into DATA_DIR/backups (a consistent copy and its manifest);
 * 2. keeps the newest BACKUP_KEEP copies there and deletes the older ones;
 * 3. with BACKUP_RCLONE_REMOTE (an rclone remote and path, the remote defined by
 *    RCLONE_CONFIG_<NAME>_* variables), copies the new backup off the machine and keeps the
 *    newest BACKUP_KEEP there too.
 * Any step that fails ends the run with a non-zero code, so systemd marks the unit failed and
 * the backup-age alert fires the next day (docs/operations.md).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "#server/config";
import { isBackupFile, backupsToDelete } from "#server/db/backup-rotation";

const config = loadConfig();
const folder = path.join(config.dataDir, "backups");
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const name = `app-${stamp}.${config.database.kind === "sqlite" ? "db" : "dump"}`;
const file = path.join(folder, name);

execFileSync("npm", ["run", "--silent", "db:backup", "--", "--out", file], { stdio: "inherit" });

const companions = (backup: string) => [backup, `${backup}.manifest.json`];

const local = fs.readdirSync(folder).filter(isBackupFile);
for (const old of backupsToDelete(local, config.backups.keep)) {
  for (const doomed of companions(old)) fs.rmSync(path.join(folder, doomed), { force: true });
  console.log(`Deleted the old backup ${old}`);
}

const remote = config.backups.rcloneRemote;
if (remote) {
  const rclone = (...args: string[]) => execFileSync("rclone", args, { encoding: "utf8" });
  const target = remote.endsWith("/") || remote.endsWith(":") ? remote : `${remote}/`;
  for (const part of companions(name)) {
    if (fs.existsSync(path.join(folder, part))) {
      rclone("copyto", path.join(folder, part), `${target}${part}`);
    }
  }
  console.log(`Copied ${name} to ${target}`);
  const listed = rclone("lsf", "--files-only", target).split("\n");
  for (const old of backupsToDelete(listed, config.backups.keep)) {
    for (const doomed of companions(old).filter((part) => listed.includes(part))) {
      rclone("deletefile", `${target}${doomed}`);
    }
    console.log(`Deleted the old backup ${old} from ${target}`);
  }
}
