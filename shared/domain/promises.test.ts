import { describe, expect, it } from "vitest";
import { bookingReplyDue, contactReplyDue } from "./promises";

/** A moment written in India's time: "2026-11-06 15:00" is Friday 6 November, 15:00 IST. */
const ist = (local: string) => new Date(`${local.replace(" ", "T")}:00+05:30`);

describe("a booking's answer", () => {
  it("is due 24 hours after it came, weekend or not", () => {
    expect(bookingReplyDue(ist("2026-11-06 15:00"))).toEqual(ist("2026-11-07 15:00"));
    expect(bookingReplyDue(ist("2026-11-07 10:30"))).toEqual(ist("2026-11-08 10:30"));
  });
});

describe("a contact message's answer", () => {
  it.each([
    ["Thursday morning", "2026-11-05 09:00", "2026-11-06 09:00"],
    ["Friday afternoon", "2026-11-06 15:00", "2026-11-09 15:00"],
    ["Saturday morning", "2026-11-07 10:00", "2026-11-10 00:00"],
    ["Sunday's last minute", "2026-11-08 23:59", "2026-11-10 00:00"],
    ["Monday's first minute", "2026-11-09 00:00", "2026-11-10 00:00"],
    ["Friday's first minute", "2026-11-06 00:00", "2026-11-07 00:00"],
    ["Friday's last minute", "2026-11-06 23:59", "2026-11-09 23:59"],
  ])("is due one business day (Monday to Friday, IST) after %s", (_, received, due) => {
    expect(contactReplyDue(ist(received))).toEqual(ist(due));
  });

  it("keeps the seconds it came at", () => {
    const received = new Date("2026-11-06T09:29:59.123Z"); // Friday 14:59:59.123 IST
    expect(contactReplyDue(received).toISOString()).toBe("2026-11-09T09:29:59.123Z");
  });
});
