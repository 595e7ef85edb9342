import ICAL from "ical.js";
import { expect } from "vitest";
import { indiaMoment } from "#shared/domain/session-time";
import { sessionUid, type CalendarEvent } from "./ics";

/**
 * What the tests of ics.ts share: the office that invites, the student invited, a session, and
 * the file read back as a calendar client reads it. Each test file resets ical.js's time zones
 * after each test: `afterEach(() => ICAL.TimezoneService.reset())`.
 */
export const organizer = { email: "hello@kodeveda.in", name: "Kodeveda" };
export const student = { email: "asha@example.com", name: "Asha Rao" };
export const stamp = new Date("2026-11-20T09:15:00Z");

export const session = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
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
export function parsed(text: string) {
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

/** The one item of `items`, failing the test when there is not exactly one. */
export const only = <T>(items: T[]): T => {
  expect(items).toHaveLength(1);
  return items[0] as T;
};
