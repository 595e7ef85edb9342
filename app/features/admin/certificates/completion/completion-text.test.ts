import { describe, expect, it } from "vitest";
import { attendanceText, issueButtonText, issuedText } from "./completion-text";
import { periodOfSessions } from "./issue-period";

describe("the completion page's words", () => {
  it("says attendance of the sessions held, or that there were none on the site", () => {
    expect(attendanceText(3, 5)).toBe("3 of 5 sessions");
    expect(attendanceText(1, 1)).toBe("1 of 1 session");
    expect(attendanceText(0, 0)).toBe("No sessions on the site");
  });

  it("counts the students on the issue button", () => {
    expect(issueButtonText(12)).toBe("Issue certificates to 12 students");
    expect(issueButtonText(1)).toBe("Issue certificates to 1 student");
  });

  it("says what issuing did", () => {
    expect(issuedText({ issued: 12, alreadyHad: 3 })).toBe(
      "Issued 12 certificates; 3 students already had one.",
    );
    expect(issuedText({ issued: 1, alreadyHad: 0 })).toBe("Issued 1 certificate.");
    expect(issuedText({ issued: 0, alreadyHad: 1 })).toBe(
      "No new certificates issued; 1 student already had one.",
    );
  });
});

describe("periodOfSessions", () => {
  const session = (startsAt: string, endsAt: string, status = "scheduled") => ({
    startsAt,
    endsAt,
    status,
  });

  it("states the first and last days in India and the hours together", () => {
    expect(
      periodOfSessions([
        session("2027-01-30T04:30:00.000Z", "2027-01-30T07:30:00.000Z"),
        session("2026-12-05T04:30:00.000Z", "2026-12-05T06:30:00.000Z"),
        // Cancelled: not part of the programme.
        session("2027-02-06T04:30:00.000Z", "2027-02-06T06:30:00.000Z", "cancelled"),
      ]),
    ).toBe("5 Dec 2026 – 30 Jan 2027 · 5 hours");
  });

  it("names one day once, by India's calendar, and half hours", () => {
    // 19:00 UTC on 4 Dec is 00:30 on 5 Dec in India.
    expect(
      periodOfSessions([session("2026-12-04T19:00:00.000Z", "2026-12-04T20:30:00.000Z")]),
    ).toBe("5 Dec 2026 · 1.5 hours");
    expect(
      periodOfSessions([session("2026-12-05T04:30:00.000Z", "2026-12-05T05:30:00.000Z")]),
    ).toBe("5 Dec 2026 · 1 hour");
  });

  it("is empty without a schedule", () => {
    expect(periodOfSessions([])).toBe("");
  });
});
