import { Link } from "react-router";

/** Newer and Older links around "Page n of m", keeping the filter. */
export function ListPager({
  page,
  pages,
  queryFor,
}: {
  page: number;
  pages: number;
  queryFor: (page: number) => string;
}) {
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center gap-4">
      {page > 1 && (
        <Link to={queryFor(page - 1)} className="text-brand-700 underline">
          Newer
        </Link>
      )}
      <span className="text-sm text-slate-600">
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link to={queryFor(page + 1)} className="text-brand-700 underline">
          Older
        </Link>
      )}
    </nav>
  );
}
