import type { RequestedChange } from "#shared/schemas/data-requests";

/** What was asked as staff read it: free text as it is, anything else as its fields. */
const readable = (details: unknown): string =>
  typeof details === "string" ? details : JSON.stringify(details, null, 2);

/** What the person asked; for a correction, each field's current and requested value. */
export function RequestDetails({
  details,
  changes,
}: {
  details: unknown;
  changes: RequestedChange[] | null;
}) {
  return (
    <section aria-labelledby="asked" className="mt-10">
      <h2 id="asked" className="text-lg font-semibold text-slate-900">
        What was asked
      </h2>
      {changes ? (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="border-b border-slate-300 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Field
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                We hold
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                They ask for
              </th>
            </tr>
          </thead>
          {/* A value may be an address without spaces: it breaks rather than widen a phone. */}
          <tbody>
            {changes.map((change) => (
              <tr key={change.column} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-2 pr-4 font-medium">
                  {change.label}
                </th>
                <td className="py-2 pr-4 wrap-anywhere">{change.current ?? "—"}</td>
                <td className="py-2 pr-4 wrap-anywhere">{change.requested}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : details === null ? (
        <p className="mt-3 text-slate-600">Nothing more than the kind of request.</p>
      ) : (
        <p className="mt-3 break-words whitespace-pre-wrap text-slate-900">{readable(details)}</p>
      )}
    </section>
  );
}
