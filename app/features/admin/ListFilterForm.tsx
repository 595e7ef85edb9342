import { Form } from "react-router";
import { buttonClass } from "../../components/button";
import { adminLists, type AdminListKind } from "#shared/domain/admin-lists";
import { maxSearchLength } from "#shared/schemas/admin-lists";
import type { FieldError } from "#shared/schemas/fields";

const filterErrorId = "filter-error";
const invalidIf = (invalid: boolean) =>
  invalid ? { "aria-invalid": true, "aria-describedby": filterErrorId } : {};

/**
 * An admin list brings its statuses and has a CSV export; another list (the blog's) names
 * its statuses and has no export.
 */
type ListOf =
  | {
      kind: AdminListKind;
      /** The filter as an address query, for the CSV export. */
      exportQuery: string;
    }
  | { statuses: Readonly<Record<string, string>> };

/** A filter's field: the width of a phone's panel, side by side on a wider screen. */
export const filterFieldClass = "block w-full sm:w-auto";
export const filterControlClass =
  "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 sm:w-auto";

/**
 * A list's search and status filter, its CSV link, and the filter's problem if it has one. On
 * a phone it folds into a panel whose summary says what is filtered, open while something
 * is; from `lg` the panel is always open and has no summary (where the browser can style a
 * panel's content: elsewhere the summary stays, to open it with).
 */
export function ListFilterForm({
  q,
  status,
  filterError,
  keep = {},
  filtered = [],
  children,
  ...list
}: {
  q: string;
  status: string;
  filterError?: FieldError | undefined;
  /** Other parts of the address a search keeps (one project's registrations). */
  keep?: Readonly<Record<string, string>>;
  /** The other filters in force, as the summary says them ("Kind: Erasure"). */
  filtered?: readonly string[];
  /** More filters of this list, before the Search button (the kind of a data request). */
  children?: React.ReactNode;
} & ListOf) {
  const statusLabels: Readonly<Record<string, string>> =
    "kind" in list ? adminLists[list.kind].statuses : list.statuses;
  const inForce = [
    ...(q ? [`Search: “${q}”`] : []),
    ...(status
      ? [`Status: ${Object.hasOwn(statusLabels, status) ? statusLabels[status] : status}`]
      : []),
    ...filtered,
  ];
  return (
    <>
      <details
        open={inForce.length > 0 || Boolean(filterError)}
        className="group rounded-lg border border-slate-300 bg-white lg:border-0 lg:bg-transparent lg:details-content:[content-visibility:visible]"
      >
        <summary className="flex min-h-11 cursor-pointer items-center gap-x-2 px-4 py-2 font-semibold text-slate-900 supports-[selector(::details-content)]:lg:hidden">
          <span aria-hidden="true" className="text-slate-600 group-open:rotate-90">
            ▸
          </span>
          <span className="min-w-0 break-words">
            Search and filter
            {inForce.length > 0 && (
              <span className="font-normal text-slate-700">: {inForce.join(", ")}</span>
            )}
          </span>
        </summary>
        <Form
          method="get"
          className="flex flex-wrap items-end gap-3 px-4 pb-4 lg:p-0"
          role="search"
        >
          {Object.entries(keep).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label className={filterFieldClass}>
            <span className="block text-sm font-medium text-slate-800">Search</span>
            <input
              type="search"
              name="q"
              defaultValue={q}
              maxLength={maxSearchLength}
              {...invalidIf(filterError?.path === "q")}
              className={filterControlClass}
            />
          </label>
          <label className={filterFieldClass}>
            <span className="block text-sm font-medium text-slate-800">Status</span>
            <select
              name="status"
              defaultValue={status}
              {...invalidIf(filterError?.path === "status")}
              className={filterControlClass}
            >
              <option value="">Any</option>
              {Object.entries(statusLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          {children}
          <button type="submit" className={buttonClass("primary")}>
            Search
          </button>
          {"kind" in list && !filterError && (
            <a
              href={`/api/admin/export/${list.kind}.csv${list.exportQuery}`}
              download
              className={buttonClass("outline")}
            >
              Export CSV
            </a>
          )}
        </Form>
      </details>
      {filterError && (
        <p
          id={filterErrorId}
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900"
        >
          {filterError.msg}
        </p>
      )}
    </>
  );
}
