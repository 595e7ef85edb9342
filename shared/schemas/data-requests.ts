import { z } from "zod/mini";
import {
  dataRequestKinds,
  dataRequestReferencePattern,
  dataRequestStatuses,
  type DataRequestChannel,
  type DataRequestKind,
  type DataRequestStatus,
} from "../domain/privacy";
import { maxSearchLength } from "./admin-lists";
import { maxLength, requiredEmail } from "./fields";

/**
 * What staff send about data requests (the portal's requests queue, /api/admin/requests):
 * the queue's filter, a request they record from a call, a letter or an email, and their
 * answer. One schema per form, used by the page and by the API.
 */

export const maxDataRequestText = 2000;

export const dataRequestMessages = {
  kind: "Choose what the person asked for.",
  channel: "Choose how the request reached us: phone, post or email.",
  detailsTooLong: `What they asked must be at most ${maxDataRequestText} characters long.`,
  noteTooLong: `The note must be at most ${maxDataRequestText} characters long.`,
  reasonRequired: "Give the reason: the person is emailed it.",
  reasonTooLong: `The reason must be at most ${maxDataRequestText} characters long.`,
  answerRequired: "Write the answer to the grievance: the person is emailed it.",
  statusFilter: "Choose a status from the list.",
  kindFilter: "Choose a kind of request from the list.",
  searchTooLong: `Search must be at most ${maxSearchLength} characters long.`,
  correction: "A correction names a record (table and id) and the new value of each field.",
} as const;

/** Staff record requests made outside the site; the site's own page files "web" ones. */
export const recordedChannels = ["phone", "post", "email"] as const;
export type RecordedChannel = (typeof recordedChannels)[number];
export const recordedChannelLabels: Record<RecordedChannel, string> = {
  phone: "Phone",
  post: "Post",
  email: "Email",
};

const optionalText = (max: number, tooLong: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong)));

/** A correction's request: which record, and the new value of each of its fields. */
export const correctionDetailsSchema = z.strictObject({
  table: z.string().check(z.minLength(1), z.maxLength(64)),
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  changes: z
    .record(
      z.string().check(z.minLength(1), z.maxLength(64)),
      z.string().check(z.maxLength(maxLength.message)),
    )
    .check(z.refine((changes) => Object.keys(changes).length > 0, dataRequestMessages.correction)),
});
export type CorrectionDetails = z.infer<typeof correctionDetailsSchema>;

export const recordDataRequestSchema = z.strictObject({
  kind: z.enum(dataRequestKinds, { error: dataRequestMessages.kind }),
  channel: z.enum(recordedChannels, { error: dataRequestMessages.channel }),
  email: requiredEmail(),
  name: optionalText(maxLength.name, `Name must be at most ${maxLength.name} characters long`),
  /** What the person asked, in the staff's words; or a correction's record and new values. */
  details: z.optional(
    z.union([
      z
        .string()
        .check(z.trim(), z.maxLength(maxDataRequestText, dataRequestMessages.detailsTooLong)),
      correctionDetailsSchema,
    ]),
  ),
});
export type RecordDataRequestInput = z.infer<typeof recordDataRequestSchema>;

/** Completing a request; a grievance's note is the answer the person is emailed. */
export const completeDataRequestSchema = z.strictObject({
  note: optionalText(maxDataRequestText, dataRequestMessages.noteTooLong),
});

export const declineDataRequestSchema = z.strictObject({
  reason: z
    .string({ error: dataRequestMessages.reasonRequired })
    .check(
      z.trim(),
      z.minLength(1, dataRequestMessages.reasonRequired),
      z.maxLength(maxDataRequestText, dataRequestMessages.reasonTooLong),
    ),
});

const blankOr = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.optional(
    z.pipe(
      z
        .string({ error: message })
        .check(
          z.refine(
            (value) => value === "" || (values as readonly string[]).includes(value),
            message,
          ),
        ),
      z.transform((value) => (value === "" ? undefined : (value as T[number]))),
    ),
  );

/** The queue's filter as the address gives it: "" (or nothing) is any. */
export const dataRequestFilterSchema = z.object({
  status: blankOr(dataRequestStatuses, dataRequestMessages.statusFilter),
  kind: blankOr(dataRequestKinds, dataRequestMessages.kindFilter),
  q: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(maxSearchLength, dataRequestMessages.searchTooLong),
      z.refine((value) => !/\p{Cc}/u.test(value), "Search must be plain text."),
    ),
  ),
  page: z.catch(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/)), z.transform(Number)), 1),
});
export type DataRequestFilter = z.output<typeof dataRequestFilterSchema>;

export const isDataRequestReference = (value: unknown): value is string =>
  typeof value === "string" && dataRequestReferencePattern.test(value);

/** One row of the requests queue. `email` is null once the person was erased. */
export interface DataRequestRow {
  reference: string;
  kind: DataRequestKind;
  status: DataRequestStatus;
  channel: DataRequestChannel;
  email: string | null;
  name: string | null;
  receivedAt: string;
  dueAt: string;
  answeredAt: string | null;
  /** Open and past its due date. */
  overdue: boolean;
}

/** A correction's field: what we hold now and what the person asked for. */
export interface RequestedChange {
  column: string;
  label: string;
  current: string | null;
  requested: string;
}

/** The dashboard's card: how many requests are open, and the overdue ones. */
export interface DataRequestsOverview {
  open: number;
  overdue: Array<{ reference: string; kind: DataRequestKind; dueAt: string }>;
}
