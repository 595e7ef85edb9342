import { useEffect } from "react";

/**
 * Moves a status on (back to idle, usually) a while after it was reached, as the
 * specification times it. `timed` must be a constant: the statuses that move on.
 */
export function useResetAfter<Status extends string>(
  status: Status,
  timed: readonly Status[],
  delayMs: number,
  setStatus: (next: Status) => void,
  next: Status,
) {
  useEffect(() => {
    if (!timed.includes(status)) return;
    const timer = setTimeout(() => setStatus(next), delayMs);
    return () => clearTimeout(timer);
  }, [status, timed, delayMs, setStatus, next]);
}
