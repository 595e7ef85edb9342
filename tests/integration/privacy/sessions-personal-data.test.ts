import { randomBytes, randomUUID } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { paymentRecordRetainedReason } from "#shared/domain/privacy";
import { registration } from "../../support/dashboard-rows";
import { serverWithMail } from "../../support/server-with-mail";
import { distinctivePerson } from "./setup";

/**
 * Issue 39: a paid student's ticket, the reminders sent them and their check-ins are theirs in
 * "Your data" — downloaded without the ticket's secrets, erased with them even though the
 * payment record stays — and a registration in which they are only the guardian keeps its
 * student's.
 */

const site = serverWithMail({ STAFF_EMAIL: "office@kodeveda.test" });
const db = () => site.server.database.db;

const secret = () => randomBytes(24).toString("base64url");

/** A project of its own, with one session, written straight into the database. */
async function projectWithSession() {
  const at = new Date().toISOString();
  const projectId = `sessions-${randomUUID()}`;
  await db()
    .insertInto("projects")
    .values({
      id: projectId,
      title: "Smart attendance with face recognition",
      status: "In Progress",
      timeline: "Jan 2027 – Apr 2027",
      description: "A project whose sessions students attend.",
      technologies: "[]",
      objectives: "[]",
      mentor: "Sneha Iyer",
      progress: 0,
      seats: 10,
      registration_open: 1,
      position: 0,
      archived_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const session = {
    id: randomUUID(),
    project_id: projectId,
    title: "Kick-off",
    starts_at: "2027-01-09T04:30:00.000Z",
    ends_at: "2027-01-09T07:30:00.000Z",
    place: "venue" as const,
    venue_name: "CBIT Seminar Hall",
    venue_address: "Gandipet, Hyderabad",
    map_url: null,
    online_url: null,
    series_id: null,
    cancelled_at: null,
    created_at: at,
    updated_at: at,
  };
  await db().insertInto("project_sessions").values(session).execute();
  return { projectId, session };
}

/** A paid registration's ticket, one reminder and a check-in at `session`. */
async function ticketAndVisit(registrationId: string, session: { id: string; starts_at: string }) {
  const at = new Date().toISOString();
  const ticket = {
    id: randomUUID(),
    registration_id: registrationId,
    token: secret(),
    check_in_code: secret(),
    created_at: at,
  };
  const reminder = {
    id: randomUUID(),
    session_id: session.id,
    registration_id: registrationId,
    kind: "first" as const,
    session_starts_at: session.starts_at,
    created_at: at,
  };
  const attendance = {
    session_id: session.id,
    registration_id: registrationId,
    checked_in_at: at,
    checked_in_by: "office@kodeveda.test",
  };
  await db().insertInto("tickets").values(ticket).execute();
  await db().insertInto("session_reminders").values(reminder).execute();
  await db().insertInto("session_attendance").values(attendance).execute();
  return { ticket, reminder, attendance };
}

/** What is stored for one registration's ticket, reminders and check-ins. */
async function rowsOfRegistration(registrationId: string) {
  const [tickets, reminders, attendance] = await Promise.all(
    (["tickets", "session_reminders", "session_attendance"] as const).map((table) =>
      db().selectFrom(table).selectAll().where("registration_id", "=", registrationId).execute(),
    ),
  );
  return { tickets, reminders, attendance };
}

describe("a paid student's ticket, reminders and check-ins in 'Your data'", () => {
  it("are downloaded without the ticket's secrets, and erased with the student but not with a guardian", async () => {
    const person = distinctivePerson();
    const { projectId, session } = await projectWithSession();
    const paidAt = new Date(Date.now() - 3_600_000).toISOString();
    const own = {
      ...registration("paid", "stripe", paidAt, { paid: paidAt }),
      project_id: projectId,
      name: person.name,
      email: person.email,
      phone: person.phone,
    };
    // Another student's, in which the person is only the guardian.
    const wards = {
      ...registration("paid", "upi", paidAt, { paid: paidAt }),
      project_id: projectId,
      under_18: 1,
      guardian_name: person.name,
      guardian_email: person.email,
    };
    for (const row of [own, wards]) await db().insertInto("registrations").values(row).execute();
    const theirs = await ticketAndVisit(own.id, session);
    const student = await ticketAndVisit(wards.id, session);

    const { person: data, erasure } = site.server.services.privacy;
    const files = unzipSync(await data.download(person.email));
    const json = JSON.parse(strFromU8(files["your-data.json"]!)) as {
      tables: Record<string, Array<Record<string, unknown>>>;
    };
    const { token, check_in_code: checkInCode, ...shownTicket } = theirs.ticket;
    expect(json.tables.tickets).toContainEqual(shownTicket);
    expect(json.tables.session_reminders).toContainEqual(theirs.reminder);
    expect(json.tables.session_attendance).toContainEqual(theirs.attendance);
    for (const row of json.tables.tickets ?? []) {
      expect(Object.keys(row).sort()).toEqual(["created_at", "id", "registration_id"]);
    }
    // Neither ticket's secrets are anywhere in the download, nor in the page's summary.
    const secrets = [token, checkInCode, student.ticket.token, student.ticket.check_in_code];
    const everyFile = Object.values(files).map((file) => strFromU8(file));
    const summary = await data.summary(person.email);
    for (const value of secrets) {
      for (const text of [...everyFile, JSON.stringify(summary)]) expect(text).not.toContain(value);
    }
    expect(summary.map((section) => section.title)).toEqual(
      expect.arrayContaining(["Your tickets", "Reminders we sent you", "Sessions you attended"]),
    );

    const { kept } = await erasure.erase(person.email, { by: "self", channel: "web" });
    expect(kept).toEqual([
      { what: `Payment record ${own.reference}`, why: paymentRecordRetainedReason },
    ]);

    // Their own registration stays as the payment record, without its ticket, reminders or
    // check-ins.
    expect(await rowsOfRegistration(own.id)).toEqual({
      tickets: [],
      reminders: [],
      attendance: [],
    });
    expect(
      await db()
        .selectFrom("registrations")
        .select(["status", "email", "retained_reason"])
        .where("id", "=", own.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: "paid", email: "erased", retained_reason: paymentRecordRetainedReason });

    // The student's registration loses its guardian and keeps everything of the student's.
    expect(await rowsOfRegistration(wards.id)).toEqual({
      tickets: [student.ticket],
      reminders: [student.reminder],
      attendance: [student.attendance],
    });
    expect(
      await db()
        .selectFrom("registrations")
        .select(["email", "guardian_email"])
        .where("id", "=", wards.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ email: wards.email, guardian_email: null });
  });
});
