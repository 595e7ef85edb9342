import type { Trends } from "#shared/schemas/dashboard";
import type { AppDatabase } from "../../db/connect";
import type { DashboardPeriods } from "./periods";

type Db = AppDatabase["db"];

/** What each trend counts, and by which moment: made, received, or confirmed. */
const counted = {
  registrations: ["registrations", "created_at"],
  bookings: ["bookings", "created_at"],
  contacts: ["contact_messages", "created_at"],
  subscribers: ["newsletter_subscribers", "confirmed_at"],
} as const;

type Counts = Omit<Trends, "weeks">;
const trendNames = Object.keys(counted) as Array<keyof Counts>;

/**
 * How long an instance reuses the counts of the weeks before this one. Nothing is added to a
 * week gone by (each row is counted by when it was made, received or confirmed); only an
 * erasure or the retention job takes rows away, and this is how late the trends show that.
 */
export const closedWeeksReusedMs = 10 * 60_000;

/**
 * One table's rows per week, each week its own count of a range of the moment's index, all
 * in one query. Counted in one pass with a FILTER per week instead, SQLite took 40 ms a table
 * at 6,000 rows a week: every row was tested against every week.
 */
async function perWeek(
  db: Db,
  [table, column]: (typeof counted)[keyof typeof counted],
  bounds: readonly string[],
): Promise<number[]> {
  const weeks = bounds.slice(1).map((to, week) => ({ from: bounds[week] ?? to, to }));
  const row = await db
    .selectNoFrom((eb) =>
      weeks.map(({ from, to }, week) =>
        eb
          .selectFrom(table)
          .select((count) => count.fn.countAll().as("n"))
          .where(column, ">=", from)
          .where(column, "<", to)
          .as(`w${week}`),
      ),
    )
    .executeTakeFirstOrThrow();
  const counts = row as Record<string, unknown>;
  return weeks.map((_, week) => Number(counts[`w${week}`] ?? 0));
}

/** Every trend's counts for the weeks between `bounds`. */
async function countWeeks(db: Db, bounds: readonly string[]): Promise<Counts> {
  const counts = await Promise.all(trendNames.map((name) => perWeek(db, counted[name], bounds)));
  return Object.fromEntries(trendNames.map((name, i) => [name, counts[i] ?? []])) as Counts;
}

/**
 * Twelve IST weeks of registrations, bookings, contact messages and confirmed subscribers.
 * The week in progress is counted on every call; the eleven before it are counted once per
 * `closedWeeksReusedMs`, so a dashboard at 100,000 rows per list reads a week of each, not
 * twelve.
 */
export function weeklyTrends(db: Db) {
  let closed: { first: string; countedAt: number; counts: Promise<Counts> } | undefined;

  function closedWeeks(bounds: readonly string[], now: Date): Promise<Counts> {
    const first = bounds[0] ?? "";
    const age = now.getTime() - (closed?.countedAt ?? Number.NaN);
    if (closed?.first !== first || !(age >= 0 && age < closedWeeksReusedMs)) {
      const counts = countWeeks(db, bounds.slice(0, -1));
      closed = { first, countedAt: now.getTime(), counts };
      // A failed count is asked again next time, not remembered.
      counts.catch(() => {
        if (closed?.counts === counts) closed = undefined;
      });
    }
    return closed.counts;
  }

  return async (periods: DashboardPeriods, now: Date): Promise<Trends> => {
    const bounds = periods.weekBounds;
    const [before, current] = await Promise.all([
      closedWeeks(bounds, now),
      countWeeks(db, bounds.slice(-2)),
    ]);
    const joined = (name: keyof Counts) => [...before[name], ...current[name]];
    return {
      weeks: periods.weekLabels,
      registrations: joined("registrations"),
      bookings: joined("bookings"),
      contacts: joined("contacts"),
      subscribers: joined("subscribers"),
    };
  };
}
