/**
 * What the request log keeps of an address. Links carry secrets in many places (a token in
 * `?token=` or `?offer=`, a registration's reference in `?pay=` or in the path, a seat offer's
 * token in `/api/waitlist-offers/<token>`, Stripe's client secret on the way back from a
 * card payment, Google's code), and a new route adds more. So the rule keeps only what is
 * known to be harmless and redacts everything else, and a new route needs no change here:
 *
 * - a path segment is kept when it reads as words and numbers (`blog`, `hackathon-results-2026`,
 *   `registrations.csv`, `42`); anything else, whatever its route, becomes `[redacted]`;
 * - a query value is kept only under a name listed in `publicParameters`; a name that is not
 *   plain lowercase is redacted too.
 *
 * So a secret must never look like lowercase words, nor be a number in a path: every token the
 * site makes is random base64url, hex or Crockford base 32 in capitals.
 */

const redacted = "[redacted]";

/** Query parameters whose values say what was asked for and are nobody's secret. */
const publicParameters = new Set([
  "_routes",
  "category",
  "index",
  "page",
  "project",
  "redirect_status",
  "status",
  "success",
]);

/** Lowercase words or numbers (up to 9 digits: an id), joined by `-`, `.` or `_`. */
const publicSegment = /^_*(?:[a-z]+|\d{1,9})(?:[-._](?:[a-z]+|\d{1,9}))*$/;
const parameterName = /^_?[a-z][a-z_]{0,39}$/;

const segment = (part: string) => (part === "" || publicSegment.test(part) ? part : redacted);

function parameter(pair: string): string {
  const equals = pair.indexOf("=");
  const name = equals === -1 ? pair : pair.slice(0, equals);
  if (!parameterName.test(name)) return redacted;
  if (equals === -1 || publicParameters.has(name)) return pair;
  return `${name}=${redacted}`;
}

export function loggedUrl(url: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const loggedPath = path.split("/").map(segment).join("/");
  if (query === -1) return loggedPath;
  const search = url.slice(query + 1);
  return `${loggedPath}?${search === "" ? "" : search.split("&").map(parameter).join("&")}`;
}
