import { buttonClass } from "../../components/button";
import type { AdminDashboard } from "#shared/schemas/admin";
import { DashboardCounts } from "./DashboardCounts";
import { NeedsAttention } from "./dashboard/NeedsAttention";
import { SeatBars } from "./dashboard/SeatBars";
import { Takings } from "./dashboard/Takings";
import { Trends } from "./dashboard/Trends";
import { QuickActions } from "./QuickActions";
import { RecentActivity } from "./RecentActivity";
import { StatusMessage } from "./StatusMessage";

/**
 * The signed-in admin's view: the spec's counts, then what needs them, the money, the seats,
 * the trends, quick actions and recent activity; an editor's: the blog and the newsletter.
 */
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
    <section aria-labelledby="dashboard" className="mx-auto max-w-7xl px-4 pt-2 pb-10">
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
          <NeedsAttention waiting={dashboard.figures.attention} />
          <DashboardCounts counts={dashboard.counts} requests={dashboard.requests} />
          <Takings today={dashboard.figures.today} month={dashboard.figures.month} />
          <SeatBars seats={dashboard.figures.seats} />
          <Trends trends={dashboard.figures.trends} />
          <QuickActions role="admin" />
          <RecentActivity events={dashboard.activity} kind={dashboard.activityKind} />
        </>
      ) : (
        <QuickActions role={dashboard.role} />
      )}
    </section>
  );
}
