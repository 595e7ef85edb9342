import { sql } from "kysely";
import type { TestServer } from "./test-server";

/** Anything with an address to send requests to: a test server or a server process. */
export interface Reachable {
  url: string;
}

/**
 * A JSON POST as a script sends it: no Origin header unless `headers` gives one (the JSON
 * API does not need it; better-auth and the admin portal do, see `postFromSite`).
 */
export function postJsonTo(
  target: Reachable,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${target.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * A JSON POST from the site's own origin, as the site's pages send it; `headers` adds to it
 * or overrides it (a cookie, another origin, X-Forwarded-For).
 */
export function postFromSite(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return postJsonTo(server, path, body, { origin: server.config.siteUrl.origin, ...headers });
}

/** How many rows a table holds now (better-auth's tables included, which Kysely's types lack). */
export async function countRows(server: Pick<TestServer, "database">, table: string) {
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from ${sql.table(table)}`.execute(server.database.db);
  return Number(rows[0]?.n);
}
