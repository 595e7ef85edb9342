import { describe, expect, it } from "vitest";
import { backupsToDelete, isBackupFile } from "./backup-rotation";

describe("backup rotation", () => {
  it("knows db:backup's names, and no others", () => {
    expect(isBackupFile("app-2026-11-28T02-30-00-000Z.db")).toBe(true);
    expect(isBackupFile("app-2026-11-28T02-30-00-000Z.dump")).toBe(true);
    expect(isBackupFile("app-2026-11-28T02-30-00-000Z.db.manifest.json")).toBe(false);
    expect(isBackupFile("app.db")).toBe(false);
    expect(isBackupFile("before-the-move.db")).toBe(false);
  });

  it("deletes all but the newest `keep`, by the time in the name, leaving other files alone", () => {
    const names = [
      "app-2026-11-27T02-30-00-000Z.db",
      "notes.txt",
      "app-2026-11-25T02-30-00-000Z.db",
      "app-2026-11-28T02-30-00-000Z.db",
      "app-2026-11-26T02-30-00-000Z.db",
    ];
    expect(backupsToDelete(names, 2)).toEqual([
      "app-2026-11-25T02-30-00-000Z.db",
      "app-2026-11-26T02-30-00-000Z.db",
    ]);
    expect(backupsToDelete(names, 10)).toEqual([]);
  });
});
