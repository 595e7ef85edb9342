import { describe, expect, it } from "vitest";
import { retentionTimeReached } from "./retention-clock";

describe("the retention job's time of day", () => {
  it.each([
    ["2026-11-24T20:59:00Z", false],
    ["2026-11-24T21:00:00Z", true],
    ["2026-11-25T10:00:00Z", true],
    ["2026-11-25T18:29:00Z", true],
    ["2026-11-25T18:30:00Z", false],
  ])("at %s (02:30 in India is 21:00 UTC) it is %s", (moment, reached) => {
    expect(retentionTimeReached(new Date(moment))).toBe(reached);
  });
});
