import { Link } from "react-router";
import { buttonClass } from "../../components/button";

const quickActions = [
  { label: "Manage bookings", to: "/admin/bookings" },
  { label: "Contact messages", to: "/admin/contacts" },
  { label: "View subscribers", to: "/admin/subscribers" },
  { label: "Registrations", to: "/admin/registrations" },
  { label: "Manage blog posts", to: "/admin/posts" },
] as const;

/** The dashboard's links to the lists and the blog, and the action the portal does not have yet. */
export function QuickActions() {
  return (
    <>
      <h3 className="mt-10 text-lg font-semibold text-slate-900">Quick actions</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {quickActions.map(({ label, to }) => (
          <li key={to}>
            <Link to={to} className={buttonClass("outline", "w-full")}>
              {label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" disabled className={buttonClass("outline", "w-full")}>
            Send newsletter
          </button>
        </li>
      </ul>
      <p className="mt-2 text-sm text-slate-600">
        Newsletters are not sent from the portal yet: that button is disabled until they are.
      </p>
    </>
  );
}
