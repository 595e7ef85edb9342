import { Link } from "react-router";
import type { ProjectSeats } from "#shared/schemas/dashboard";

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, (part / whole) * 100) : 0;

/** Each open project's seats as a bar: paid, then held, of all its seats. */
export function SeatBars({ seats }: { seats: readonly ProjectSeats[] }) {
  return (
    <section
      aria-labelledby="seats-filled"
      className="mt-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h4 id="seats-filled" className="font-semibold text-slate-900">
        Seats filled
      </h4>
      {seats.length === 0 ? (
        <p className="mt-2 text-slate-700">No project is open for registration.</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {seats.map((project) => (
            <li key={project.id}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <Link
                  to={`/admin/registrations?project=${encodeURIComponent(project.id)}`}
                  className="font-medium break-words text-brand-900 underline"
                >
                  {project.title}
                </Link>
                <span className="text-slate-700">
                  {project.taken} paid
                  {project.held > 0 && `, ${project.held} held`} of {project.seats}
                </span>
              </div>
              <div
                aria-hidden="true"
                className="mt-1 flex h-3 overflow-hidden rounded bg-slate-200"
              >
                <div
                  className="bg-brand-600"
                  style={{ width: `${percent(project.taken, project.seats)}%` }}
                />
                <div
                  className="bg-amber-400"
                  style={{ width: `${percent(project.held, project.seats)}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
