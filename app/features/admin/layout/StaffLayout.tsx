import { Link, NavLink } from "react-router";
import { Icon } from "../../../components/icons";
import { site } from "#shared/content/site";
import { staffRoleLabels } from "#shared/domain/staff";
import { sectionsFor } from "./staff-sections";
import type { StaffPerson } from "./staff-person";
import { StaffSignOut } from "./StaffSignOut";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-10 items-center rounded-md px-3 text-sm font-medium ${
    isActive ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-100"
  }`;

/**
 * Every portal page's frame (issue 38): the sections the person's role may open, their name
 * and role, and Sign Out — a sidebar on a wide screen, a menu on a phone — and none of the
 * public site's header, footer or newsletter box. Signed out (the sign-in, an invitation) it
 * is the brand and the way back to the site.
 */
export function StaffLayout({
  staff,
  children,
}: {
  staff: StaffPerson | null;
  children: React.ReactNode;
}) {
  return (
    <div className="flex-1 bg-white lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      {/* The public layout's skip link, written again: importing one would move it out of the
          public pages' own script into one they share with the portal. */}
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 flex flex-wrap items-center border-b border-slate-200 bg-white lg:h-screen lg:flex-col lg:flex-nowrap lg:items-stretch lg:border-r lg:border-b-0 lg:bg-slate-50">
        <div className="flex flex-1 items-center gap-2 px-4 py-3 lg:flex-none">
          <Link
            to={staff ? "/admin" : "/"}
            className="mr-auto flex min-h-11 items-center gap-2 text-lg font-bold text-brand-900"
          >
            {/* The logo's file, not the public pages' inline copy (components/logo.tsx): importing
                that here would move it out of the public pages' own script into a shared one. */}
            <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
            {site.name}
            <span className="text-sm font-medium text-slate-600">Staff</span>
          </Link>
          {staff ? (
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-800 lg:hidden"
              popoverTarget="staff-menu"
              aria-controls="staff-menu"
            >
              <Icon name="menu" className="size-5" />
              Menu
            </button>
          ) : (
            <Link to="/" className="text-sm font-medium text-brand-700 underline">
              Back to the site
            </Link>
          )}
        </div>
        {staff && (
          // The phone's menu is a popover its button opens by itself, before React runs; the
          // browser tells whether it is open and closes it on Escape or a tap outside. A link
          // chosen in it closes it too, as the page changes under it.
          <div
            id="staff-menu"
            popover="auto"
            onClick={(event) => {
              const menu = event.currentTarget;
              if (event.target instanceof Element && event.target.closest("a")) {
                if (menu.matches(":popover-open")) menu.hidePopover();
              }
            }}
            className="staff-menu inset-x-0 top-[4.3125rem] bottom-auto m-0 max-h-[calc(100dvh-4.3125rem)] w-auto overflow-y-auto border-0 border-b border-slate-200 bg-white px-4 pt-2 pb-4 text-inherit shadow-md lg:static lg:flex lg:max-h-none lg:min-h-0 lg:flex-1 lg:flex-col lg:border-b-0 lg:bg-transparent lg:px-3 lg:shadow-none"
          >
            <nav aria-label="Staff" className="lg:flex-1 lg:overflow-y-auto">
              <NavLink to="/admin" end className={linkClass}>
                Dashboard
              </NavLink>
              {sectionsFor(staff.role).map((group) => (
                <div key={group.label} className="mt-4">
                  <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                    {group.label}
                  </p>
                  <ul className="mt-1">
                    {group.sections.map((section) => (
                      <li key={section.to}>
                        <NavLink to={section.to} className={linkClass}>
                          {section.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
            <div className="mt-4 border-t border-slate-200 pt-4 pb-2 lg:px-1">
              <p className="truncate font-semibold text-slate-900">{staff.name || staff.email}</p>
              <p className="mb-3 text-sm text-slate-600">{staffRoleLabels[staff.role]}</p>
              <StaffSignOut />
              <Link
                to="/"
                className="mt-2 flex min-h-10 items-center text-sm text-brand-700 underline"
              >
                View the site
              </Link>
            </div>
          </div>
        )}
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="min-w-0 pb-10 focus:outline-none [&_h1]:text-3xl sm:[&_h1]:text-4xl"
      >
        {children}
      </main>
    </div>
  );
}
