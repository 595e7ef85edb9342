import { Link } from "react-router";
import {
  activityKindLabels,
  activityKinds,
  type ActivityEvent,
  type ActivityKind,
} from "#shared/schemas/admin";

const when = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** The dashboard's address showing one kind of activity (or every kind), at the list. */
export const activityQuery = (kind: ActivityKind | null) =>
  `${kind ? `?activity=${kind}` : "?"}#recent-activity`;

const chip = (current: boolean) =>
  `inline-flex min-h-10 items-center rounded-full px-3 text-sm font-medium ring-1 ${
    current
      ? "bg-brand-700 text-white ring-brand-700"
      : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50"
  }`;

/** The latest submissions, payments and staff actions, narrowed to one kind when asked. */
export function RecentActivity({
  events,
  kind,
}: {
  events: ActivityEvent[];
  kind: ActivityKind | null;
}) {
  return (
    <section aria-labelledby="recent-activity" className="mt-10">
      <h3 id="recent-activity" className="text-lg font-semibold text-slate-900">
        Recent activity
      </h3>
      <nav aria-label="Kinds of activity" className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {[null, ...activityKinds].map((each) => (
            <li key={each ?? "all"}>
              <Link
                to={activityQuery(each)}
                preventScrollReset
                aria-current={each === kind ? "page" : undefined}
                className={chip(each === kind)}
              >
                {each ? activityKindLabels[each] : "Everything"}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {events.length === 0 ? (
        <p className="mt-3 text-slate-600">
          {kind ? "Nothing of this kind has happened yet." : "Nothing has happened yet."}
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
          {events.map((event) => (
            <li
              key={`${event.at}-${event.text}`}
              className="flex flex-wrap justify-between gap-2 px-4 py-3"
            >
              <span className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{event.text}</span>
              <time dateTime={event.at} className="text-sm text-slate-600">
                {when.format(new Date(event.at))}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
