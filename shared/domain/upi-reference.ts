/**
 * The shape of a UPI transaction reference (UTR, the RRN of NPCI's switch): 12 digits,
 * `YDDDHH` and a 6-digit sequence, where Y is the last digit of the year, DDD the day of the
 * year and HH the hour, India time, at which the payment went through (decision 0024).
 * Twelve random digits almost never describe a payment of the last few days, so the field
 * refuses them before anything is stored or anyone is emailed.
 */

/** How far back a handed-in payment may have been made. Generous: a student pays, then registers days later. */
export const upiReferenceRecentDays = 7;
/** Our clock, the bank's and the student's may disagree by a little. */
const futureToleranceMs = 24 * 3_600_000;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const indiaOffsetMs = (5 * 60 + 30) * 60_000;

const daysInYear = (year: number) =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365;

/**
 * True when `utr` is 12 digits whose date and hour fall within the last
 * `upiReferenceRecentDays` days before `now` (or slightly after it). The year is known only
 * by its last digit: around New Year the digit of the year before is the right one.
 */
export function isRecentUpiReference(utr: string, now: Date): boolean {
  const match = /^(\d)(\d{3})(\d{2})\d{6}$/.exec(utr);
  if (!match) return false;
  const [yearDigit, dayOfYear, hour] = match.slice(1).map(Number) as [number, number, number];
  if (dayOfYear < 1 || hour > 23) return false;
  const indiaYear = new Date(now.getTime() + indiaOffsetMs).getUTCFullYear();
  for (const year of [indiaYear - 1, indiaYear, indiaYear + 1]) {
    if (year % 10 !== yearDigit || dayOfYear > daysInYear(year)) continue;
    const hourStarts =
      Date.UTC(year, 0, 1) + (dayOfYear - 1) * dayMs + hour * hourMs - indiaOffsetMs;
    const hourEnds = hourStarts + hourMs;
    if (
      hourEnds > now.getTime() - upiReferenceRecentDays * dayMs &&
      hourStarts <= now.getTime() + futureToleranceMs
    ) {
      return true;
    }
  }
  return false;
}

/**
 * A UTR of a payment made at `at`: its date and hour, India time, then `sequence` (6 digits).
 * For tests and the bench, which must hand in references the field accepts.
 */
export function upiReferenceAt(at: Date, sequence: number): string {
  const india = new Date(at.getTime() + indiaOffsetMs);
  const year = india.getUTCFullYear();
  const dayOfYear = Math.floor((india.getTime() - Date.UTC(year, 0, 1)) / dayMs) + 1;
  return (
    String(year % 10) +
    String(dayOfYear).padStart(3, "0") +
    String(india.getUTCHours()).padStart(2, "0") +
    String(sequence % 1_000_000).padStart(6, "0")
  );
}
