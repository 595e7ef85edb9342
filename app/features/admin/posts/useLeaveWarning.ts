import { useCallback, useEffect, useRef } from "react";
import { useBlocker, useNavigate, type NavigateOptions } from "react-router";

/**
 * Leaving with unsaved changes asks first: the browser asks on closing or reloading the tab,
 * and `blocker` holds a link or Back for the page to confirm. `leave` is the editor's own
 * way out (after a save or a delete), which loses nothing and so never asks.
 */
export function useLeaveWarning(dirty: boolean) {
  const navigate = useNavigate();
  // The listeners are set up once: they read the latest state through refs.
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const leavingRef = useRef(false);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current || leavingRef.current) return;
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string };
        nextLocation: { pathname: string };
      }) =>
        dirtyRef.current &&
        !leavingRef.current &&
        currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  const leave = useCallback(
    (to: string, options?: NavigateOptions) => {
      leavingRef.current = true;
      void navigate(to, options);
    },
    [navigate],
  );

  return { blocker, leave };
}
