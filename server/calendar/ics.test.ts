import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { indiaMoment } from "#shared/domain/session-time";
import { icsRuleViolations } from "#tests/support/ics-rules";
import { calendarFile, sessionUid, type CalendarEvent } from "./ics";

const organizer = { email: "hello@kodeveda.in", name: "Kodeveda" };
const student = { email: "asha@example.com", name: "Asha Rao" };
const stamp = new Date("2026-11-20T09:15:00Z");

const session = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: sessionUid("s1", "kodeveda.in"),
  sequence: 0,
  cancelled: false,
  title: "Build a REST API with Express",
  description: "Bring a laptop with Node 20.",
  startsAt: indiaMoment("2026-12-05", "10:00"),
  endsAt: indiaMoment("2026-12-05", "12:00"),
  location: "Kodeveda, Madhapur, Hyderabad",
  url: "https://kodeveda.in/tickets/t1",
  ...overrides,
});

/** The file as a calendar client reads it, its VTIMEZONE taught to ical.js first. */
function parsed(text: string) {
  const calendar = ICAL.Component.fromString(text);
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(zone);
  }
  return {
    method: calendar.getFirstPropertyValue("method"),
    events: calendar.getAllSubcomponents("vevent").map((vevent) => ({
      vevent,
      event: new ICAL.Event(vevent),
      status: vevent.getFirstPropertyValue("status"),
    })),
  };
}
afterEach(() => ICAL.TimezoneService.reset());

const only = <T>(items: T[]) => {
  expect(items).toHaveLength(1);
  return items[0]!;
};

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

