/**
 * How long an instance reuses what it counted of days and weeks gone by. Each row is counted by
 * a moment set once (made, received, confirmed, paid, refunded), so those periods change only
 * when rows go (an erasure, the retention job) or a payment is dated by its gateway to an
 * earlier day (a webhook late past midnight): this is how late the dashboard shows that.
 */
export const closedPeriodReusedMs = 10 * 60_000;

/**
 * A count of periods gone by, kept for `closedPeriodReusedMs` while `key` (which periods) stays
 * the same; at 100,000 rows per list it is what keeps the dashboard to the day's and the
 * week's rows. A count that failed is asked again next time, not kept.
 */
export function reusedCount<T>() {
  let kept: { key: string; countedAt: number; value: Promise<T> } | undefined;
  return (key: string, now: Date, count: () => Promise<T>): Promise<T> => {
    const age = now.getTime() - (kept?.countedAt ?? Number.NaN);
    if (kept?.key !== key || !(age >= 0 && age < closedPeriodReusedMs)) {
      const entry = { key, countedAt: now.getTime(), value: count() };
      kept = entry;
      entry.value.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.value;
  };
}
