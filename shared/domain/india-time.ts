/**
 * India Standard Time, the time every student and staff member reads: UTC+05:30 all year
 * (India keeps no daylight saving), so days and times of day can be worked out from UTC.
 */
export const indiaTimeZone = "Asia/Kolkata";
export const indiaOffsetMs = (5 * 60 + 30) * 60_000;

/** "25 December 2026": a due date as a person reads it. */
export const indiaLongDate = (date: Date | string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: indiaTimeZone }).format(
    new Date(date),
  );

/** "3 Mar 2027, 2:10 pm": a moment as a person in India reads it. */
export const indiaDateTime = (date: Date | string) =>
  new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: indiaTimeZone,
  }).format(new Date(date));

/** The day in India (YYYY-MM-DD) that `now` falls on. */
export const indiaDay = (now: Date) =>
  new Date(now.getTime() + indiaOffsetMs).toISOString().slice(0, 10);

/** Minutes since midnight in India. */
export const indiaMinuteOfDay = (now: Date) => {
  const shifted = new Date(now.getTime() + indiaOffsetMs);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
};

const dayMs = 86_400_000;
/** A time's distance into its period, whole periods before 1970 included. */
const into = (ms: number, period: number) => ((ms % period) + period) % period;

/** 00:00 IST of the day `now` falls on, as a moment. */
export const indiaDayStart = (now: Date) => {
  const shifted = now.getTime() + indiaOffsetMs;
  return new Date(shifted - into(shifted, dayMs) - indiaOffsetMs);
};

/** The day of the week in India: 0 is Monday, 6 is Sunday (weeks start on Monday in India). */
export const indiaWeekday = (now: Date) =>
  (new Date(now.getTime() + indiaOffsetMs).getUTCDay() + 6) % 7;

/** 00:00 IST on the Monday of the week `now` falls in. */
export const indiaWeekStart = (now: Date) =>
  new Date(indiaDayStart(now).getTime() - indiaWeekday(now) * dayMs);

/** 00:00 IST on the first of the month `now` falls in, or of the month `later` months on. */
export const indiaMonthStart = (now: Date, later = 0) => {
  const shifted = new Date(now.getTime() + indiaOffsetMs);
  return new Date(
    Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + later, 1) - indiaOffsetMs,
  );
};

/** "November 2026": the month in India that `now` falls in. */
export const indiaMonthLabel = (now: Date) =>
  new Intl.DateTimeFormat("en-IN", {
    month: "long",
    year: "numeric",
    timeZone: indiaTimeZone,
  }).format(now);
