import { Link } from "react-router";
import { dataRequestKindLabels, dataRequestStatusLabels } from "#shared/domain/privacy";
import type { DataRequestRow } from "#shared/schemas/data-requests";
import { CardCell, CardRow, CardTable } from "../card-table";
import { istDate } from "./dates";
import { OverdueBadge } from "./OverdueBadge";

const headings = ["Reference", "Kind", "Person", "Received", "Due", "Status"];

/** One page of the queue; an overdue request's row is tinted and says "Overdue". */
export function RequestsTable({ rows }: { rows: DataRequestRow[] }) {
  return (
    <CardTable
      label="Data requests table"
      cardsBelow="40rem"
      headings={headings}
      after={rows.length === 0 && <p className="py-6 text-slate-600">Nothing here matches.</p>}
    >
      {rows.map((row) => (
        <CardRow key={row.reference} className={row.overdue ? "bg-red-50" : ""}>
          <CardCell label="Reference" rank={1} className="whitespace-nowrap">
            <Link to={`/admin/requests/${row.reference}`} className="text-brand-700 underline">
              {row.reference}
            </Link>
          </CardCell>
          <CardCell label="Kind">{dataRequestKindLabels[row.kind]}</CardCell>
          <CardCell label="Person" className="max-w-xs wrap-anywhere">
            {row.email ? (
              <>
                {row.name && <span className="block">{row.name}</span>}
                {row.email}
              </>
            ) : (
              <em>erased</em>
            )}
          </CardCell>
          <CardCell label="Received">{istDate(row.receivedAt)}</CardCell>
          <CardCell label="Due">{istDate(row.dueAt)}</CardCell>
          <CardCell label="Status" rank={2}>
            {dataRequestStatusLabels[row.status]}
            {row.overdue && <OverdueBadge />}
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}