describe("text that needs care", () => {
  const write = (event: CalendarEvent, attendee = student) =>
    calendarFile({ method: "REQUEST", organizer, attendee, events: [event], stamp });

  it("folds a long Hindi and Tamil title at 75 octets without cutting a character", () => {
    const title =
      "पूर्ण स्टैक वेब विकास कार्यशाला: रिएक्ट, नोड और डेटाबेस के साथ वास्तविक परियोजना — " +
      "முழு அடுக்கு வலை மேம்பாட்டுப் பயிற்சிப் பட்டறை 🚀👩🏽‍💻";
    const text = write(session({ title }));
    expect(icsRuleViolations(text)).toEqual([]);
    const lines = text.split("\r\n");
    const summary = lines.findIndex((line) => line.startsWith("SUMMARY:"));
    const continued = lines.slice(summary + 1).filter((line) => line.startsWith(" "));
    expect(continued.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      // A line cut inside a character would not survive a round trip through UTF-8.
      expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
    }
    expect(only(parsed(text).events).event.summary).toBe(title);
  });

  it("escapes backslashes, commas, semicolons and line breaks in text, and reads back the same", () => {
    const description =
      "Bring: a laptop, its charger; water.\r\nAgenda:\n1. Routes\\handlers\r2. Tests, then deploy";
    const location = "Hall 2, Sri Sai Towers; Madhapur";
    const text = write(session({ description, location }));
    expect(icsRuleViolations(text)).toEqual([]);
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      "DESCRIPTION:Bring: a laptop\\, its charger\\; water.\\nAgenda:\\n1. Routes\\\\handlers\\n" +
        "2. Tests\\, then deploy\r\n",
    );
    expect(unfolded).toContain("LOCATION:Hall 2\\, Sri Sai Towers\\; Madhapur\r\n");
    const { event } = only(parsed(text).events);
    expect(event.description).toBe(description.replace(/\r\n?/g, "\n"));
    expect(event.location).toBe(location);
  });

  it("quotes a name holding ':', ';' or ',' and writes a double quote as RFC 6868's ^'", () => {
    const name = 'Dr. Rao, "Asha": Team; Lead ^_^';
    const text = write(session(), { email: "asha@example.com", name });
    expect(icsRuleViolations(text)).toEqual([]);
    expect(text.replace(/\r\n /g, "")).toContain(
      `ATTENDEE;CN="Dr. Rao, ^'Asha^': Team; Lead ^^_^^"`,
    );
    const { vevent } = only(parsed(text).events);
    expect(vevent.getFirstProperty("attendee")?.getParameter("cn")).toBe(name);
  });

  it("drops control characters no calendar may carry", () => {
    const text = write(session({ title: "Tabs\tstay, bells\u0007 and escapes\u001b go" }));
    expect(icsRuleViolations(text)).toEqual([]);
    expect(only(parsed(text).events).event.summary).toBe("Tabs\tstay, bells and escapes go");
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

describe("what calendarFile refuses", () => {
  const other = session({ uid: sessionUid("s2", "kodeveda.in") });

  it.each(["REQUEST", "CANCEL"] as const)(
    "a %s about sessions of different UIDs (RFC 5546 §3.2.2, §3.2.5)",
    (method) => {
      const events = [
        session({ cancelled: method === "CANCEL" }),
        { ...other, cancelled: method === "CANCEL" },
      ];
      expect(() => calendarFile({ method, organizer, attendee: student, events, stamp })).toThrow(
        /one UID/,
      );
    },
  );

  it("the same session twice", () => {
    expect(() =>
      calendarFile({ method: "PUBLISH", organizer, events: [session(), session()], stamp }),
    ).toThrow(/share a UID/);
  });

  it("a REQUEST or CANCEL without the student it is for, or without a session", () => {
    expect(() =>
      calendarFile({ method: "REQUEST", organizer, events: [session()], stamp }),
    ).toThrow(/names the student/);
    expect(() =>
      calendarFile({ method: "CANCEL", organizer, attendee: student, events: [], stamp }),
    ).toThrow(/at least one session/);
  });

  it("a cancelled session in a REQUEST, and a live one in a CANCEL", () => {
    expect(() =>
      calendarFile({
        method: "REQUEST",
        organizer,
        attendee: student,
        events: [session({ cancelled: true })],
        stamp,
      }),
    ).toThrow(/with a CANCEL/);
    expect(() =>
      calendarFile({ method: "CANCEL", organizer, attendee: student, events: [session()], stamp }),
    ).toThrow(/is not cancelled/);
  });

  it("a session that ends before it starts, or a SEQUENCE that is not a count", () => {
    const backwards = session({ endsAt: indiaMoment("2026-12-05", "09:00") });
    expect(() =>
      calendarFile({ method: "PUBLISH", organizer, events: [backwards], stamp }),
    ).toThrow(/end after it starts/);
    expect(() =>
      calendarFile({ method: "PUBLISH", organizer, events: [session({ sequence: -1 })], stamp }),
    ).toThrow(/SEQUENCE/);
  });

  it("an address or link that would break its line", () => {
    expect(() =>
      calendarFile({
        method: "REQUEST",
        organizer,
        attendee: { email: "asha@example.com\r\nATTENDEE:mailto:eve@example.com", name: "Asha" },
        events: [session()],
        stamp,
      }),
    ).toThrow(/URI/);
  });
});

describe("the rule checker itself", () => {
  const good = () =>
    calendarFile({ method: "REQUEST", organizer, attendee: student, events: [session()], stamp });

  it("catches LF line endings, long lines, a missing VTIMEZONE and a local DTSTAMP", () => {
    const text = good();
    expect(icsRuleViolations(text.replace(/\r\n/g, "\n"))).toContain(
      "The file does not end with CRLF.",
    );
    expect(
      icsRuleViolations(text.replace("SUMMARY:", `SUMMARY:${"x".repeat(80)}`)).join("\n"),
    ).toMatch(/octets long/);
    expect(
      icsRuleViolations(text.replace(/BEGIN:VTIMEZONE[\s\S]*END:VTIMEZONE\r\n/, "")).join("\n"),
    ).toMatch(/TZID Asia\/Kolkata has no VTIMEZONE/);
    expect(
      icsRuleViolations(text.replace("DTSTAMP:20261120T091500Z", "DTSTAMP:20261120T091500")).join(
        "\n",
      ),
    ).toMatch(/not in UTC/);
  });

  it("catches a REQUEST of two UIDs, a CANCEL without SEQUENCE, and unbalanced components", () => {
    const event = /BEGIN:VEVENT[\s\S]*END:VEVENT\r\n/.exec(good())![0];
    const twoUids = good().replace(event, event + event.replace("session-s1", "session-s2"));
    expect(icsRuleViolations(twoUids).join("\n")).toMatch(/have 2 UIDs/);
    const cancel = calendarFile({
      method: "CANCEL",
      organizer,
      attendee: student,
      events: [session({ cancelled: true, sequence: 1 })],
      stamp,
    });
    expect(icsRuleViolations(cancel.replace("SEQUENCE:1\r\n", "")).join("\n")).toMatch(
      /SEQUENCE appears 0 times/,
    );
    expect(icsRuleViolations(good().replace("END:VEVENT\r\n", "")).join("\n")).toMatch(
      /does not close|never closed/,
    );
  });

  it("catches unescaped text and an unquoted parameter holding a colon", () => {
    const text = good();
    expect(
      icsRuleViolations(text.replace("SUMMARY:Build", "SUMMARY:Build; then,")).join("\n"),
    ).toMatch(/not escaped TEXT/);
    expect(
      icsRuleViolations(text.replace("ATTENDEE;CN=Asha Rao", "ATTENDEE;CN=Asha: Rao")).join("\n"),
    ).toMatch(/not a mailto: address/);
  });
});
