import { describe, expect, it } from "vitest";
import { isRecentUpiReference, upiReferenceAt } from "./upi-reference";

/** 14:10 on 3 March 2027, India time. */
const now = new Date("2027-03-03T08:40:00Z");
const hoursAgo = (n: number) => new Date(now.getTime() - n * 3_600_000);

describe("a recent UPI transaction reference", () => {
  it("is one made now or in the last 7 days, India time", () => {
    // 3 March 2027 is day 062; 14:00 in India.
    expect(upiReferenceAt(now, 123456)).toBe("706214123456");
    expect(isRecentUpiReference("706214123456", now)).toBe(true);
    expect(isRecentUpiReference(upiReferenceAt(hoursAgo(1), 1), now)).toBe(true);
    expect(isRecentUpiReference(upiReferenceAt(hoursAgo(7 * 24 - 1), 1), now)).toBe(true);
  });

  it("is not one older than 7 days, nor more than a day ahead of our clock", () => {
    expect(isRecentUpiReference(upiReferenceAt(hoursAgo(7 * 24 + 2), 1), now)).toBe(false);
    expect(isRecentUpiReference(upiReferenceAt(hoursAgo(-23), 1), now)).toBe(true);
    expect(isRecentUpiReference(upiReferenceAt(hoursAgo(-26), 1), now)).toBe(false);
    // Another year's digit, the same day.
    expect(isRecentUpiReference("606214123456", now)).toBe(false);
  });

  it("refuses what cannot be a date and hour", () => {
    expect(isRecentUpiReference("700014123456", now)).toBe(false); // day 000
    expect(isRecentUpiReference("736714123456", now)).toBe(false); // day 367
    expect(isRecentUpiReference("706224123456", now)).toBe(false); // hour 24
    expect(isRecentUpiReference("412356789012", now)).toBe(false); // hour 56
    expect(isRecentUpiReference("70621412345", now)).toBe(false);
  });

  it("takes last year's digit across New Year, India time", () => {
    // 00:30 on 1 January 2027 in India is still 2026 in UTC.
    const newYear = new Date("2026-12-31T19:00:00Z");
    expect(upiReferenceAt(newYear, 7)).toBe("700100000007");
    expect(isRecentUpiReference("700100000007", newYear)).toBe(true);
    // 31 December 2026 (day 365), 22:00: two and a half hours before.
    expect(isRecentUpiReference("636522000001", newYear)).toBe(true);
    // A reference dated 31 December 2027 is a year ahead.
    expect(isRecentUpiReference("736522000001", newYear)).toBe(false);
  });

  it("knows leap years: day 366 exists only in one", () => {
    // 31 December 2028 is day 366.
    const leap = new Date("2028-12-31T12:00:00Z");
    expect(upiReferenceAt(leap, 1)).toBe("836617000001");
    expect(isRecentUpiReference("836617000001", leap)).toBe(true);
  });
});
