import { Link } from "react-router";
import { dataRequestKindLabels, dataRequestStatusLabels } from "#shared/domain/privacy";
import type { DataRequestRow } from "#shared/schemas/data-requests";
import { istDate } from "./dates";
import { OverdueBadge } from "./OverdueBadge";

const headings = ["Reference", "Kind", "Person", "Received", "Due", "Status"];

/** One page of the queue; an overdue request's row is tinted and says "Overdue". */
export function RequestsTable({ rows }: { rows: DataRequestRow[] }) {
  return (
    <div
      className="mt-6 overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label="Data requests table"
    >
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-300 text-slate-600">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-4 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.reference}
              className={`border-b border-slate-200 align-top ${row.overdue ? "bg-red-50" : ""}`}
            >
              <td className="py-3 pr-4">
                <Link to={`/admin/requests/${row.reference}`} className="text-brand-700 underline">
                  {row.reference}
                </Link>
              </td>
              <td className="py-3 pr-4">{dataRequestKindLabels[row.kind]}</td>
              <td className="max-w-xs py-3 pr-4 break-words">
                {row.email ? (
                  <>
                    {row.name && <span className="block">{row.name}</span>}
                    {row.email}
                  </>
                ) : (
                  <em>erased</em>
                )}
              </td>
              <td className="py-3 pr-4">{istDate(row.receivedAt)}</td>
              <td className="py-3 pr-4">{istDate(row.dueAt)}</td>
              <td className="py-3 pr-4">
                {dataRequestStatusLabels[row.status]}
                {row.overdue && <OverdueBadge />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="py-6 text-slate-600">Nothing here matches.</p>}
    </div>
  );
}
