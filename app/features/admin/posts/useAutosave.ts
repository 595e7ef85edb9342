import { useEffect, useRef } from "react";

/** How long the trainer stops typing before a draft is saved on its own. */
export const autosaveDelayMs = 3000;

/** While `enabled`, calls `save` once `values` have not changed for `autosaveDelayMs`. */
export function useAutosave(enabled: boolean, values: unknown, save: () => unknown) {
  // The latest save, so that the timer is reset by new values, not by a new function.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => void saveRef.current(), autosaveDelayMs);
    return () => window.clearTimeout(timer);
  }, [enabled, values]);
}
