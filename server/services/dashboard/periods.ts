import {
  indiaDay,
  indiaDayStart,
  indiaMonthLabel,
  indiaMonthStart,
  indiaWeekStart,
} from "#shared/domain/india-time";

/** The weeks the trends show, the last being the week in progress. */
export const trendWeeks = 12;
const weekMs = 7 * 86_400_000;

/** A half-open range of moments [from, to), as the ISO strings the tables store. */
export interface Range {
  from: string;
  to: string;
}

/**
 * The dashboard's periods in India's time, from `now`: today, this month and the trends'
 * weeks (each Monday 00:00 IST, and the Monday after the last). India keeps no daylight
 * saving, so a week is always 7 × 24 hours.
 */
export function dashboardPeriods(now: Date) {
  const thisWeek = indiaWeekStart(now).getTime();
  const mondays = Array.from(
    { length: trendWeeks + 1 },
    (_, i) => new Date(thisWeek - (trendWeeks - 1 - i) * weekMs),
  );
  const today = indiaDayStart(now);
  return {
    today: { from: today.toISOString(), to: new Date(today.getTime() + 86_400_000).toISOString() },
    month: { from: indiaMonthStart(now).toISOString(), to: indiaMonthStart(now, 1).toISOString() },
    monthLabel: indiaMonthLabel(now),
    /** Each week's Monday in India (YYYY-MM-DD), oldest first. */
    weekLabels: mondays.slice(0, trendWeeks).map(indiaDay),
    /** The weeks' bounds: week i is [bounds[i], bounds[i + 1]). */
    weekBounds: mondays.map((monday) => monday.toISOString()),
  };
}

export type DashboardPeriods = ReturnType<typeof dashboardPeriods>;
