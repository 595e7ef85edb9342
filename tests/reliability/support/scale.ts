/**
 * `npm test` runs the reliability tests in a short form; `npm run test:reliability` sets
 * RELIABILITY_FULL for the sizes the figures in docs/reliability.md come from.
 */
export const full = process.env.RELIABILITY_FULL === "1";

export const scale = {
  /** Bookings in the idempotent load. */
  load: full ? 10_000 : 500,
  /** Bookings sent while the server is killed or stopped. */
  fault: full ? 4_000 : 400,
  concurrency: 100,
};

/** The databases to prove it on: SQLite always, PostgreSQL when the tests have one. */
export const dialects = ["sqlite", ...(process.env.TEST_POSTGRES_URL ? ["postgres"] : [])] as (
  "sqlite" | "postgres"
)[];

/** Figures for docs/reliability.md, printed as one JSON line per test. */
export function report(test: string, figures: Record<string, unknown>): void {
  console.log(`reliability ${JSON.stringify({ test, full, ...figures })}`);
}
