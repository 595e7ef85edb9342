import { describe, expect, it } from "vitest";
import { indiaMoment } from "#shared/domain/session-time";
import { createMailComposer } from "#server/mail/messages";
import { createStudentNotifier, emailChannel } from "#server/services/notifications";
import { reminderSweep } from "#server/services/sessions/reminders";
import { createCommit } from "#server/services/unit-of-work";
import { dayAhead, sessionServer, staff } from "./setup";

const site = sessionServer();
const { server, freshProject, addSessions, paidStudent, unpaidStudent, mailTo } = site;

const hour = 3_600_000;
const at = (start: Date, hoursBefore: number) => new Date(start.getTime() - hoursBefore * hour);
const reminders = (email: string) => mailTo(email, /^Reminder: /);

/** The sweep every instance runs, at the moment the test says (the test's clock). */
const sweep = (now: Date) => server().services.sessions.sendDueReminders(now);

describe("session reminders", () => {
  it("reach each paid student once per session, and nobody cancelled, refunded or erased", async () => {
    const project = freshProject();
    const day = dayAhead(12);
    const [session] = await addSessions(project.id, { date: day, title: "Week 1 mentor review" });
    const start = indiaMoment(day, "10:00");
    const [asha, bala, refunded, erased] = [
      await paidStudent(project.id),
      await paidStudent(project.id),
      await paidStudent(project.id),
      await paidStudent(project.id),
    ];
    const unpaid = await unpaidStudent(project.id);
    await server().services.registrations.cancel(
      refunded.reference,
      { reason: "Student asked", upiRefundReference: "UPIREFUND123" },
      staff,
    );
    await server().services.privacy.erasure.erase(erased.email, { by: "self", channel: "web" });

    expect(await sweep(at(start, 25))).toBe(0);
    // Two instances sweeping at the same moment: the unique key gives each reminder to one.
    const [one, other] = await Promise.all([sweep(at(start, 23)), sweep(at(start, 23))]);
    expect(one + other).toBe(2);
    expect(await sweep(at(start, 22))).toBe(0);
    expect(await sweep(at(start, 1))).toBe(0);
    const [toAsha, ...twice] = await reminders(asha.email);
    expect(twice).toHaveLength(0);
    expect(toAsha!.subject).toContain("Week 1 mentor review");
    expect(toAsha!.text).toContain("https://meet.example/kodeveda-kick-off");
    expect(await reminders(bala.email)).toHaveLength(1);
    for (const nobody of [refunded, erased, unpaid]) {
      expect(await reminders(nobody.email)).toHaveLength(0);
    }
    const rows = await server()
      .database.db.selectFrom("session_reminders")
      .select(["registration_id", "kind"])
      .where("session_id", "=", session!.id)
      .execute();
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(["first"]));
  });

  it("never for a cancelled session; a moved one is reminded of for its new start, once", async () => {
    const project = freshProject();
    const day = dayAhead(14);
    const [kept, dropped] = await addSessions(project.id, { date: day, weeks: 2 });
    const student = await paidStudent(project.id);
    await server().services.sessions.staff.cancel(project.id, dropped!.id, 0, staff);

    const start = indiaMoment(day, "10:00");
    expect(await sweep(at(start, 20))).toBe(1);
    // Moved a day later after its reminder went: the new start is reminded of again.
    const later = dayAhead(15);
    await server().services.sessions.staff.change(
      project.id,
      kept!.id,
      {
        title: "Kick-off",
        date: later,
        startTime: "10:00",
        endTime: "12:00",
        place: "online",
        onlineUrl: "https://meet.example/kodeveda-kick-off",
        sequence: 0,
      },
      staff,
    );
    const moved = indiaMoment(later, "10:00");
    expect(await sweep(at(moved, 30))).toBe(0);
    // Due the moment the window opens, whenever the sweep runs in it: still once.
    expect(await sweep(at(moved, 3))).toBe(1);
    expect(await sweep(at(moved, 2))).toBe(0);
    // The cancelled one, a week on, never.
    expect(await sweep(at(indiaMoment(dayAhead(21), "10:00"), 20))).toBe(0);
    expect(await reminders(student.email)).toHaveLength(2);
  });

  it("a second, shorter reminder only when configured, and one email when both are due at once", async () => {
    const project = freshProject();
    const day = dayAhead(16);
    const [first, second] = await addSessions(project.id, { date: day, weeks: 2 });
    const student = await paidStudent(project.id);
    const { database, config } = server();
    const twice = reminderSweep(
      database,
      createCommit(database, () => server().outbox.notify()),
      {
        notifier: createStudentNotifier([
          emailChannel(
            createMailComposer({
              siteUrl: config.siteUrl.origin,
              staffEmail: config.mail.staffEmail,
              from: config.mail.from,
            }),
          ),
        ]),
        settings: { firstHours: 24, secondHours: 2, checkSeconds: 60 },
      },
    );

    const start = indiaMoment(day, "10:00");
    expect(await twice(at(start, 23))).toBe(1);
    expect(await twice(at(start, 1.5))).toBe(1);
    expect(await twice(at(start, 1))).toBe(0);
    // The next week's, first seen inside the short window: one reminder, not two.
    const next = indiaMoment(dayAhead(23), "10:00");
    expect(await twice(at(next, 1))).toBe(1);
    expect(await twice(at(next, 0.5))).toBe(0);
    expect(await reminders(student.email)).toHaveLength(3);
    const kinds = await server()
      .database.db.selectFrom("session_reminders")
      .select(["session_id", "kind"])
      .where("session_id", "in", [first!.id, second!.id])
      .execute();
    expect(kinds).toHaveLength(4);
  });
});
