import type { ActivityEvent } from "#shared/schemas/admin";

const when = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** The latest submissions, payments and admin actions, as the page's loader read them. */
export function RecentActivity({ events }: { events: ActivityEvent[] }) {
  return (
    <>
      <h3 className="mt-10 text-lg font-semibold text-slate-900">Recent activity</h3>
      {events.length === 0 ? (
        <p className="mt-3 text-slate-600">Nothing has happened yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
          {events.map((event) => (
            <li
              key={`${event.at}-${event.text}`}
              className="flex flex-wrap justify-between gap-2 px-4 py-3"
            >
              <span className="text-slate-900">{event.text}</span>
              <time dateTime={event.at} className="text-sm text-slate-600">
                {when.format(new Date(event.at))}
              </time>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
