/**
 * The `route` label of a request's metrics: few enough values that every one can be a time
 * series. An API route Express matched is named by its pattern (`/api/admin/registrations/:id`);
 * anything else by its first segment (`/blog/*`), and the API's by its first two
 * (`/api/account/*`, where better-auth answers). A 404 is `unmatched`, whatever was asked: a
 * scanner trying ten thousand addresses adds one series, not ten thousand.
 */
export function routeLabel(path: string, matchedPattern: string | undefined, status: number) {
  if (status === 404) return "unmatched";
  if (matchedPattern) return matchedPattern;
  const segments = path.replace(/\?.*$/s, "").split("/").filter(Boolean);
  const kept = segments[0] === "api" ? 2 : 1;
  if (segments.length === 0) return "/";
  const head = `/${segments.slice(0, kept).join("/")}`;
  return segments.length > kept ? `${head}/*` : head;
}
