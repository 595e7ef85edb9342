import { indiaTimeZone } from "#shared/domain/india-time";

/** A session as the period needs it. */
interface HeldSession {
  startsAt: string;
  endsAt: string;
  status: string;
}

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: indiaTimeZone,
});

/** "5 Dec 2026", from the formatter's parts: its separators differ between ICU versions. */
function dayOf(date: string): string {
  const parts = new Map(dayFormat.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  return `${parts.get("day") ?? ""} ${parts.get("month") ?? ""} ${parts.get("year") ?? ""}`;
}

/** Whole and half hours: a certificate does not state minutes. */
function hoursOf(milliseconds: number): string {
  const hours = Math.round((milliseconds / 3_600_000) * 2) / 2;
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

/**
 * What the issue form's "Dates or hours" starts from when no certificate of the project
 * stated one yet: its sessions' first and last days in India and their hours together,
 * "5 Dec 2026 – 30 Jan 2027 · 24 hours"; "" without a schedule on the site.
 */
export function periodOfSessions(sessions: readonly HeldSession[]): string {
  const held = sessions
    .filter((session) => session.status === "scheduled")
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const first = held[0];
  const last = held.at(-1);
  if (!first || !last) return "";
  const [from, to] = [dayOf(first.startsAt), dayOf(last.startsAt)];
  const total = held.reduce(
    (sum, session) => sum + (Date.parse(session.endsAt) - Date.parse(session.startsAt)),
    0,
  );
  return `${from === to ? from : `${from} – ${to}`} · ${hoursOf(total)}`;
}
