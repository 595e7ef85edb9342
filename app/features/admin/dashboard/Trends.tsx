import type { Trends as TrendFigures } from "#shared/schemas/dashboard";
import { TrendChart } from "./TrendChart";

const series = [
  ["registrations", "Registrations"],
  ["bookings", "Bookings"],
  ["contacts", "Contact messages"],
  ["subscribers", "Confirmed subscribers"],
] as const;

/** Twelve weeks of what comes in, one chart each; the faded bar is the week so far. */
export function Trends({ trends }: { trends: TrendFigures }) {
  return (
    <section aria-labelledby="trends" className="mt-10">
      <h3 id="trends" className="text-lg font-semibold text-slate-900">
        Trends
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Per week (Monday to Sunday, India time) for the last 12 weeks; the lighter bar is this week
        so far.
      </p>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {series.map(([key, title]) => (
          <TrendChart
            key={key}
            id={`trend-${key}`}
            title={title}
            weeks={trends.weeks}
            values={trends[key]}
          />
        ))}
      </div>
    </section>
  );
}
