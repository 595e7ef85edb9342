import { Link } from "react-router";
import { dataRequestKindLabels } from "#shared/domain/privacy";
import type { DashboardCounts as Counts } from "#shared/schemas/admin";
import type { DataRequestsOverview } from "#shared/schemas/data-requests";
import { istDate } from "./requests/dates";

/** The dashboard's four numbers, and the data requests: how many are open, which are overdue. */
export function DashboardCounts({
  counts,
  requests,
}: {
  counts: Counts;
  requests: DataRequestsOverview;
}) {
  const cards: Array<[string, number]> = [
    ["Bookings", counts.bookings],
    ["Newsletter subscribers", counts.subscribers],
    ["Contact messages", counts.contacts],
    ["Blog posts", counts.blogs],
  ];
  return (
    <>
      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="order-first text-3xl font-bold text-brand-700">{value}</dd>
          </div>
        ))}
      </dl>
      <section
        aria-labelledby="data-requests-card"
        className={`mt-4 rounded-xl bg-white p-5 shadow-sm ring-1 ${
          requests.overdue.length > 0 ? "ring-red-300" : "ring-slate-200"
        }`}
      >
        <h3 id="data-requests-card" className="font-semibold text-slate-900">
          <Link to="/admin/requests" className="text-brand-700 underline">
            Data requests
          </Link>
        </h3>
        <p className="mt-1 text-slate-700">
          <span className="text-3xl font-bold text-brand-700">{requests.open}</span> open
          {requests.overdue.length > 0 && `, ${requests.overdue.length} overdue`}
        </p>
        {requests.overdue.length > 0 && (
          <ul className="mt-3 space-y-1">
            {requests.overdue.map((request) => (
              <li key={request.reference}>
                <Link
                  to={`/admin/requests/${request.reference}`}
                  className="text-brand-700 underline"
                >
                  {request.reference}
                </Link>{" "}
                {dataRequestKindLabels[request.kind]}: overdue since {istDate(request.dueAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
