import { describe, expect, it } from "vitest";
import { addIndiaWeeks, indiaMoment } from "#shared/domain/session-time";
import { sessionMessages } from "#shared/schemas/project-session";
import { calendarParts } from "../../support/calendar-mail";
import { icsRuleViolations } from "../../support/ics-rules";
import { dayAhead, sessionServer, staff } from "./setup";

const site = sessionServer();
const { server, freshProject, addSessions, paidStudent, unpaidStudent, mailTo, uidOf } = site;

/** The form's fields of a session as it is, for moving it. */
const fieldsOf = (date: string, sequence: number) => ({
  title: "Kick-off",
  date,
  startTime: "10:00",
  endTime: "12:00",
  place: "online" as const,
  onlineUrl: "https://meet.example/kodeveda-kick-off",
  sequence,
});

describe("calendar invitations to paid students", () => {
  it("the receipt carries the ticket and one invitation per session, each a valid iTIP REQUEST", async () => {
    const project = freshProject();
    const first = dayAhead(7);
    const sessions = await addSessions(project.id, { date: first, weeks: 3 });
    expect(sessions).toHaveLength(3);
    const student = await paidStudent(project.id);

    const [receipt, ...more] = await mailTo(student.email, /^Payment received/);
    expect(more).toHaveLength(0);
    const token = await site.ticketToken(student.reference);
    expect(receipt!.text).toContain(`${server().config.siteUrl.origin}/tickets/${token}`);
    // The meeting link: this student has paid.
    expect(receipt!.text).toContain("https://meet.example/kodeveda-kick-off");

    const parts = await calendarParts(receipt!);
    expect(parts).toHaveLength(3);
    const from = /<([^>]+)>/.exec(server().config.mail.from)?.[1] ?? server().config.mail.from;
    parts.forEach((part, week) => {
      // Checked against the RFCs' rules, not only read by a parser.
      expect(icsRuleViolations(part.text)).toEqual([]);
      expect(part.method).toBe("REQUEST");
      expect(part.objectMethod).toBe("REQUEST");
      expect(part.event.uid).toBe(uidOf(sessions[week]!.id));
      expect(part.event.sequence).toBe(0);
      expect(part.event.organizer).toBe(`mailto:${from}`);
      expect(part.event.attendees.map((attendee) => attendee.getFirstValue())).toEqual([
        `mailto:${student.email}`,
      ]);
      expect(part.text).toContain("TZID=Asia/Kolkata");
      expect(part.event.startDate.toJSDate()).toEqual(
        indiaMoment(addIndiaWeeks(first, week), "10:00"),
      );
      expect(part.event.endDate.toJSDate()).toEqual(
        indiaMoment(addIndiaWeeks(first, week), "12:00"),
      );
    });
  });

  it("a move sends that session's update only, with SEQUENCE 1; a cancellation sends METHOD:CANCEL", async () => {
    const project = freshProject();
    const [kickOff, review] = await addSessions(project.id, { date: dayAhead(8), weeks: 2 });
    const paid = await paidStudent(project.id);
    const unpaid = await unpaidStudent(project.id);

    const moved = dayAhead(9);
    await server().services.sessions.staff.change(
      project.id,
      kickOff!.id,
      { ...fieldsOf(moved, 0), startTime: "14:00", endTime: "16:30" },
      staff,
    );
    const [update, ...again] = await mailTo(paid.email, /^Session moved/);
    expect(again).toHaveLength(0);
    expect(update!.text).toContain("Kick-off");
    const [part, ...others] = await calendarParts(update!);
    expect(others).toHaveLength(0);
    expect(icsRuleViolations(part!.text)).toEqual([]);
    expect(part).toMatchObject({ method: "REQUEST", objectMethod: "REQUEST" });
    expect(part!.event.uid).toBe(uidOf(kickOff!.id));
    expect(part!.event.sequence).toBe(1);
    expect(part!.event.startDate.toJSDate()).toEqual(indiaMoment(moved, "14:00"));
    expect(part!.event.endDate.toJSDate()).toEqual(indiaMoment(moved, "16:30"));

    // A page showing the old sequence is refused, and changes nothing.
    await expect(
      server().services.sessions.staff.change(project.id, kickOff!.id, fieldsOf(moved, 0), staff),
    ).rejects.toThrow(sessionMessages.stale);

    await server().services.sessions.staff.cancel(project.id, review!.id, 0, staff);
    const [cancelled] = await mailTo(paid.email, /^Session cancelled/);
    const [cancel] = await calendarParts(cancelled!);
    expect(icsRuleViolations(cancel!.text)).toEqual([]);
    expect(cancel).toMatchObject({ method: "CANCEL", objectMethod: "CANCEL", status: "CANCELLED" });
    expect(cancel!.event.uid).toBe(uidOf(review!.id));
    expect(cancel!.event.sequence).toBe(1);

    // The student who has not paid is told nothing, and never sees the meeting link.
    const toUnpaid = await mailTo(unpaid.email);
    expect(toUnpaid.map((mail) => mail.subject)).not.toContainEqual(
      expect.stringMatching(/^Session/),
    );
    for (const mail of toUnpaid) {
      expect(mail.text + mail.html).not.toContain("meet.example");
      expect(await calendarParts(mail)).toEqual([]);
    }

    const audit = await server()
      .database.db.selectFrom("audit_log")
      .select(["action", "actor_email"])
      .where("action", "like", "session.%")
      .where("subject", "=", project.title)
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      "session.added",
      "session.cancelled",
      "session.changed",
    ]);
    expect(new Set(audit.map((row) => row.actor_email))).toEqual(new Set([staff.email]));
  });

  it("sessions added after payment reach the paid student as invitations", async () => {
    const project = freshProject();
    const paid = await paidStudent(project.id);
    const [receipt] = await mailTo(paid.email, /^Payment received/);
    // No dates yet: the receipt says so and carries no invitation.
    expect(receipt!.text).toContain("not set yet");
    expect(await calendarParts(receipt!)).toEqual([]);

    const added = await addSessions(project.id, {
      title: "Demo day",
      place: "venue",
      venueName: "CBIT Seminar Hall",
      venueAddress: "Gandipet, Hyderabad 500075",
      mapUrl: "https://maps.example/cbit",
      date: dayAhead(10),
    });
    const [invitation] = await mailTo(paid.email, /^A new session/);
    expect(invitation!.text).toContain("CBIT Seminar Hall");
    const [part] = await calendarParts(invitation!);
    expect(part!.event.uid).toBe(uidOf(added[0]!.id));
    expect(part!.event.location).toBe("CBIT Seminar Hall, Gandipet, Hyderabad 500075");
  });

  it("a cancelled and refunded registration's email takes its sessions out of the student's calendar", async () => {
    const project = freshProject();
    const sessions = await addSessions(project.id, { date: dayAhead(11), weeks: 2 });
    const leaving = await paidStudent(project.id);
    const staying = await paidStudent(project.id);
    await server().services.registrations.cancel(
      leaving.reference,
      { reason: "Student asked", upiRefundReference: "UPIREFUND777" },
      staff,
    );
    const [cancelled] = await mailTo(leaving.email, /is cancelled/);
    const parts = await calendarParts(cancelled!);
    expect(
      parts.map((part) => [part.method, part.status, part.event.uid, part.event.sequence]),
    ).toEqual(sessions.map((session) => ["CANCEL", "CANCELLED", uidOf(session.id), 1]));
    for (const part of parts) expect(icsRuleViolations(part.text)).toEqual([]);
    // The sessions go on for everyone else: nothing was sent to them.
    expect(await mailTo(staying.email, /^Session/)).toEqual([]);
    expect((await server().services.sessions.staff.list(project.id)).map((s) => s.status)).toEqual([
      "scheduled",
      "scheduled",
    ]);
  });

  it("refuses a session in the past, at its date", async () => {
    const project = freshProject();
    await expect(addSessions(project.id, { date: dayAhead(-2) })).rejects.toMatchObject({
      reason: "invalid",
      about: { field: "date" },
    });
  });
});
