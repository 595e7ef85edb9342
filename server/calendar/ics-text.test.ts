import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { icsRuleViolations } from "#tests/support/ics-rules";
import { calendarFile, type CalendarEvent } from "./ics";
import { only, organizer, parsed, session, stamp, student } from "./ics-fixtures";

/** Text in a calendar file (ics.ts): folding multi-byte titles, escaping, quoted names. */

afterEach(() => ICAL.TimezoneService.reset());

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
