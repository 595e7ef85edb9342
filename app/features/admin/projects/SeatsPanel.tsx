import type { SeatCounts } from "#shared/domain/projects";

/** Where a project's seats stand: paid, held while a payment or an offer is under way, left. */
export function SeatsPanel({ counts }: { counts: SeatCounts }) {
  const rows: Array<[string, number]> = [
    ["Taken (paid)", counts.taken],
    ["Held (payment in progress)", counts.held],
    ["Left", counts.left],
    ["Seats", counts.seats],
  ];
  return (
    <section
      aria-labelledby="seats-title"
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="seats-title" className="text-lg font-semibold text-slate-900">
        Seats
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
