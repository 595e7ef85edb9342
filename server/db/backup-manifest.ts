import fs from "node:fs";
import { z } from "zod";
import type { TableChecksum } from "./table-checksums";

/**
 * What a backup holds, written beside it as `<backup>.manifest.json`: each table's row count
 * and checksum at the backup's own moment (taken from the finished SQLite copy, or inside the
 * snapshot pg_dump reads), so a restore can prove it put back exactly that.
 */
const manifestSchema = z.object({
  format: z.literal(1),
  dialect: z.enum(["sqlite", "postgres"]),
  /** PostgreSQL: the schema the dump holds; null for a whole-database dump. */
  schema: z.string().nullable(),
  takenAt: z.string(),
  tables: z.array(z.object({ table: z.string(), rows: z.number(), checksum: z.string() })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export const manifestPath = (backupFile: string) => `${backupFile}.manifest.json`;

export function writeManifest(
  backupFile: string,
  manifest: Omit<BackupManifest, "format" | "tables"> & { tables: TableChecksum[] },
): string {
  const file = manifestPath(backupFile);
  fs.writeFileSync(file, `${JSON.stringify({ format: 1, ...manifest }, null, 2)}\n`);
  return file;
}

/** The manifest beside a backup, or undefined when there is none. Throws when it is unreadable. */
export function readManifest(backupFile: string): BackupManifest | undefined {
  const file = manifestPath(backupFile);
  if (!fs.existsSync(file)) return undefined;
  const parsed = manifestSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file} is not a backup manifest: ${parsed.error.message}`);
  return parsed.data;
}
