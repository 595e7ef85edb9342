import { DomUtils, parseDocument } from "htmlparser2";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { slugify } from "#shared/lib/slug";
import { signUpVisitor, uniqueStudentEmail } from "../../support/accounts";
import { icsRuleViolations } from "../../support/ics-rules";
import { dayAhead, sessionServer, staff } from "../sessions/setup";

/**
 * Issue 39: a paid student's ticket page and its calendar file, at the ticket's unguessable
 * address — private, never indexed, and saying nothing but "no longer valid" once the seat
 * is given up — and the tickets on /account, for the confirmed owner of the address only.
 */

const site = sessionServer();
const { server, freshProject, addSessions, paidStudent, ticketToken } = site;

const meetingLink = "https://meet.example/kodeveda-ticket-page";

const get = (path: string, cookie?: string) =>
  fetch(server().url + path, { headers: cookie ? { cookie } : {} });

/** The text of the page's main landmark, as a reader sees it (entities decoded). */
const mainText = (html: string) => {
  const main = DomUtils.findOne((element) => element.name === "main", parseDocument(html).children);
  return main ? DomUtils.textContent(main).replace(/\s+/g, " ") : "";
};

/** A project with two online sessions a week apart and one at a venue, and a student who paid. */
async function paidTicket() {
  const project = freshProject();
  await addSessions(project.id, {
    title: "Kick-off",
    date: dayAhead(7),
    onlineUrl: meetingLink,
    weeks: 2,
  });
  await addSessions(project.id, {
    title: "Lab day",
    date: dayAhead(10),
    place: "venue",
    venueName: "CBIT Seminar Hall",
    venueAddress: "Gandipet, Hyderabad",
    mapUrl: "https://maps.example/cbit",
  });
  const student = await paidStudent(project.id);
  return { project, student, token: await ticketToken(student.reference) };
}

/** Marks an address as confirmed, as the emailed link would. */
const confirmAddress = (email: string) =>
  sql`update "user" set "emailVerified" = ${server().database.dialect === "postgres" ? sql`true` : sql`1`} where email = ${email}`.execute(
    server().database.db,
  );

describe("the ticket page", () => {
  it("shows a paid student their name, sessions and meeting link, privately and unindexed", async () => {
    const { project, student, token } = await paidTicket();
    const page = await get(`/tickets/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    // Helmet's site-wide policy comes first; the last one a browser knows is the one it keeps.
    expect(page.headers.get("referrer-policy")?.split(",").at(-1)?.trim()).toBe("no-referrer");
    const html = await page.text();
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    const text = mainText(html);
    expect(text).toContain("Your ticket");
    expect(text).toContain("Ananya Reddy");
    expect(text).toContain(project.title);
    expect(text).toContain(student.reference);
    expect(html.match(/<h3[^>]*>Kick-off<\/h3>/g)).toHaveLength(2);
    expect(html).toMatch(/<h3[^>]*>Lab day<\/h3>/);
    expect(text).toContain("CBIT Seminar Hall");
    expect(text).toContain(" IST");
    expect(html).toContain(`href="${meetingLink}"`);
    expect(html).toContain('aria-label="Ticket QR code for check-in"');
    expect(html.match(/Add to Google Calendar/g)).toHaveLength(3);
    expect(html).toContain(`href="/tickets/${token}/calendar.ics"`);
    // What a client-side navigation fetches is as private.
    const data = await get(`/tickets/${token}.data`);
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toBe("private, no-store");
  });

  it("offers every session as one calendar file, privately", async () => {
    const { project, token } = await paidTicket();
    const file = await get(`/tickets/${token}/calendar.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="${slugify(project.title)}-sessions.ics"`,
    );
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    const text = await file.text();
    expect(text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(3);
    expect(icsRuleViolations(text)).toEqual([]);
  });

  it("says only 'no longer valid' once the registration is cancelled and refunded", async () => {
    const { student, token } = await paidTicket();
    await server().services.registrations.cancel(
      student.reference,
      { reason: "Student asked", upiRefundReference: "UPIREFUND456" },
      staff,
    );
    const page = await get(`/tickets/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    const text = mainText(html);
    expect(text).toContain("This ticket is no longer valid");
    expect(text).toContain(student.reference);
    expect(text).toContain("Write to us at hello@kodeveda.in");
    expect(html).not.toContain(meetingLink);
    expect(html).not.toContain("Ticket QR code");
    expect(text).not.toContain("Kick-off");
    expect((await get(`/tickets/${token}/calendar.ics`)).status).toBe(404);
  });

  it("answers 404 at an address that is no ticket", async () => {
    for (const path of [
      `/tickets/${"A".repeat(32)}`,
      "/tickets/nope",
      "/tickets/nope/calendar.ics",
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });
});

describe("the tickets on /account", () => {
  it("are listed for the signed-in owner of a confirmed address, and for nobody else", async () => {
    const { project, student, token } = await paidTicket();
    const owner = await signUpVisitor(server(), student.email);

    // Anyone can sign up with anyone's address: nothing until it is confirmed.
    const unconfirmed = await (await get("/account", owner.cookie)).text();
    expect(unconfirmed).not.toContain(token);
    expect(unconfirmed).not.toContain("Open ticket");

    await confirmAddress(student.email);
    const page = await get("/account", owner.cookie);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    const text = mainText(html);
    expect(text).toContain(project.title);
    expect(text).toContain(student.reference);
    // The next session, worded in India time.
    expect(text).toMatch(/Next: .*\d{4}, \d{1,2}:\d{2} [ap]m – \d{1,2}:\d{2} [ap]m IST/);
    expect(html).toContain(`href="/tickets/${token}"`);
    expect(text).toContain("Open ticket");

    const other = await signUpVisitor(server(), uniqueStudentEmail("someone-else"));
    await confirmAddress(other.email);
    const theirs = await (await get("/account", other.cookie)).text();
    expect(theirs).toContain("Hello,");
    expect(theirs).not.toContain(token);
    expect(theirs).not.toContain("Open ticket");
  });
});

describe("the public projects page", () => {
  it("never carries a session's meeting link, in its HTML or its data", async () => {
    await paidTicket();
    const page = await get("/projects");
    expect(page.status).toBe(200);
    const html = await page.text();
    // The session is on the page, as its time: its link is not.
    expect(mainText(html)).toContain("Next session:");
    expect(html).not.toContain(meetingLink);
    const data = await get("/projects.data");
    expect(data.status).toBe(200);
    expect(await data.text()).not.toContain(meetingLink);
  });
});
