import { getMigrations } from "better-auth/db/migration";
import type { Logger } from "../logger";
import type { Auth } from "./auth";

/**
 * Creates or extends better-auth's tables (user, session, account, verification, rateLimit)
 * to what its configuration needs. Its CLI does not run on Node 20, so the server does it at
 * start, after our own migrations; it only ever adds.
 */
export async function migrateAuthTables(
  auth: Auth,
  logger: Logger,
): Promise<{ created: string[]; extended: string[] }> {
  const { toBeCreated, toBeAdded, runMigrations } = await getMigrations(auth.options);
  const applied = {
    created: toBeCreated.map((table) => table.table),
    extended: toBeAdded.map((table) => table.table),
  };
  if (toBeCreated.length === 0 && toBeAdded.length === 0) return applied;
  await runMigrations();
  logger.info(applied, "account tables migrated");
  return applied;
}
