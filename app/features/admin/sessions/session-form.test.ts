import { describe, expect, it } from "vitest";
import type { StaffSession } from "#shared/domain/sessions";
import { sessionFormOf, sessionsSummaryOf } from "./session-form";
import { sessionsSummaryText } from "./SessionsSummaryPanel";

const session = (over: Partial<StaffSession>): StaffSession => ({
  id: "s",
  title: "Kick-off",
  startsAt: "2026-12-05T04:30:00.000Z",
  endsAt: "2026-12-05T06:30:00.000Z",
  place: "online",
  venueName: null,
  venueAddress: null,
  mapUrl: null,
  onlineUrl: "https://meet.example/kv",
  status: "scheduled",
  sequence: 0,
  seriesId: null,
  attendance: 0,
  ...over,
});

describe("a session in its form", () => {
  it("reads its day and times on India's clock, past midnight UTC too", () => {
    // 00:30 on 6 Dec in India is still 5 Dec in UTC.
    const values = sessionFormOf(
      session({ startsAt: "2026-12-05T19:00:00.000Z", endsAt: "2026-12-05T20:30:00.000Z" }),
    );
    expect(values).toMatchObject({ date: "2026-12-06", startTime: "00:30", endTime: "02:00" });
    expect(values.venueName).toBe("");
  });
});

describe("a project's sessions in a line", () => {
  const now = new Date("2026-12-01T00:00:00.000Z");

  it("counts the scheduled ones still to come and names the next", () => {
    const summary = sessionsSummaryOf(
      [
        session({
          id: "past",
          startsAt: "2026-11-28T04:30:00.000Z",
          endsAt: "2026-11-28T06:30:00.000Z",
        }),
        session({
          id: "later",
          startsAt: "2026-12-12T04:30:00.000Z",
          endsAt: "2026-12-12T06:30:00.000Z",
        }),
        session({ id: "next" }),
        session({ id: "off", status: "cancelled", startsAt: "2026-12-02T04:30:00.000Z" }),
      ],
      now,
    );
    expect(summary.scheduled).toBe(2);
    expect(sessionsSummaryText(summary)).toMatch(
      /^2 scheduled, next on Sat, 5 Dec, 10:00\s?am\.$/i,
    );
  });

  it("says when none is to come", () => {
    expect(sessionsSummaryText(sessionsSummaryOf([], now))).toBe("No sessions to come.");
  });
});
