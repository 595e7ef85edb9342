/** The installation's own: scheduled jobs and facts about it. */

/** A job one instance runs at a time across several (the daily retention job). */
export interface ScheduledJobsTable {
  name: string;
  /** While set and in the future, the instance named in lease_owner is running the job. */
  lease_until: string | null;
  lease_owner: string | null;
  /** The day (IST, YYYY-MM-DD) of the last completed run. */
  last_run_on: string | null;
  last_finished_at: string | null;
}

/** Facts about the installation, e.g. when the blog was seeded. */
export interface AppStateTable {
  key: string;
  value: string;
}
