import type { IssueOutcome } from "./completion-api";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 of 5 sessions", from the door's check-ins; a project without a schedule says so. */
export function attendanceText(attended: number, sessionsHeld: number): string {
  if (sessionsHeld === 0) return "No sessions on the site";
  return `${attended} of ${plural(sessionsHeld, "session", "sessions")}`;
}

/** The issue button's words: how many certificates it will send. */
export const issueButtonText = (count: number) =>
  `Issue certificates to ${plural(count, "student", "students")}`;

/** "Issued 12 certificates; 3 students already had one." */
export function issuedText({ issued, alreadyHad }: IssueOutcome): string {
  const done =
    issued === 0
      ? "No new certificates issued"
      : `Issued ${plural(issued, "certificate", "certificates")}`;
  if (alreadyHad === 0) return `${done}.`;
  return `${done}; ${plural(alreadyHad, "student", "students")} already had one.`;
}

export const completionText = {
  noStudents: "No student has paid for this project yet.",
  noneTicked: "Tick the students who completed the requirements first.",
  noneToIssue: "Every ticked student has a certificate.",
  periodHint: "As the certificate states it, such as “5 Dec 2026 – 30 Jan 2027 · 24 hours”",
  invalid: "Some fields need correcting: see the messages below them.",
  noteHint: "Saved with the tick.",
  saving: "Saving…",
  refused: (name: string, error: string) => `${name}: ${error}`,
} as const;
