import {
  indiaDateInput,
  indiaSessionStart,
  indiaSessionTime,
  indiaTimeInput,
} from "#shared/domain/session-time";
import type { SessionPlace, StaffSession } from "#shared/domain/sessions";
import { fieldErrors } from "#shared/schemas/fields";
import {
  newSessionsSchema,
  sessionChangeSchema,
  type NewSessionsInput,
  type SessionChangeInput,
} from "#shared/schemas/project-session";
import { pathMessages, type FieldMessages } from "../admin-api";
import { wholeNumberOf } from "../projects/project-form";

/** A session's fields as its form holds them: text, as typed. */
export interface SessionFormValues {
  title: string;
  /** YYYY-MM-DD, India's day. */
  date: string;
  /** HH:MM, India time. */
  startTime: string;
  endTime: string;
  place: SessionPlace;
  venueName: string;
  venueAddress: string;
  mapUrl: string;
  onlineUrl: string;
}

/** The "Add sessions" form: a session and how many weeks it repeats. */
export interface NewSessionsFormValues extends SessionFormValues {
  weeks: string;
}

export const emptySessionsForm = (): NewSessionsFormValues => ({
  title: "",
  date: "",
  startTime: "",
  endTime: "",
  place: "venue",
  venueName: "",
  venueAddress: "",
  mapUrl: "",
  onlineUrl: "",
  weeks: "1",
});

/** A saved session in its form: its day and times on India's clock. */
export function sessionFormOf(session: StaffSession): SessionFormValues {
  return {
    title: session.title,
    date: indiaDateInput(new Date(session.startsAt)),
    startTime: indiaTimeInput(new Date(session.startsAt)),
    endTime: indiaTimeInput(new Date(session.endsAt)),
    place: session.place,
    venueName: session.venueName ?? "",
    venueAddress: session.venueAddress ?? "",
    mapUrl: session.mapUrl ?? "",
    onlineUrl: session.onlineUrl ?? "",
  };
}

/** The session's fields as the API takes them: only the chosen place's. */
function sessionInputOf(values: SessionFormValues) {
  const place =
    values.place === "venue"
      ? { venueName: values.venueName, venueAddress: values.venueAddress, mapUrl: values.mapUrl }
      : { onlineUrl: values.onlineUrl };
  return {
    title: values.title,
    date: values.date,
    startTime: values.startTime,
    endTime: values.endTime,
    place: values.place,
    ...place,
  };
}

/** The body of POST /api/admin/projects/:id/sessions. */
export const newSessionsInputOf = (values: NewSessionsFormValues): NewSessionsInput => ({
  ...sessionInputOf(values),
  weeks: wholeNumberOf(values.weeks),
});

/** The body of PUT /api/admin/projects/:id/sessions/:sessionId, with the sequence shown. */
export const sessionChangeInputOf = (
  values: SessionFormValues,
  sequence: number,
): SessionChangeInput => ({ ...sessionInputOf(values), sequence });

/** The server's own checks, made before sending: each message by its field's name. */
export function validateNewSessions(values: NewSessionsFormValues): FieldMessages {
  const result = newSessionsSchema.safeParse(newSessionsInputOf(values));
  return result.success ? {} : pathMessages(fieldErrors(result.error));
}

export function validateSessionChange(values: SessionFormValues, sequence: number): FieldMessages {
  const result = sessionChangeSchema.safeParse(sessionChangeInputOf(values, sequence));
  return result.success ? {} : pathMessages(fieldErrors(result.error));
}

/** "Sat 5 Dec 2026, 10:00 am – 12:00 pm". */
export const sessionWhen = (session: Pick<StaffSession, "startsAt" | "endsAt">) =>
  indiaSessionTime(session.startsAt, session.endsAt);

export const sessionStatusLabels = { scheduled: "Scheduled", cancelled: "Cancelled" } as const;

/** The words the sessions screens show after each step. */
export const sessionText = {
  added: (count: number) =>
    count === 1
      ? "1 session added. Paid students were sent an invitation."
      : `${count} sessions added. Paid students were sent an invitation.`,
  changed: (session: StaffSession) =>
    `${session.title} is now on ${sessionWhen(session)}. Paid students were sent the update.`,
  cancelled: (session: StaffSession) =>
    `${session.title} on ${sessionWhen(session)} was cancelled. Paid students were emailed.`,
  confirmCancel: (session: StaffSession) => `Cancel ${session.title} on ${sessionWhen(session)}?`,
  confirmCancelBody: "Every paid student is emailed and their calendar removes it.",
  invalid: "Some fields need correcting: see the messages below them.",
  weeksHint: "e.g. 6: the same day and time for 6 weeks; each can then be moved on its own",
} as const;

/** The door's answer after a check-in. */
export const checkedInText = ({
  name,
  reference,
  already,
}: {
  name: string;
  reference: string;
  already: boolean;
}) => `${already ? "Already checked in" : "Checked in"}: ${name} (${reference})`;

/** A project's sessions in a line: how many are still to come, and when the next starts. */
export interface SessionsSummary {
  scheduled: number;
  /** "Sat, 5 Dec, 10:00 am", or null when none is to come. */
  next: string | null;
}

export function sessionsSummaryOf(sessions: readonly StaffSession[], now: Date): SessionsSummary {
  const toCome = sessions
    .filter((session) => session.status === "scheduled" && new Date(session.endsAt) > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const [next] = toCome;
  return { scheduled: toCome.length, next: next ? indiaSessionStart(next.startsAt) : null };
}
