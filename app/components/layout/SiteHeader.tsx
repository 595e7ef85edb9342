import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { navTranslucentAfterPx } from "../../constants";
import { mainNavigation, site } from "#shared/content/site";
import { Icon } from "../icons";
import { LogoMark } from "../logo";
import { AuthControls } from "../../features/auth/AuthControls";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"
  }`;

function useScrolledPast(offset: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [offset]);
  return scrolled;
}

/**
 * The phone menu is a popover the button opens by itself (popovertarget): it works from the
 * first paint, long before React hydrates on a slow phone, and the browser closes it on Escape
 * or a tap outside. Its open look, the button's icon and name follow it in CSS (menu-open:).
 */
function useMobileMenu() {
  const { pathname } = useLocation();
  const menu = useRef<HTMLUListElement>(null);
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

export function SiteHeader() {
  const { menu, expanded } = useMobileMenu();
  const scrolled = useScrolledPast(navTranslucentAfterPx);

  return (
    <header
      className={`site-header sticky top-0 z-40 border-b transition-colors duration-300 menu-open:border-slate-200 menu-open:bg-white/80 menu-open:shadow-none menu-open:backdrop-blur-md motion-reduce:transition-none ${
        scrolled
          ? "border-slate-200/70 bg-white/80 shadow-sm backdrop-blur-md"
          : "border-transparent bg-white"
      }`}
    >
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3">
        <Link
          to="/"
          className="mr-auto flex items-center gap-2 text-xl font-bold tracking-tight text-brand-900"
        >
          <LogoMark className="size-8 shrink-0" />
          {site.name}
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {mainNavigation.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === "/"} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <AuthControls />
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md border border-slate-300 text-slate-800 md:hidden"
          popoverTarget="mobile-menu"
          aria-expanded={expanded}
          aria-controls="mobile-menu"
        >
          <Icon name="menu" className="size-6 menu-open:hidden" />
          <Icon name="close" className="hidden size-6 menu-open:block" />
          <span className="sr-only menu-open:hidden">Menu</span>
          <span className="sr-only hidden menu-open:inline">Close menu</span>
        </button>
      </nav>
      <ul
        ref={menu}
        id="mobile-menu"
        popover="auto"
        className="mobile-menu inset-x-0 bottom-auto m-0 w-auto border-b border-slate-200/70 bg-white px-4 pt-2 pb-4 text-inherit shadow-sm md:hidden"
      >
        {mainNavigation.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === "/"} className={linkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </header>
  );
}
