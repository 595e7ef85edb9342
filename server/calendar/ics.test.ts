import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { indiaMoment } from "#shared/domain/session-time";
import { icsRuleViolations } from "#tests/support/ics-rules";
import { calendarFile, sessionUid } from "./ics";
import { only, organizer, parsed, session, stamp, student } from "./ics-fixtures";

/**
 * The calendar files of issue 39 (ics.ts) by iTIP method: the invitation, a move, a
 * cancellation, the download, and the instants a student sees in another time zone. Text that
 * needs escaping or folding: ics-text.test.ts; what calendarFile refuses, and the rule checker
 * the tests lean on: ics-rules.test.ts.
 */

afterEach(() => ICAL.TimezoneService.reset());

describe("the invitation a student is mailed (iTIP REQUEST)", () => {
  const invitation = () =>
    calendarFile({ method: "REQUEST", organizer, attendee: student, events: [session()], stamp });

  it("keeps RFC 5545's and RFC 5546's rules for a REQUEST", () => {
    expect(icsRuleViolations(invitation())).toEqual([]);
  });

  it("reads back as the session: its instants, UID, SEQUENCE 0, CONFIRMED", () => {
    const { method, events } = parsed(invitation());
    const { event, status } = only(events);
    expect(method).toBe("REQUEST");
    expect(event.uid).toBe("session-s1@kodeveda.in");
    expect(event.sequence).toBe(0);
    expect(status).toBe("CONFIRMED");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-05T04:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-05T06:30:00.000Z");
    expect(event.summary).toBe("Build a REST API with Express");
    expect(event.location).toBe("Kodeveda, Madhapur, Hyderabad");
    expect(event.organizer).toBe("mailto:hello@kodeveda.in");
  });

  it("writes India's wall-clock times against an Asia/Kolkata VTIMEZONE, and DTSTAMP in UTC", () => {
    const text = invitation();
    expect(text).toContain("\r\nDTSTART;TZID=Asia/Kolkata:20261205T100000\r\n");
    expect(text).toContain("\r\nDTEND;TZID=Asia/Kolkata:20261205T120000\r\n");
    expect(text).toContain("\r\nDTSTAMP:20261120T091500Z\r\n");
    expect(text).toContain(
      "\r\nBEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\n" +
        "TZOFFSETFROM:+0530\r\nTZOFFSETTO:+0530\r\nTZNAME:IST\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n",
    );
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(text).toContain("\r\nCALSCALE:GREGORIAN\r\nMETHOD:REQUEST\r\n");
  });

  it("names the student as a required participant who is not asked to reply", () => {
    const { vevent } = only(parsed(invitation()).events);
    const attendee = only(vevent.getAllProperties("attendee"));
    expect(attendee.getFirstValue()).toBe("mailto:asha@example.com");
    expect(attendee.getParameter("cn")).toBe("Asha Rao");
    expect(attendee.getParameter("role")).toBe("REQ-PARTICIPANT");
    expect(attendee.getParameter("partstat")).toBe("NEEDS-ACTION");
    expect(attendee.getParameter("rsvp")).toBe("FALSE");
    expect(vevent.getFirstProperty("organizer")?.getParameter("cn")).toBe("Kodeveda");
  });
});

describe("a moved session (REQUEST again)", () => {
  it("keeps the UID and carries the raised SEQUENCE and the new times", () => {
    const moved = session({
      sequence: 1,
      startsAt: indiaMoment("2026-12-12", "14:00"),
      endsAt: indiaMoment("2026-12-12", "16:30"),
    });
    const text = calendarFile({
      method: "REQUEST",
      organizer,
      attendee: student,
      events: [moved],
      stamp,
    });
    expect(icsRuleViolations(text)).toEqual([]);
    const { method, events } = parsed(text);
    const { event, status } = only(events);
    expect(method).toBe("REQUEST");
    expect(event.uid).toBe(session().uid);
    expect(event.sequence).toBe(1);
    expect(status).toBe("CONFIRMED");
    expect(event.startDate.toJSDate()).toEqual(new Date("2026-12-12T08:30:00Z"));
    expect(event.endDate.toJSDate()).toEqual(new Date("2026-12-12T11:00:00Z"));
  });
});

