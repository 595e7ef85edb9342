import { randomInt } from "node:crypto";

const indiaOffsetMs = (5 * 60 + 30) * 60_000;

/**
 * A 12-digit UTR as banks issue one for a UPI payment made at `when`: the year's last digit,
 * the day of the year and the hour in India time, then a six-digit sequence.
 */
export function recentUtr(when = new Date()): string {
  const india = new Date(when.getTime() + indiaOffsetMs);
  const yearStart = Date.UTC(india.getUTCFullYear(), 0, 1);
  const dayOfYear = Math.floor((india.getTime() - yearStart) / 86_400_000) + 1;
  return [
    String(india.getUTCFullYear() % 10),
    String(dayOfYear).padStart(3, "0"),
    String(india.getUTCHours()).padStart(2, "0"),
    String(randomInt(1_000_000)).padStart(6, "0"),
  ].join("");
}
