import { type TableHoldings } from "./table-holdings";

/** The installation's own bookkeeping: jobs, facts and migrations. */
export const installationHoldings = {
  scheduled_jobs: {
    title: "Scheduled jobs",
    purpose: "Running the daily retention job once",
    reach: { none: "Which server instance runs a job; no person" },
    erasure: "none",
    columns: {
      name: "record",
      lease_until: "record",
      lease_owner: "record",
      last_run_on: "record",
      last_finished_at: "record",
    },
  },
  app_state: {
    title: "Installation facts",
    purpose: "Remembering what the installation has done",
    reach: { none: "Facts about the installation" },
    erasure: "none",
    columns: { key: "record", value: "record" },
  },
  kysely_migration: {
    title: "Database migrations",
    purpose: "Upgrading the database",
    reach: { none: "The database's own bookkeeping" },
    erasure: "none",
    columns: { name: "record", timestamp: "record" },
  },
  kysely_migration_lock: {
    title: "Database migration lock",
    purpose: "Upgrading the database",
    reach: { none: "The database's own bookkeeping" },
    erasure: "none",
    columns: { id: "record", is_locked: "record" },
  },
} as const satisfies Record<string, TableHoldings>;
