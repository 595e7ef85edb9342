import { describe, expect, it } from "vitest";
import {
  addIndiaWeeks,
  indiaDateInput,
  indiaMoment,
  indiaSessionStart,
  indiaSessionTime,
  indiaTimeInput,
} from "./session-time";

describe("session times entered and read on India's clock", () => {
  it("turns a day and a time in India into the moment, however close to midnight", () => {
    expect(indiaMoment("2026-12-06", "00:30").toISOString()).toBe("2026-12-05T19:00:00.000Z");
    expect(indiaMoment("2026-12-05", "23:59").toISOString()).toBe("2026-12-05T18:29:00.000Z");
    expect(indiaMoment("2026-12-06", "00:00").toISOString()).toBe("2026-12-05T18:30:00.000Z");
    expect(indiaMoment("2026-12-05", "05:30").toISOString()).toBe("2026-12-05T00:00:00.000Z");
  });

  it("crosses month and year ends, a leap day included", () => {
    expect(indiaMoment("2027-01-01", "00:00").toISOString()).toBe("2026-12-31T18:30:00.000Z");
    expect(indiaMoment("2026-12-01", "03:00").toISOString()).toBe("2026-11-30T21:30:00.000Z");
    expect(indiaMoment("2028-02-29", "01:00").toISOString()).toBe("2028-02-28T19:30:00.000Z");
  });

  it("gives back the day and time a form showed, on both sides of midnight", () => {
    for (const [day, time] of [
      ["2026-12-06", "00:30"],
      ["2026-12-05", "23:59"],
      ["2027-01-01", "00:00"],
      ["2026-12-31", "23:30"],
      ["2028-02-29", "12:15"],
    ] as const) {
      const moment = indiaMoment(day, time);
      expect([indiaDateInput(moment), indiaTimeInput(moment)]).toEqual([day, time]);
    }
    expect(indiaDateInput(new Date("2026-12-31T18:29:59Z"))).toBe("2026-12-31");
    expect(indiaDateInput(new Date("2026-12-31T18:30:00Z"))).toBe("2027-01-01");
    expect(indiaTimeInput(new Date("2026-12-05T19:00:00Z"))).toBe("00:30");
  });

  it("refuses a day or time no clock shows", () => {
    for (const [day, time] of [
      ["2026-02-30", "10:00"],
      ["2026-13-01", "10:00"],
      ["5/12/2026", "10:00"],
      ["2026-12-05", "24:00"],
      ["2026-12-05", "10:60"],
      ["2026-12-05", "9:00"],
    ]) {
      expect(() => indiaMoment(day!, time!)).toThrow(RangeError);
    }
  });

  it("moves a weekly series on by whole weeks, across months, years and a leap day", () => {
    expect(addIndiaWeeks("2026-12-05", 0)).toBe("2026-12-05");
    expect(addIndiaWeeks("2026-12-29", 1)).toBe("2027-01-05");
    expect(addIndiaWeeks("2027-02-22", 1)).toBe("2027-03-01");
    expect(addIndiaWeeks("2028-02-26", 1)).toBe("2028-03-04");
    expect(addIndiaWeeks("2026-12-05", 25)).toBe("2027-05-29");
    expect(addIndiaWeeks("2027-01-02", -1)).toBe("2026-12-26");
    expect(() => addIndiaWeeks("2026-12-05", 1.5)).toThrow(RangeError);
  });

  it("reads a session as a person in India does", () => {
    expect(
      indiaSessionTime(indiaMoment("2026-12-05", "10:00"), indiaMoment("2026-12-05", "12:00")),
    ).toBe("Sat 5 Dec 2026, 10:00 am – 12:00 pm");
    expect(indiaSessionTime("2026-12-05T19:00:00.000Z", "2026-12-05T20:30:00.000Z")).toBe(
      "Sun 6 Dec 2026, 12:30 am – 2:00 am",
    );
    expect(
      indiaSessionTime(indiaMoment("2026-12-31", "22:00"), indiaMoment("2027-01-01", "01:00")),
    ).toBe("Thu 31 Dec 2026, 10:00 pm – Fri 1 Jan 2027, 1:00 am");
  });

  it("is one instant wherever the student's calendar is set", () => {
    // The calendar files carry this instant; server/calendar/ics.test.ts reads one back with a
    // calendar parser. Here: the moment itself, on other clocks.
    const clock = (date: Date, timeZone: string) =>
      new Intl.DateTimeFormat("en-GB", {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone,
      }).format(date);
    const lateNight = indiaMoment("2026-12-06", "00:30");
    expect(clock(lateNight, "Asia/Kolkata")).toBe("6 Dec 2026, 00:30");
    expect(clock(lateNight, "UTC")).toBe("5 Dec 2026, 19:00");
    expect(clock(lateNight, "Europe/London")).toBe("5 Dec 2026, 19:00");
    expect(clock(lateNight, "America/New_York")).toBe("5 Dec 2026, 14:00");
    const summer = indiaMoment("2027-07-06", "00:30");
    expect(clock(summer, "Europe/London")).toBe("5 Jul 2027, 20:00");
    expect(clock(summer, "America/New_York")).toBe("5 Jul 2027, 15:00");
  });
});

describe("a project card's next session", () => {
  it("names the weekday, day, month and time in India", () => {
    // 04:30 UTC is 10:00 in India; 19:00 UTC on the 5th is 00:30 on the 6th there.
    expect(indiaSessionStart("2026-12-05T04:30:00.000Z")).toMatch(/^Sat.*5 Dec.*10:00/);
    expect(indiaSessionStart("2026-12-05T19:00:00.000Z")).toMatch(/^Sun.*6 Dec.*12:30/);
  });
});
