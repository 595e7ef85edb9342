import path from "node:path";
import { sql } from "kysely";
import { pipelineProjects } from "#shared/content/projects";
import { indiaDay } from "#shared/domain/india-time";
import { connectDatabase } from "#server/db/connect";
import { createLogger } from "#server/logger";
import { cookieHeader } from "#tests/support/accounts";
import { studentRegistration } from "#tests/support/students";
import { recentUtr } from "#tests/support/utr";
import type { AuditedPage, LighthouseRow } from "./lighthouse";
import type { BenchServer } from "./server";

/** What the server needs for seedTicket: a UPI payee, so a student can pay by UPI. */
export const ticketServerEnv = { UPI_VPA: "kodeveda@okaxis" };

const student = { name: "Ananya Reddy", email: "ananya.reddy@student.example" };

/** The day in India `days` days from now (YYYY-MM-DD). */
const dayAhead = (days: number) => indiaDay(new Date(Date.now() + days * 86_400_000));

async function call(
  server: BenchServer,
  what: string,
  address: string,
  init: { body: string; type: string; cookie?: string },
): Promise<Response> {
  const response = await fetch(server.url + address, {
    method: "POST",
    headers: {
      "content-type": init.type,
      origin: server.url,
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body,
  });
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

const json = (server: BenchServer, what: string, address: string, body: object, cookie?: string) =>
  call(server, what, address, { body: JSON.stringify(body), type: "application/json", cookie });

/**
 * A paid student's ticket on the server (issue 39), as the site makes one: staff add a project's
 * sessions (a weekly pair online, a day at a venue) through the admin API; the student signs up
 * and registers by UPI, hands in a UTR, and staff confirm the payment on the registrations
 * list. Their address is marked confirmed in the database, as the emailed link would (as
 * tests/integration/tickets does). Returns the pages to audit: the ticket, and /account signed
 * out and signed in with that ticket on it. The server needs ticketServerEnv.
 */
export async function seedTicket(server: BenchServer, adminCookie: string): Promise<AuditedPage[]> {
  const project = pipelineProjects[0];
  if (!project) throw new Error("the ticket needs a pipeline project");
  const sessions = `/api/admin/projects/${project.id}/sessions`;
  const session = { startTime: "10:00", endTime: "12:00", weeks: 1 };
  await json(
    server,
    "adding sessions",
    sessions,
    {
      ...session,
      title: "Kick-off",
      date: dayAhead(7),
      place: "online",
      onlineUrl: "https://meet.example/kodeveda-kick-off",
      weeks: 2,
    },
    adminCookie,
  );
  await json(
    server,
    "adding a session",
    sessions,
    {
      ...session,
      title: "Lab day",
      date: dayAhead(10),
      place: "venue",
      venueName: "CBIT Seminar Hall",
      venueAddress: "Gandipet, Hyderabad",
      mapUrl: "https://maps.example/cbit",
    },
    adminCookie,
  );

  const signedUp = await json(server, "signing up", "/api/account/sign-up/email", {
    ...student,
    password: "correct horse battery",
  });
  const cookie = cookieHeader(signedUp);
  const connection = connectDatabase(
    { kind: "sqlite", file: path.join(server.dataDir, "app.db") },
    { logger: createLogger("silent") },
  );
  try {
    await sql`update "user" set "emailVerified" = 1 where email = ${student.email}`.execute(
      connection.db,
    );
  } finally {
    await connection.close();
  }

  const registered = await json(
    server,
    "registering",
    "/api/register",
    studentRegistration(project.id, student),
    cookie,
  );
  const { reference } = (await registered.json()) as { reference: string };
  await json(server, "handing in a UTR", `/api/registrations/${reference}/upi`, {
    utr: recentUtr(),
  });
  await call(server, "confirming the payment", "/admin/registrations", {
    body: new URLSearchParams({ intent: "confirm", reference }).toString(),
    type: "application/x-www-form-urlencoded",
    cookie: adminCookie,
  });

  const account = await fetch(`${server.url}/account`, { headers: { cookie } });
  const ticket = /\/tickets\/[\w-]+/.exec(await account.text())?.[0];
  if (!ticket) throw new Error(`no ticket on the signed-in /account (${account.status})`);
  return [
    { path: ticket, personal: true },
    { path: "/account", personal: true },
    { path: "/account", cookie, personal: true },
  ];
}

/** Issue 39's target for the pages seedTicket returned, as [target, measured, met]. */
export function ticketTargets(rows: LighthouseRow[]): [string, string, boolean][] {
  const audited = rows.filter(
    (row) => row.personal && (row.path === "/account" || row.path.startsWith("/tickets/")),
  );
  const shown = (row: LighthouseRow) =>
    `${row.path.startsWith("/tickets/") ? "the ticket" : `\`${row.path}\``}${row.signedIn ? " signed in" : ""} ${row.scores.accessibility} / ${row.scores["best-practices"]}`;
  return [
    [
      "The ticket page and `/account` (signed out, and signed in with that ticket): Lighthouse 100 for accessibility and best practices",
      audited.map(shown).join(", ") || "n/a",
      audited.length === 3 &&
        audited.every(
          (row) => row.scores.accessibility === 100 && row.scores["best-practices"] === 100,
        ),
    ],
  ];
}
