import type { ReactNode } from "react";
import { Link } from "react-router";

/** A cell after the first; times are kept on one line. */
export interface RecordCell {
  content: ReactNode;
  nowrap?: boolean;
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
  headings: readonly string[];
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
  return (
    <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
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
            <tr key={keyOf(row)} className="border-b border-slate-200 align-top">
              <td className="max-w-sm py-3 pr-4 break-words">
                <Link to={editorOf(row)} className="font-semibold text-brand-700 underline">
                  {titleOf(row)}
                </Link>
                {noteOf?.(row)}
              </td>
              {cellsOf(row).map((cell, index) => (
                <td
                  key={index}
                  className={cell.nowrap ? "py-3 pr-4 whitespace-nowrap" : "py-3 pr-4"}
                >
                  {cell.content}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
