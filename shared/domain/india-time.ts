/**
 * India Standard Time, the time every student and staff member reads: UTC+05:30 all year
 * (India keeps no daylight saving), so days and times of day can be worked out from UTC.
 */
export const indiaTimeZone = "Asia/Kolkata";
const indiaOffsetMs = (5 * 60 + 30) * 60_000;

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
