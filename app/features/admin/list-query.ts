/** A list page's query string: its filter, kept across pages and exports, plus `extra`. */
export function listQuery(
  filter: { q?: string | undefined; status?: string | undefined },
  extra: Record<string, string> = {},
): string {
  return (
    "?" +
    new URLSearchParams({
      ...(filter.q ? { q: filter.q } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...extra,
    }).toString()
  );
}