describe("a cancelled session (iTIP CANCEL)", () => {
  const cancelled = session({ sequence: 2, cancelled: true });
  const text = () =>
    calendarFile({ method: "CANCEL", organizer, attendee: student, events: [cancelled], stamp });

  it("keeps RFC 5546 §3.2.5's rules for a CANCEL", () => {
    expect(icsRuleViolations(text())).toEqual([]);
  });

  it("reads back as METHOD:CANCEL, STATUS:CANCELLED, the same UID, the raised SEQUENCE", () => {
    const { method, events } = parsed(text());
    const { event, status } = only(events);
    expect(method).toBe("CANCEL");
    expect(status).toBe("CANCELLED");
    expect(event.uid).toBe(session().uid);
    expect(event.sequence).toBe(2);
    expect(event.attendees.map((attendee) => attendee.getFirstValue())).toEqual([
      "mailto:asha@example.com",
    ]);
  });
});

describe("the download of a student's sessions", () => {
  const sessions = [
    session(),
    session({
      uid: sessionUid("s2", "kodeveda.in"),
      title: "Deploy it",
      startsAt: indiaMoment("2026-12-12", "10:00"),
      endsAt: indiaMoment("2026-12-12", "12:00"),
      location: "Online",
      url: "https://meet.example.com/abc-defg-hij",
    }),
    session({ uid: sessionUid("s3", "kodeveda.in"), sequence: 1, cancelled: true }),
  ];
  const download = () =>
    calendarFile({ method: "PUBLISH", organizer, attendee: student, events: sessions, stamp });

  it("is a snapshot, not a scheduling message: no METHOD, no ATTENDEE", () => {
    const text = download();
    expect(text).not.toMatch(/^METHOD/m);
    expect(text).not.toMatch(/^ATTENDEE/m);
    expect(icsRuleViolations(text)).toEqual([]);
  });

  it("holds every session, each under its own UID, a cancelled one marked so", () => {
    const { method, events } = parsed(download());
    expect(method).toBeNull();
    expect(events.map(({ event }) => event.uid)).toEqual([
      "session-s1@kodeveda.in",
      "session-s2@kodeveda.in",
      "session-s3@kodeveda.in",
    ]);
    expect(events.map(({ status }) => status)).toEqual(["CONFIRMED", "CONFIRMED", "CANCELLED"]);
    expect(events[1]!.vevent.getFirstPropertyValue("url")).toBe(
      "https://meet.example.com/abc-defg-hij",
    );
  });

  it("is still a calendar when the student has no sessions", () => {
    const text = calendarFile({ method: "PUBLISH", organizer, events: [], stamp });
    expect(icsRuleViolations(text)).toEqual([]);
    expect(parsed(text).events).toEqual([]);
  });
});

describe("what a student in another time zone sees", () => {
  // 00:30 IST on Sunday 6 December is still Saturday 5 December in UTC, London and New York.
  const lateNight = session({
    startsAt: indiaMoment("2026-12-06", "00:30"),
    endsAt: indiaMoment("2026-12-06", "02:00"),
  });
  const wallClock = (date: Date, timeZone: string) =>
    new Intl.DateTimeFormat("en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone,
    }).format(date);

  it("is the same instant, converted by the calendar from the file's own VTIMEZONE", () => {
    const text = calendarFile({
      method: "REQUEST",
      organizer,
      attendee: student,
      events: [lateNight],
      stamp,
    });
    const start = only(parsed(text).events).event.startDate;
    expect(start.zone.tzid).toBe("Asia/Kolkata");
    expect(start.toString()).toBe("2026-12-06T00:30:00");
    expect(start.convertToZone(ICAL.Timezone.utcTimezone).toString()).toBe("2026-12-05T19:00:00Z");
    const instant = start.toJSDate();
    expect(instant).toEqual(new Date("2026-12-05T19:00:00Z"));
    expect(wallClock(instant, "UTC")).toBe("5 Dec 2026, 19:00");
    expect(wallClock(instant, "Europe/London")).toBe("5 Dec 2026, 19:00");
    expect(wallClock(instant, "America/New_York")).toBe("5 Dec 2026, 14:00");
  });

  it("follows the other zone's summer time, not India's (which has none)", () => {
    const july = session({
      startsAt: indiaMoment("2027-07-06", "00:30"),
      endsAt: indiaMoment("2027-07-06", "02:00"),
    });
    const text = calendarFile({ method: "PUBLISH", organizer, events: [july], stamp });
    const instant = only(parsed(text).events).event.startDate.toJSDate();
    expect(instant).toEqual(new Date("2027-07-05T19:00:00Z"));
    expect(wallClock(instant, "Europe/London")).toBe("5 Jul 2027, 20:00");
    expect(wallClock(instant, "America/New_York")).toBe("5 Jul 2027, 15:00");
  });
});
