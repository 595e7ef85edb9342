import { randomUUID } from "node:crypto";
import { indiaDay } from "#shared/domain/india-time";
import type { RetentionPeriods } from "#shared/domain/privacy";
import type { AppDatabase } from "../../db/connect";
import type { Commit } from "../unit-of-work";
import { createRetentionSweep, retentionLabels, type RetentionCounts } from "./retention-sweep";

export { retentionBatchSize, type RetentionCounts } from "./retention-sweep";

/** A run that dies holds the day's job this long; then another instance takes it over. */
export const retentionLeaseMs = 60 * 60 * 1000;

const jobName = "retention";
/** One run per Indian calendar day. */
export const istDay = indiaDay;

/**
 * The daily retention job (DPDP Act: erase once the purpose is served): deletes or blanks
 * what is past its period in `periods`, the same configuration the privacy notice states.
 * Each kind goes in batches of retentionBatchSize, one transaction each, so nothing holds
 * a long transaction; the run ends with one audit row counting what went.
 */
export function createRetention(
  database: AppDatabase,
  commit: Commit,
  periods: RetentionPeriods,
  owner: string = randomUUID(),
) {
  const { db } = database;
  const sweep = createRetentionSweep(database, periods);

  /**
   * Takes the day's run for this instance, in one conditional statement: only when no live
   * lease is held and the job has not run on this Indian calendar day. Several instances
   * asking at once get one yes.
   */
  async function claim(now: Date): Promise<boolean> {
    const at = now.toISOString();
    const today = istDay(now);
    const leaseUntil = new Date(now.getTime() + retentionLeaseMs).toISOString();
    const claimed = await db
      .insertInto("scheduled_jobs")
      .values({ name: jobName, lease_until: leaseUntil, lease_owner: owner })
      .onConflict((conflict) =>
        conflict
          .column("name")
          .doUpdateSet({ lease_until: leaseUntil, lease_owner: owner })
          .where((eb) =>
            eb.and([
              eb.or([
                eb("scheduled_jobs.lease_until", "is", null),
                eb("scheduled_jobs.lease_until", "<", at),
              ]),
              eb.or([
                eb("scheduled_jobs.last_run_on", "is", null),
                eb("scheduled_jobs.last_run_on", "<>", today),
              ]),
            ]),
          ),
      )
      .returning("name")
      .executeTakeFirst();
    return claimed !== undefined;
  }

  return {
    /**
     * Runs the day's retention if no instance has run it today and none is running it now.
     * The counts, or undefined when it was not this instance's to run.
     */
    async runDaily(now = new Date()): Promise<RetentionCounts | undefined> {
      if (!(await claim(now))) return undefined;
      let counts: RetentionCounts;
      try {
        counts = await sweep(now);
      } catch (error) {
        // Let the next check (here or on another instance) try again, rather than wait out the lease.
        await db
          .updateTable("scheduled_jobs")
          .set({ lease_until: null, lease_owner: null })
          .where("name", "=", jobName)
          .where("lease_owner", "=", owner)
          .execute();
        throw error;
      }
      await commit(
        async ({ trx, audit }) => {
          await trx
            .updateTable("scheduled_jobs")
            .set({
              lease_until: null,
              lease_owner: null,
              last_run_on: istDay(now),
              last_finished_at: new Date().toISOString(),
            })
            .where("name", "=", jobName)
            // A run that outlasted its lease leaves the lease to the instance that took it over.
            .where("lease_owner", "=", owner)
            .execute();
          audit({
            actor: { id: null, email: "system" },
            action: "privacy.retention_ran",
            detail: describeCounts(counts),
          });
        },
        { now },
      );
      return counts;
    },
  };
}

/** "contact messages deleted 3, bookings deleted 1", for the audit row; "nothing was due" when empty. */
export function describeCounts(counts: RetentionCounts): string {
  const parts = (Object.keys(counts) as (keyof RetentionCounts)[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${retentionLabels[kind]}: ${counts[kind]}`);
  return parts.length > 0 ? parts.join(", ") : "nothing was due";
}

export type Retention = ReturnType<typeof createRetention>;
