import { z } from "zod/mini";
import { maxSeriesSessions, maxSessionMinutes, sessionPlaces } from "../domain/sessions";

/**
 * A project's session as staff enter it (issue 39): one schema for the portal's form and its
 * API call (server/api/admin-sessions.ts). Dates and times are India time, as staff read them;
 * the server turns them into moments (shared/domain/india-time.ts).
 */

export const sessionMessages = {
  titleRequired: "Title is required",
  dateInvalid: "Enter the date as a day, month and year",
  timeInvalid: "Enter a time such as 10:00",
  endBeforeStart: "The end must be after the start",
  tooLong: `A session can be at most ${maxSessionMinutes / 60} hours long`,
  placeRequired: "Choose a venue or online",
  venueRequired: "Give the venue's name",
  addressRequired: "Give the venue's address",
  linkRequired: "Give the meeting link",
  linkInvalid: "Enter a full link starting with https://",
  weeks: `A weekly series has from 1 to ${maxSeriesSessions} sessions`,
  stale: "The session changed since you opened this page: reload it and try again",
} as const;

const text = (label: string, max: number, required: string) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

const optionalText = (label: string, max: number) =>
  z.optional(
    z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
  );

/** An https link: a meeting or a map; anything else could be a script. */
const link = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(500, "A link must be at most 500 characters"),
    z.refine(
      (value) => value === "" || /^https:\/\/[^\s]+$/i.test(value),
      sessionMessages.linkInvalid,
    ),
  ),
);

const day = z
  .string({ error: sessionMessages.dateInvalid })
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, sessionMessages.dateInvalid));
const time = z
  .string({ error: sessionMessages.timeInvalid })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, sessionMessages.timeInvalid));

const minutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

const sessionFields = {
  title: text("Title", 120, sessionMessages.titleRequired),
  /** The day in India, YYYY-MM-DD. */
  date: day,
  /** India time, HH:MM (24-hour). */
  startTime: time,
  endTime: time,
  place: z.enum(sessionPlaces, { error: sessionMessages.placeRequired }),
  venueName: optionalText("The venue's name", 120),
  venueAddress: optionalText("The address", 300),
  mapUrl: link,
  onlineUrl: link,
};

type SessionShape = {
  startTime?: unknown;
  endTime?: unknown;
  place?: unknown;
  venueName?: unknown;
  venueAddress?: unknown;
  onlineUrl?: unknown;
};

/** The end after the start, within the longest session; a venue or a link as the place says. */
const placeAndTimes = z.superRefine(
  (input: SessionShape, context) => {
    const issue = (path: keyof SessionShape, message: string) =>
      context.addIssue({ code: "custom", path: [path], message, input: input[path] });
    const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";
    const { startTime, endTime } = input;
    if (typeof startTime === "string" && typeof endTime === "string") {
      const length = minutes(endTime) - minutes(startTime);
      if (/^\d\d:\d\d$/.test(startTime) && /^\d\d:\d\d$/.test(endTime)) {
        if (length <= 0) issue("endTime", sessionMessages.endBeforeStart);
        else if (length > maxSessionMinutes) issue("endTime", sessionMessages.tooLong);
      }
    }
    if (input.place === "venue") {
      if (!filled(input.venueName)) issue("venueName", sessionMessages.venueRequired);
      if (!filled(input.venueAddress)) issue("venueAddress", sessionMessages.addressRequired);
    } else if (input.place === "online" && !filled(input.onlineUrl)) {
      issue("onlineUrl", sessionMessages.linkRequired);
    }
  },
  // Checked beside the other fields' errors, so the form shows them all at once.
  { when: () => true },
);

/** Add a session, or a weekly series of `weeks` sessions from `date` on (1: one session). */
export const newSessionsSchema = z
  .strictObject({
    ...sessionFields,
    weeks: z
      .int({ error: sessionMessages.weeks })
      .check(z.gte(1, sessionMessages.weeks), z.lte(maxSeriesSessions, sessionMessages.weeks)),
  })
  .check(placeAndTimes);
export type NewSessionsInput = z.infer<typeof newSessionsSchema>;

const sequence = z.int({ error: sessionMessages.stale }).check(z.gte(0, sessionMessages.stale));

/** Move a session or change its place: with the sequence the page showed. */
export const sessionChangeSchema = z
  .strictObject({ ...sessionFields, sequence })
  .check(placeAndTimes);
export type SessionChangeInput = z.infer<typeof sessionChangeSchema>;

/** Cancel a session: with the sequence the page showed. */
export const sessionCancelSchema = z.strictObject({ sequence });

/** Check a student in: by the code their ticket's QR holds, or by their registration. */
export const checkInSchema = z.strictObject({
  code: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  registrationId: z.optional(z.string().check(z.maxLength(100))),
});
