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

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{2}):(\d{2})$/;

/** Midnight UTC of a YYYY-MM-DD day, refusing a day no calendar has (2026-02-30). */
function utcMidnight(day: string) {
  const [, year, month, date] = dayPattern.exec(day) ?? [];
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(date));
  if (!year || new Date(ms).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`"${day}" is not a day (YYYY-MM-DD).`);
  }
  return ms;
}

/** The moment that is `time` (HH:MM, 24-hour) on `day` (YYYY-MM-DD) on a clock in India. */
export function indiaMoment(day: string, time: string): Date {
  const [, hours, minutes] = timePattern.exec(time) ?? [];
  if (!hours || !minutes || Number(hours) > 23 || Number(minutes) > 59) {
    throw new RangeError(`"${time}" is not a time of day (HH:MM).`);
  }
  return new Date(
    utcMidnight(day) + (Number(hours) * 60 + Number(minutes)) * 60_000 - indiaOffsetMs,
  );
}

/** The day in India (YYYY-MM-DD) that `date` falls on, as a date field shows it. */
export const indiaDateInput = (date: Date) => indiaDay(date);

/** The time in India (HH:MM, 24-hour) that `date` falls on, as a time field shows it. */
export const indiaTimeInput = (date: Date) =>
  new Date(date.getTime() + indiaOffsetMs).toISOString().slice(11, 16);

/** The day `weeks` weeks after `day` (YYYY-MM-DD): a weekly series keeps its weekday. */
export function addIndiaWeeks(day: string, weeks: number) {
  if (!Number.isInteger(weeks)) throw new RangeError(`${weeks} is not a whole number of weeks.`);
  return new Date(utcMidnight(day) + weeks * 7 * dayMs).toISOString().slice(0, 10);
}

const sessionDayFormat = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: indiaTimeZone,
});
const sessionClockFormat = new Intl.DateTimeFormat("en-IN", {
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h12",
  timeZone: indiaTimeZone,
});

/**
 * Put together from the formatter's parts rather than taken whole: en-IN's own separators
 * ("Sat, 5 Dec, 2026", a narrow no-break space before "am" since ICU 72) differ between ICU
 * versions, and the text should read the same on every server and in every email.
 */
function partsOf(format: Intl.DateTimeFormat, date: Date) {
  const parts = new Map(format.formatToParts(date).map((part) => [part.type, part.value]));
  return (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? "";
}
const sessionDay = (date: Date) => {
  const part = partsOf(sessionDayFormat, date);
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
};
const sessionClock = (date: Date) => {
  const part = partsOf(sessionClockFormat, date);
  return `${part("hour")}:${part("minute")} ${part("dayPeriod").toLowerCase()}`;
};

/**
 * "Sat 5 Dec 2026, 10:00 am – 12:00 pm": a session as a person in India reads it; the end's
 * day is written too when the session runs past midnight.
 */
export function indiaSessionTime(start: Date | string, end: Date | string) {
  const [from, to] = [new Date(start), new Date(end)];
  const [fromDay, toDay] = [sessionDay(from), sessionDay(to)];
  const until = fromDay === toDay ? sessionClock(to) : `${toDay}, ${sessionClock(to)}`;
  return `${fromDay}, ${sessionClock(from)} – ${until}`;
}

/** "Sat, 5 Dec, 10:00 am": when a session starts, as a project's card says it. */
export const indiaSessionStart = (start: Date | string) =>
  new Intl.DateTimeFormat("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZone: indiaTimeZone,
  }).format(new Date(start));
