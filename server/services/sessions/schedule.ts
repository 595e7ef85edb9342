import type { Kysely } from "kysely";
import type { PublicSession } from "#shared/domain/sessions";
import type { DatabaseSchema } from "../../db/schema";
import { toPublicSession, type SessionRow } from "./records";

/** A project's sessions, cancelled ones included, in the order they happen. */
export function projectSchedule(
  db: Kysely<DatabaseSchema>,
  projectId: string,
): Promise<SessionRow[]> {
  return db
    .selectFrom("project_sessions")
    .selectAll()
    .where("project_id", "=", projectId)
    .orderBy("starts_at")
    .orderBy("id")
    .execute();
}

/**
 * Each project's next session still to end, for the public cards and pages: one query for
 * the catalogue, never the link.
 */
export async function nextSessions(
  db: Kysely<DatabaseSchema>,
  now: Date,
): Promise<Map<string, PublicSession>> {
  const rows = await db
    .selectFrom("project_sessions")
    .selectAll()
    .where("status", "=", "scheduled")
    .where("ends_at", ">", now.toISOString())
    .orderBy("starts_at")
    .execute();
  const next = new Map<string, PublicSession>();
  for (const row of rows) {
    if (!next.has(row.project_id)) next.set(row.project_id, toPublicSession(row));
  }
  return next;
}
