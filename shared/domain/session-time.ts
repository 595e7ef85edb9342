import { indiaOffsetMs, indiaTimeZone } from "./india-time";

/**
 * A session's day and times as staff enter them and everyone reads them (issue 39), on
 * India's clock. Apart from india-time.ts, and using only its two constants, so that the pages
 * that only read dates ("Your data", the UPI step) load none of this.
 */

const weekMs = 7 * 86_400_000;
/** The day or the time of day in India that `date` falls on, as ISO 8601 writes it. */
const shiftedIso = (date: Date) => new Date(date.getTime() + indiaOffsetMs).toISOString();

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
export const indiaDateInput = (date: Date) => shiftedIso(date).slice(0, 10);

/** The time in India (HH:MM, 24-hour) that `date` falls on, as a time field shows it. */
export const indiaTimeInput = (date: Date) => shiftedIso(date).slice(11, 16);

/** The day `weeks` weeks after `day` (YYYY-MM-DD): a weekly series keeps its weekday. */
export function addIndiaWeeks(day: string, weeks: number) {
  if (!Number.isInteger(weeks)) throw new RangeError(`${weeks} is not a whole number of weeks.`);
  return new Date(utcMidnight(day) + weeks * weekMs).toISOString().slice(0, 10);
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
