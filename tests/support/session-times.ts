import { sql } from "kysely";
import type { TestServer } from "./test-server";

const hourMs = 3_600_000;

/** The session a cookie carries, as the server stores it (better-auth's row). */
export async function sessionOf(server: TestServer, cookie: string) {
  const found = await server.auth.api.getSession({ headers: new Headers({ cookie }) });
  if (!found) throw new Error("The cookie carries no session.");
  return found.session;
}

/** A moment as better-auth stores it: ISO text on SQLite, a timestamp on PostgreSQL. */
const authTime = (server: TestServer, ms: number) =>
  server.database.dialect === "sqlite" ? new Date(ms).toISOString() : new Date(ms);

/**
 * Moves a session into the past, as if it was opened `signedInHoursAgo` hours ago and last
 * recorded activity `activeHoursAgo` hours ago: the test's clock is the database's rows.
 */
export async function ageSession(
  server: TestServer,
  cookie: string,
  { signedInHoursAgo, activeHoursAgo }: { signedInHoursAgo: number; activeHoursAgo: number },
) {
  const { id } = await sessionOf(server, cookie);
  const now = Date.now();
  await sql`update "session" set
      "createdAt" = ${authTime(server, now - signedInHoursAgo * hourMs)},
      "updatedAt" = ${authTime(server, now - activeHoursAgo * hourMs)}
    where id = ${id}`.execute(server.database.db);
  return id;
}

/** Whether the session `id` is still stored, and when it last recorded activity. */
export async function storedSession(server: TestServer, id: string) {
  const { rows } = await sql<{ updatedAt: string | Date }>`select "updatedAt" from "session"
    where id = ${id}`.execute(server.database.db);
  const row = rows[0];
  return row && { activeAt: new Date(row.updatedAt) };
}
