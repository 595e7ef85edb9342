import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { navTranslucentAfterPx } from "../../constants";
import { mainNavigation, site } from "../../content/site";
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

export function SiteHeader() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const scrolled = useScrolledPast(navTranslucentAfterPx);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header
      className={`sticky top-0 z-40 border-b transition-colors duration-300 motion-reduce:transition-none ${
        scrolled || menuOpen
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
          ref={menuButton}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md border border-slate-300 text-slate-800 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          <Icon name={menuOpen ? "close" : "menu"} className="size-6" />
          <span className="sr-only">{menuOpen ? "Close menu" : "Menu"}</span>
        </button>
      </nav>
      <ul
        id="mobile-menu"
        hidden={!menuOpen}
        className="border-t border-slate-200 px-4 pt-2 pb-4 md:hidden"
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
