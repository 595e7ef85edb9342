import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { AppDatabase } from "./connect";
import * as initial from "./migrations/0001-initial";
import * as blogPosts from "./migrations/0002-blog-posts";
import * as emailHeaders from "./migrations/0003-email-headers";

/**
 * Listed by hand rather than read from a folder, so the bundled server carries its
 * migrations with it. Names sort in the order they must run.
 */
const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-blog-posts": blogPosts,
  "0003-email-headers": emailHeaders,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

export async function migrateToLatest(database: AppDatabase): Promise<string[]> {
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error");
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${reason}`, {
      cause: error,
    });
  }
  return (results ?? []).map((result) => result.migrationName);
}
