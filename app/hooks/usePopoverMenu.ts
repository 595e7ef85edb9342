import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A phone menu that is a popover its button opens by itself (popovertarget): it works from
 * the first paint, long before React hydrates on a slow phone, and the browser closes it on
 * Escape or a tap outside. This keeps the button's aria-expanded true to it once hydrated,
 * and closes it when the person navigates.
 */
export function usePopoverMenu<Menu extends HTMLElement>() {
  const { pathname } = useLocation();
  const menu = useRef<Menu>(null);
  // Left out until hydrated: the browser tells assistive technology whether a popover's button
  // is expanded, and a "false" from the server would contradict a menu opened before then.
  const [expanded, setExpanded] = useState<boolean>();
  const shownOn = useRef(pathname);

  useEffect(() => {
    const list = menu.current;
    if (!list) return;
    const sync = () => setExpanded(list.matches(":popover-open"));
    sync();
    list.addEventListener("toggle", sync);
    return () => list.removeEventListener("toggle", sync);
  }, []);

  // The menu belongs to the page it was opened on: navigating closes it. Hydrating does not,
  // so one opened before then stays open.
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    const list = menu.current;
    if (list?.matches(":popover-open")) list.hidePopover();
  }, [pathname]);

  return { menu, expanded };
}
