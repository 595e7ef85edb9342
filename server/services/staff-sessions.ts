import { sql } from "kysely";
import type { StaffSessionLimits } from "../config";
import type { AppDatabase } from "../db/connect";

/**
 * How often a staff request records activity on its session. The idle limit is measured from
 * the last record, so a session ends at most this much before its exact idle time.
 */
export const activityRecordMinutes = 5;

const hourMs = 3_600_000;

/**
 * The shorter life of a staff session (decision 0025): it ends when idle past
 * `limits.idleHours` or `limits.maxDays` after sign-in, however active. Both are decided in
 * the database from the session row, so every instance agrees. Activity is the session's
 * `updatedAt`, moved here on staff requests (at most every few minutes) besides better-auth's
 * own daily refresh; better-auth reads it for nothing else.
 */
export function createStaffSessions(
  database: AppDatabase,
  limits: StaffSessionLimits,
  now: () => Date = () => new Date(),
) {
  // better-auth's columns: ISO text on SQLite, timestamps on PostgreSQL.
  const moment = (ms: number) =>
    database.dialect === "sqlite" ? new Date(ms).toISOString() : new Date(ms);

  return {
    /**
     * Whether the staff session `sessionId` may still be used; one past either limit is
     * deleted, so it opens nothing anywhere else either.
     */
    async stillValid(sessionId: string): Promise<boolean> {
      const at = now().getTime();
      const signedInBy = moment(at - limits.maxDays * 24 * hourMs);
      const activeBy = moment(at - limits.idleHours * hourMs);
      const ended = await sql`delete from "session" where id = ${sessionId}
        and ("createdAt" <= ${signedInBy} or "updatedAt" <= ${activeBy})`.execute(database.db);
      if (Number(ended.numAffectedRows ?? 0) > 0) return false;
      await sql`update "session" set "updatedAt" = ${moment(at)} where id = ${sessionId}
        and "updatedAt" <= ${moment(at - activityRecordMinutes * 60_000)}`.execute(database.db);
      return true;
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
