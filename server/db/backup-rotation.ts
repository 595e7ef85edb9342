/** A backup written by db:backup's default naming: app-<ISO time>.db or .dump. */
export function isBackupFile(name: string): boolean {
  return /^app-[\dT-]+Z\.(db|dump)$/.test(name);
}

/**
 * The backups beyond the newest `keep`. The names carry the time in ISO order, so sorting
 * them sorts by age, also where the file times were lost (a copy from the bucket).
 */
export function backupsToDelete(names: string[], keep: number): string[] {
  const backups = names.filter(isBackupFile).sort();
  return backups.slice(0, Math.max(0, backups.length - keep));
}
