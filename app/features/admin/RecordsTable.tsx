import type { ReactNode } from "react";
import { Link } from "react-router";
import { CardCell, CardRow, CardTable } from "./card-table";

/** A cell after the first; times are kept on one line. */
export interface RecordCell {
  content: ReactNode;
  nowrap?: boolean;
  /** The content is a "—" a card leaves out. */
  empty?: boolean;
}

/** Staff's list of records (posts, campaigns), each first cell a link to the record's editor. */
export function RecordsTable<T>({
  rows,
  empty,
  label,
  headings,
  keyOf,
  editorOf,
  titleOf,
  noteOf,
  cellsOf,
}: {
  rows: readonly T[];
  /** What shows instead of an empty table. */
  empty: string;
  /** The scrollable region's name. */
  label: string;
  /** The first names the title's column; each cell's label on a card is its heading. */
  headings: readonly [string, ...string[]];
  keyOf: (row: T) => string | number;
  /** The address of the row's editor. */
  editorOf: (row: T) => string;
  titleOf: (row: T) => string;
  /** A line under the title. */
  noteOf?: (row: T) => ReactNode;
  cellsOf: (row: T) => RecordCell[];
}) {
  if (rows.length === 0) {
    return <p className="mt-6 text-slate-700">{empty}</p>;
  }
  const [titleHeading, ...cellHeadings] = headings;
  return (
    // Posts need about 40rem as a table, campaigns (three times on one line each) 56rem.
    <CardTable label={label} cardsBelow="64rem" headings={headings}>
      {rows.map((row) => (
        <CardRow key={keyOf(row)}>
          <CardCell label={titleHeading} rank={1} className="max-w-sm break-words">
            <Link to={editorOf(row)} className="font-semibold text-brand-700 underline">
              {titleOf(row)}
            </Link>
            {noteOf?.(row)}
          </CardCell>
          {cellsOf(row).map((cell, index) => (
            <CardCell
              key={index}
              label={cellHeadings[index] ?? ""}
              empty={cell.empty}
              className={cell.nowrap ? "whitespace-nowrap" : ""}
            >
              {cell.content}
            </CardCell>
          ))}
        </CardRow>
      ))}
    </CardTable>
  );
}
