import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Refusal } from "./command";

function tableCount(file: string): number {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return database
      .prepare(
        `select count(*) from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite\\_%' escape '\\'`,
      )
      .pluck()
      .get() as number;
  } finally {
    database.close();
  }
}

const fsyncFile = (file: string) => {
  const descriptor = fs.openSync(file, "r");
  try {
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
};

/**
 * Puts the backup in place of the database file, checking first that it is sound and that
 * nothing is lost by it. The copy is made beside the target and renamed over it, after its
 * bytes reach the disk: a crash leaves the old database or the new one, never half of each.
 */
export async function restoreSqlite(backup: string, target: string, force: boolean) {
  const source = new Database(backup, { readonly: true, fileMustExist: true });
  try {
    const check = source.pragma("integrity_check", { simple: true });
    if (check !== "ok") {
      throw new Refusal(`The backup ${backup} failed its integrity check: ${String(check)}`);
    }
    // A write-ahead log with content is a server at work (or one that crashed): replacing the
    // file under it would lose those writes, or mix them into the restored pages.
    const wal = `${target}-wal`;
    if (fs.existsSync(wal) && fs.statSync(wal).size > 0) {
      throw new Refusal(
        `${wal} holds writes not yet in ${target}: a server is probably using the database. ` +
          "Stop the server first, then run the restore again. Nothing was changed.",
      );
    }
    if (fs.existsSync(target)) {
      const tables = tableCount(target);
      if (tables > 0 && !force) {
        throw new Refusal(
          `${target} already holds ${tables} tables. Restoring replaces all of it: stop the ` +
            "server, keep a copy if you may need it, and run again with --force. Nothing was changed.",
        );
      }
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temporary = path.join(
      path.dirname(target),
      `.${path.basename(target)}.restoring-${process.pid}`,
    );
    try {
      await source.backup(temporary);
      fsyncFile(temporary);
      // An empty log and its index belong to the old file; SQLite must not pair them with the new.
      for (const leftover of [wal, `${target}-shm`]) fs.rmSync(leftover, { force: true });
      fs.renameSync(temporary, target);
      fsyncFile(path.dirname(target));
    } finally {
      for (const file of [temporary, `${temporary}-wal`, `${temporary}-shm`]) {
        fs.rmSync(file, { force: true });
      }
    }
  } finally {
    source.close();
  }
}
