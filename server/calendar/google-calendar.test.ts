import { describe, expect, it } from "vitest";
import { indiaMoment } from "#shared/domain/session-time";
import { googleCalendarLink } from "./google-calendar";
import type { CalendarEvent } from "./ics";

const session = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: "session-s1@kodeveda.in",
  sequence: 0,
  cancelled: false,
  title: "Build a REST API with Express",
  description: "Bring a laptop with Node 20.",
  startsAt: indiaMoment("2026-12-05", "10:00"),
  endsAt: indiaMoment("2026-12-05", "12:00"),
  location: "Kodeveda, Madhapur, Hyderabad",
  url: "https://meet.example.com/abc-defg-hij",
  ...overrides,
});

const query = (link: string) => {
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
  return Object.fromEntries(url.searchParams);
};

describe("Add to Google Calendar", () => {
  it("fills in Google's event template: title, UTC times, details, place, India's clock", () => {
    expect(query(googleCalendarLink(session(), "https://kodeveda.in/tickets/t1"))).toEqual({
      action: "TEMPLATE",
      text: "Build a REST API with Express",
      dates: "20261205T043000Z/20261205T063000Z",
      details:
        "Bring a laptop with Node 20.\n\nhttps://meet.example.com/abc-defg-hij\n\nhttps://kodeveda.in/tickets/t1",
      location: "Kodeveda, Madhapur, Hyderabad",
      ctz: "Asia/Kolkata",
    });
  });

  it("gives the UTC day before for a session just after midnight in India", () => {
    const lateNight = session({
      startsAt: indiaMoment("2027-01-01", "00:30"),
      endsAt: indiaMoment("2027-01-01", "01:30"),
    });
    expect(query(googleCalendarLink(lateNight)).dates).toBe("20261231T190000Z/20261231T200000Z");
  });

  it("encodes every value, so '&', '=', '#' and Tamil text survive", () => {
    const tricky = session({
      title: "Q&A = எல்லோருக்கும் #1",
      description: "Fees & refunds?\nAsk us.",
      location: "Hall 2 & 3",
      url: null,
    });
    const link = googleCalendarLink(tricky);
    expect(link).not.toMatch(/[ #\n]|&A|& /);
    expect(query(link)).toMatchObject({
      text: "Q&A = எல்லோருக்கும் #1",
      details: "Fees & refunds?\nAsk us.",
      location: "Hall 2 & 3",
    });
  });

  it("leaves out what a session does not have, and writes a link given twice once", () => {
    const bare = session({ description: "", location: null, url: "https://kodeveda.in/t/1" });
    const fields = query(googleCalendarLink(bare, "https://kodeveda.in/t/1"));
    expect(fields).not.toHaveProperty("location");
    expect(fields.details).toBe("https://kodeveda.in/t/1");
    expect(query(googleCalendarLink(session({ description: "", url: null })))).not.toHaveProperty(
      "details",
    );
  });
});
