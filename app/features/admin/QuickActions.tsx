import { Link } from "react-router";
import { buttonClass } from "../../components/button";
import type { StaffRole } from "#shared/domain/staff";

const quickActions: Record<StaffRole, ReadonlyArray<{ label: string; to: string }>> = {
  admin: [
    { label: "Manage bookings", to: "/admin/bookings" },
    { label: "Contact messages", to: "/admin/contacts" },
    { label: "View subscribers", to: "/admin/subscribers" },
    { label: "Registrations", to: "/admin/registrations" },
    { label: "Manage blog posts", to: "/admin/posts" },
    { label: "Manage projects", to: "/admin/projects" },
    { label: "Certificates", to: "/admin/certificates" },
    { label: "Send newsletter", to: "/admin/newsletter" },
    { label: "Staff", to: "/admin/staff" },
  ],
  editor: [
    { label: "Manage blog posts", to: "/admin/posts" },
    { label: "Send newsletter", to: "/admin/newsletter" },
  ],
  mentor: [{ label: "Mark project completion", to: "/admin/completion" }],
};

/** The dashboard's links to the lists, the blog and the newsletter. */
export function QuickActions({ role }: { role: StaffRole }) {
  return (
    <>
      <h3 className="mt-10 text-lg font-semibold text-slate-900">Quick actions</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {quickActions[role].map(({ label, to }) => (
          <li key={to}>
            <Link to={to} className={buttonClass("outline", "w-full")}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
