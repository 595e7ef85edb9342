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

/** A list's search and status filter, its CSV link, and the filter's problem if it has one. */
export function ListFilterForm({
  q,
  status,
  filterError,
  keep = {},
  children,
  ...list
}: {
  q: string;
  status: string;
  filterError?: FieldError | undefined;
  /** Other parts of the address a search keeps (one project's registrations). */
  keep?: Readonly<Record<string, string>>;
  /** More filters of this list, before the Search button (the kind of a data request). */
  children?: React.ReactNode;
} & ListOf) {
  const statuses = Object.entries("kind" in list ? adminLists[list.kind].statuses : list.statuses);
  return (
    <>
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="block">
          <span className="block text-sm font-medium text-slate-800">Search</span>
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={maxSearchLength}
            {...invalidIf(filterError?.path === "q")}
            className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        <label className="block">
          <span className="block text-sm font-medium text-slate-800">Status</span>
          <select
            name="status"
            defaultValue={status}
            {...invalidIf(filterError?.path === "status")}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">Any</option>
            {statuses.map(([value, label]) => (
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
