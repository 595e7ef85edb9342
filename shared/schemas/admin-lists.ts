import { z } from "zod/mini";
import { adminLists, isAdminListStatus, type AdminListKind } from "../domain/admin-lists";
import { fieldErrors, type FieldError } from "./fields";

/**
 * What the admin lists take from staff: the filter in the address (q, status, page; the
 * list pages and their CSV export) and the forms on a row (a status, Confirm, Reject).
 */

export const maxSearchLength = 200;
export const maxReasonLength = 500;

export const adminListMessages = {
  searchNotText: "Search must be text.",
  searchTooLong: `Search must be at most ${maxSearchLength} characters long.`,
  searchNotPlain: "Search must be plain text, without control characters.",
  rowGone: "That row no longer exists. Reload the list and try again.",
  referenceInvalid: "That registration reference is not valid. Reload the list and try again.",
  reasonTooLong: `The reason must be at most ${maxReasonLength} characters long.`,
  actionUnavailable: "That action is not available on this list.",
  networkInvalid: "That network is not valid. Reload the list and try again.",
} as const;

/** "Choose a status from the list: New, Contacted, Scheduled or Closed." */
export function statusSentence(kind: AdminListKind): string {
  const labels: string[] = Object.values(adminLists[kind].statuses);
  const last = labels.pop();
  return `Choose a status from the list: ${labels.join(", ")} or ${last}.`;
}

const listStatus = (kind: AdminListKind, allowAny: boolean) =>
  z
    .string({ error: statusSentence(kind) })
    .check(
      z.refine(
        (value) => (allowAny && value === "") || isAdminListStatus(kind, value),
        statusSentence(kind),
      ),
    );

const search = z.string({ error: adminListMessages.searchNotText }).check(
  z.trim(),
  z.maxLength(maxSearchLength, adminListMessages.searchTooLong),
  // PostgreSQL refuses NUL in text, and no one types a control character into a search box.
  z.refine((value) => !/\p{Cc}/u.test(value), adminListMessages.searchNotPlain),
);

/**
 * A page is a whole number from 1; anything else in the address (1e400, -3, 2.5, …) is page 1,
 * as is a page past the last one (the list service decides that).
 */
const page = z.catch(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/)), z.transform(Number)), 1);

const filterSchemaOf = (kind: AdminListKind) =>
  z.object({
    q: z.optional(search),
    status: z.optional(listStatus(kind, true)),
    page,
    /** Registrations of one project (the project's screen links here); ignored elsewhere. */
    project: z.optional(z.string().check(z.trim(), z.maxLength(120))),
    /**
     * Bookings and contact messages whose promised answer is late (`late=1`, the dashboard
     * links here); ignored elsewhere. Anything else in the address is every row.
     */
    late: z.catch(
      z.pipe(
        z.literal("1"),
        z.transform(() => true),
      ),
      false,
    ),
  });

const filterSchemas = new Map<AdminListKind, ReturnType<typeof filterSchemaOf>>();

/**
 * A list's filter as the address gives it: status "" (or none) is any status. Built once per
 * list: every list page and export parses with it.
 */
export function adminListFilterSchema(kind: AdminListKind) {
  let schema = filterSchemas.get(kind);
  if (!schema) {
    schema = filterSchemaOf(kind);
    filterSchemas.set(kind, schema);
  }
  return schema;
}

const registrationReference = z
  .string({ error: adminListMessages.referenceInvalid })
  .check(z.trim(), z.regex(/^KV[0-9A-Z]{8}$/, adminListMessages.referenceInvalid));

/** The lists whose rows staff move from status to status. */
export type StatusListKind = "bookings" | "contacts";

const rowOf = (kind: StatusListKind) => ({
  /** The list posted to, from the page's address (whatever the form says). */
  list: z.catch(z.literal(kind), kind),
  id: z
    .string({ error: adminListMessages.rowGone })
    .check(z.minLength(1, adminListMessages.rowGone), z.maxLength(100, adminListMessages.rowGone)),
});

const statusChange = (kind: StatusListKind) =>
  z.object({ intent: z.literal("status"), ...rowOf(kind), status: listStatus(kind, false) });

/** Staff answered the booking or the message (by phone, email, WhatsApp, …). */
const answered = (kind: StatusListKind) =>
  z.object({ intent: z.literal("answered"), ...rowOf(kind) });

const confirmPayment = z.object({
  intent: z.literal("confirm"),
  reference: registrationReference,
});

const reason = z.optional(
  z.string().check(z.trim(), z.maxLength(maxReasonLength, adminListMessages.reasonTooLong)),
);

const rejectPayment = z.object({
  intent: z.literal("reject"),
  reference: registrationReference,
  reason,
});

/** Every unverified UTR handed in from one network (decision 0024): an address or a /64. */
const rejectNetwork = z.object({
  intent: z.literal("reject-network"),
  network: z
    .string({ error: adminListMessages.networkInvalid })
    .check(z.trim(), z.regex(/^[0-9a-f.:/]{2,64}$/i, adminListMessages.networkInvalid)),
  reason,
});

/** An intent the list does not have (or none, or not text) is one sentence. */
const unavailable = { error: adminListMessages.actionUnavailable };

/**
 * A row form posted to a list, as one schema keyed on `intent` with only the actions that
 * list has: a status and Mark answered on bookings and contacts, Confirm and Reject (one, or
 * every one from a network) on registrations, nothing on subscribers.
 */
export function adminListActionSchema(kind: AdminListKind) {
  switch (kind) {
    case "bookings":
    case "contacts":
      return z.discriminatedUnion("intent", [statusChange(kind), answered(kind)], unavailable);
    case "registrations":
      return z.discriminatedUnion(
        "intent",
        [confirmPayment, rejectPayment, rejectNetwork],
        unavailable,
      );
    case "subscribers":
      return z.never(unavailable);
  }
}

export type AdminListAction = z.output<ReturnType<typeof adminListActionSchema>>;

/** The one sentence the admin is shown: the first problem found. */
export const firstProblem = (error: z.core.$ZodError): FieldError =>
  fieldErrors(error)[0] ?? { path: "", msg: "That is not a valid request." };
