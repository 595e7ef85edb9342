import type { DashboardFigures } from "#shared/schemas/dashboard";
import type { AppDatabase } from "../../db/connect";
import { needsAttention, promiseKept } from "./attention";
import { dashboardPeriods } from "./periods";
import { openProjectSeats } from "./seats";
import { takings } from "./takings";
import { weeklyTrends } from "./trends";

export interface DashboardDependencies {
  /** The privacy queue's count of overdue data requests (server/services/privacy/queue.ts). */
  overdueDataRequests: (now: Date) => Promise<number>;
}

/**
 * The admin dashboard's figures (issue 38): what needs staff now, today's and this month's
 * money and promises, the open projects' seats and twelve weeks of trends, in India's days.
 * Every figure is a count or a sum over a range of an index (migration 0020), and what was
 * counted of days and weeks gone by is reused a while (reuse.ts): the cost grows with the
 * rows of today, of this week and of this month's bookings and messages, not with a table.
 */
export function createDashboard(
  { db }: AppDatabase,
  { overdueDataRequests }: DashboardDependencies,
) {
  const money = takings(db);
  const trends = weeklyTrends(db);
  return {
    async figures(now = new Date()): Promise<DashboardFigures> {
      const periods = dashboardPeriods(now);
      const [attention, taken, bookings, contacts, seats, weeks] = await Promise.all([
        needsAttention(db, now, overdueDataRequests(now)),
        money(periods, now),
        promiseKept(db, "bookings", periods.month),
        promiseKept(db, "contact_messages", periods.month),
        openProjectSeats(db),
        trends(periods, now),
      ]);
      return {
        at: now.toISOString(),
        attention,
        today: taken.today,
        month: { ...taken.month, label: periods.monthLabel, bookings, contacts },
        seats,
        trends: weeks,
      };
    },
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;
