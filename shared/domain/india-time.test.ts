import { describe, expect, it } from "vitest";
import {
  indiaDayStart,
  indiaMonthLabel,
  indiaMonthStart,
  indiaWeekday,
  indiaWeekStart,
} from "./india-time";

/** A moment written in India's time. */
const ist = (local: string) => new Date(`${local.replace(" ", "T")}:00+05:30`);

describe("India's days, weeks and months", () => {
  it("starts a day at midnight IST, which is 18:30 UTC the day before", () => {
    expect(indiaDayStart(ist("2026-11-06 00:00"))).toEqual(ist("2026-11-06 00:00"));
    expect(indiaDayStart(ist("2026-11-06 23:59"))).toEqual(ist("2026-11-06 00:00"));
    expect(indiaDayStart(new Date("2026-11-05T18:30:00Z")).toISOString()).toBe(
      "2026-11-05T18:30:00.000Z",
    );
    expect(indiaDayStart(new Date("2026-11-05T18:29:59.999Z"))).toEqual(ist("2026-11-05 00:00"));
  });

  it("starts a week on Monday", () => {
    expect(indiaWeekday(ist("2026-11-09 00:00"))).toBe(0);
    expect(indiaWeekday(ist("2026-11-08 23:59"))).toBe(6);
    expect(indiaWeekStart(ist("2026-11-08 23:59"))).toEqual(ist("2026-11-02 00:00"));
    expect(indiaWeekStart(ist("2026-11-09 00:00"))).toEqual(ist("2026-11-09 00:00"));
    expect(indiaWeekStart(ist("2026-11-11 13:00"))).toEqual(ist("2026-11-09 00:00"));
  });

  it("starts a month on the first, IST, across a year's end", () => {
    expect(indiaMonthStart(ist("2026-12-01 00:10"))).toEqual(ist("2026-12-01 00:00"));
    expect(indiaMonthStart(ist("2026-11-30 23:59"))).toEqual(ist("2026-11-01 00:00"));
    expect(indiaMonthStart(ist("2026-12-15 12:00"), 1)).toEqual(ist("2027-01-01 00:00"));
    expect(indiaMonthStart(ist("2027-01-15 12:00"), -1)).toEqual(ist("2026-12-01 00:00"));
    expect(indiaMonthLabel(ist("2026-12-01 00:10"))).toBe("December 2026");
    expect(indiaMonthLabel(new Date("2026-11-30T18:30:00Z"))).toBe("December 2026");
  });
});
