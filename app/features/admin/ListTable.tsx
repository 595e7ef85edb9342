import {
  adminLists,
  adminListTimeColumns,
  adminListValueLabels,
  type AdminListKind,
} from "#shared/domain/admin-lists";
import { StatusCell } from "./StatusCell";

// One formatter for every cell: making one costs as much as a page of rows formatting with it.
const indianTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});
const when = (iso: string) => indianTime.format(new Date(iso));

/** A cell's value as staff read it: a moment in India's time, a code in words. */
function shown(column: string, value: string | number | null | undefined) {
  if (value === null || value === undefined) return "—";
  if (adminListTimeColumns.has(column) && typeof value === "string") return when(value);
  const labels = adminListValueLabels[column];
  return (labels && Object.hasOwn(labels, value) ? labels[value] : undefined) ?? value;
}

/** One page of a list's rows, what was submitted shown as text, with each row's status form. */
export function ListTable({
  kind,
  rows,
  busy,
  rowAction,
}: {
  kind: AdminListKind;
  rows: Array<Record<string, string | number | null> & { id: string }>;
  busy: boolean;
  /** A control at the end of each row (Cancel on registrations), or nothing for that row. */
  rowAction?: (row: Record<string, string | number | null> & { id: string }) => React.ReactNode;
}) {
  const list = adminLists[kind];
  return (
    <div
      className="mt-6 overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={`${list.title} table`}
    >
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-300 text-slate-600">
          <tr>
            {list.columns.map(([column, label]) => (
              <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                {label}
              </th>
            ))}
            {rowAction && (
              <th scope="col" className="py-2 pr-4 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-200 align-top">
              {list.columns.map(([column]) => {
                const value = row[column];
                if (column === "status") {
                  return (
                    <td key={column} className="py-3 pr-4">
                      <StatusCell kind={kind} row={row} busy={busy} />
                    </td>
                  );
                }
                return (
                  <td key={column} className="max-w-xs py-3 pr-4 break-words whitespace-pre-line">
                    {shown(column, value)}
                  </td>
                );
              })}
              {rowAction && <td className="py-3 pr-4">{rowAction(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="py-6 text-slate-600">Nothing here matches.</p>}
    </div>
  );
}
