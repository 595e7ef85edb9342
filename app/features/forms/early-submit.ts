import { useLayoutEffect, useRef } from "react";

/**
 * The attribute that says a form was sent before React ran (early-submit.server.ts); the form
 * sends it once React has it.
 */
export const earlySubmitAttribute = "data-early-submit";

/**
 * React's side of a form that works before React (early-submit.server.ts), run once when React
 * takes the page over: a send the page's script held is sent now, as if just made; fields it
 * marked become React's errors through `check`, which leaves the focus where it is. Returns
 * the ref for the form.
 */
export function useEarlyForm(check: (form: HTMLFormElement) => void) {
  const ref = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return;
    if (form.hasAttribute(earlySubmitAttribute)) {
      form.removeAttribute(earlySubmitAttribute);
      form.requestSubmit();
    } else if (form.querySelector('[aria-invalid="true"]')) {
      check(form);
    }
    // Once, when React takes the form over: the check it had then is the one that applies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
