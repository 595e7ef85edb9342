import { buttonClass } from "../../components/button";
import type { AdminDashboard } from "#shared/schemas/admin";
import { DashboardCounts } from "./DashboardCounts";
import { QuickActions } from "./QuickActions";
import { RecentActivity } from "./RecentActivity";
import { StatusMessage } from "./StatusMessage";

/** The signed-in admin's view: counts, quick actions and recent activity; an editor's: the blog. */
export function Dashboard({
  dashboard,
  message,
  onLogout,
}: {
  dashboard: AdminDashboard;
  message: string;
  onLogout: () => void;
}) {
  return (
    <section aria-labelledby="dashboard" className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="dashboard" className="text-2xl font-bold text-slate-900">
          Dashboard
        </h2>
        <button type="button" onClick={onLogout} className={buttonClass("outline")}>
          Logout
        </button>
      </div>
      {message && (
        <div className="mt-4">
          <StatusMessage message={message} />
        </div>
      )}
      {dashboard.role === "admin" ? (
        <>
          <DashboardCounts counts={dashboard.counts} requests={dashboard.requests} />
          <QuickActions role="admin" />
          <RecentActivity events={dashboard.activity} />
        </>
      ) : (
        <QuickActions role="editor" />
      )}
    </section>
  );
}
