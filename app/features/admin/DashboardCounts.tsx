import type { DashboardCounts as Counts } from "../../schemas/admin";

/** The dashboard's four numbers. */
export function DashboardCounts({ counts }: { counts: Counts }) {
  const cards: Array<[string, number]> = [
    ["Bookings", counts.bookings],
    ["Newsletter subscribers", counts.subscribers],
    ["Contact messages", counts.contacts],
    ["Blog posts", counts.blogs],
  ];
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="order-first text-3xl font-bold text-brand-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
