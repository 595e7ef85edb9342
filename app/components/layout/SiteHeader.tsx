import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { mainNavigation, site } from "../../content/site";
import { LoginDialog } from "./LoginDialog";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"
  }`;

export function SiteHeader() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

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
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link to="/" className="mr-auto text-xl font-bold tracking-tight text-brand-900">
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
        <LoginDialog />
        <button
          ref={menuButton}
          type="button"
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? "Close menu" : "Menu"}
        </button>
      </nav>
      <ul
        id="mobile-menu"
        hidden={!menuOpen}
        className="border-t border-slate-200 px-4 py-2 md:hidden"
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
