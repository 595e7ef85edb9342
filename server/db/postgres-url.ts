/**
 * Our tests and some hosts choose a schema with `options=-c search_path=…` in DATABASE_URL.
 * pg_dump and pg_restore set their own search_path, so the tools that call them take the
 * schema from here and pass the URL without the parameter.
 */
export function searchPathSchema(url: string): string | undefined {
  return /search_path=(\w+)/.exec(new URL(url).searchParams.get("options") ?? "")?.[1];
}

export function withoutOptions(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete("options");
  return parsed.toString();
}
