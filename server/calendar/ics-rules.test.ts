import { describe, expect, it } from "vitest";
import { indiaMoment } from "#shared/domain/session-time";
import { icsRuleViolations } from "#tests/support/ics-rules";
import { calendarFile, sessionUid } from "./ics";
import { organizer, session, stamp, student } from "./ics-fixtures";

/**
 * The rules of a calendar file (ics.ts): what calendarFile refuses to write, and the rule
 * checker (tests/support/ics-rules.ts) every other test of the files leans on.
 */

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
