import {
  adminLists,
  adminListTimeColumns,
  adminListValueLabels,
  type AdminListKind,
} from "#shared/domain/admin-lists";
import { CardCell, CardRow, CardTable, type CardsBelow } from "./card-table";
import { awaitsVerification, StatusCell } from "./StatusCell";

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

/**
 * What a row's card shows first, in this order: what staff tell a row by, and its status (at
 * most three: the row's action comes fourth).
 */
const keyColumns: Record<AdminListKind, readonly [string, string?, string?]> = {
  bookings: ["organization_name", "email", "status"],
  contacts: ["name", "email", "status"],
  subscribers: ["email", "status"],
  registrations: ["reference", "name", "status"],
};

/** Subscribers fit in 31rem; the others' columns, with a form in each row, never fit a page. */
const cardsBelow: Record<AdminListKind, CardsBelow> = {
  bookings: "always",
  contacts: "always",
  subscribers: "40rem",
  registrations: "always",
};

/** Values without spaces (addresses, payment ids) break anywhere rather than widen the page. */
const unbroken = new Set([
  "email",
  "guardian_email",
  "upi_utr",
  "upi_network",
  "razorpay_payment_id",
]);

const rankOf = (kind: AdminListKind, column: string) => {
  const index = keyColumns[kind].indexOf(column);
  return index < 0 ? undefined : ((index + 1) as 1 | 2 | 3);
};

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
    <CardTable
      label={`${list.title} table`}
      cardsBelow={cardsBelow[kind]}
      headings={list.columns.map(([, label]) => label)}
      actions={Boolean(rowAction)}
      after={rows.length === 0 && <p className="py-6 text-slate-600">Nothing here matches.</p>}
    >
      {rows.map((row) => (
        <CardRow key={row.id}>
          {list.columns.map(([column, label]) => {
            const value = row[column];
            if (column === "status") {
              return (
                <CardCell
                  key={column}
                  label={label}
                  rank={rankOf(kind, column)}
                  stack={awaitsVerification(kind, row)}
                >
                  <StatusCell kind={kind} row={row} busy={busy} />
                </CardCell>
              );
            }
            return (
              <CardCell
                key={column}
                label={label}
                rank={rankOf(kind, column)}
                empty={value === null || value === undefined}
                className={`max-w-xs whitespace-pre-line ${unbroken.has(column) ? "wrap-anywhere" : "break-words"}`}
              >
                {shown(column, value)}
              </CardCell>
            );
          })}
          {rowAction && <ActionCell action={rowAction(row)} />}
        </CardRow>
      ))}
    </CardTable>
  );
}

/** The row's control, after the key fields on a card, or an empty cell a card leaves out. */
function ActionCell({ action }: { action: React.ReactNode }) {
  return (
    <CardCell label="Actions" rank={4} quiet stack empty={action === null || action === undefined}>
      {action}
    </CardCell>
  );
}
