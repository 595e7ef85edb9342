import { subscriberStatusLabels } from "./newsletter";
import { paymentMethodLabels, registrationStatusLabels } from "./registrations";

/** When the answer the site promises is due, and when staff answered (shared/domain/promises.ts). */
const promisedAnswer = [
  ["reply_due_at", "Reply due"],
  ["answered_at", "Answered"],
] as const;

/**
 * The admin portal's list screens: which lists there are, their columns and the statuses
 * staff can set. Shared by the pages (app/routes/admin-list.tsx) and the server's queries
 * and CSV (server/services/admin-lists.ts).
 */
export const adminLists = {
  bookings: {
    title: "Bookings",
    columns: [
      ["created_at", "Received"],
      ["organization_name", "Organization"],
      ["email", "Email"],
      ["contact_number", "Contact number"],
      ["address", "Address"],
      ["message", "Message"],
      ...promisedAnswer,
      ["status", "Status"],
    ],
    statuses: { new: "New", contacted: "Contacted", scheduled: "Scheduled", closed: "Closed" },
  },
  contacts: {
    title: "Contact messages",
    columns: [
      ["created_at", "Received"],
      ["name", "Name"],
      ["email", "Email"],
      ["phone", "Phone"],
      ["message", "Message"],
      ...promisedAnswer,
      ["status", "Status"],
    ],
    statuses: { new: "New", replied: "Replied" },
  },
  subscribers: {
    title: "Newsletter subscribers",
    columns: [
      ["created_at", "Subscribed"],
      ["email", "Email"],
      ["source", "Source"],
      ["confirmed_at", "Confirmed"],
      ["status", "Status"],
    ],
    statuses: subscriberStatusLabels,
  },
  registrations: {
    title: "Project registrations",
    columns: [
      ["created_at", "Registered"],
      ["reference", "Reference"],
      ["name", "Name"],
      ["email", "Email"],
      ["phone", "Phone"],
      ["college", "College"],
      ["project_id", "Project"],
      ["payment_method", "Method"],
      ["upi_utr", "UTR"],
      // Where the UTR was handed in from: staff reject made-up ones a network at a time.
      ["upi_network", "UTR network"],
      ["razorpay_payment_id", "Razorpay payment"],
      // A student under 18: who was asked to consent, and when they did.
      ["guardian_name", "Guardian"],
      ["guardian_email", "Guardian email"],
      ["guardian_consented_at", "Guardian consented"],
      ["status", "Status"],
    ],
    statuses: registrationStatusLabels,
  },
} as const;

export type AdminListKind = keyof typeof adminLists;
export const adminListKinds = Object.keys(adminLists) as AdminListKind[];
// Own keys only: `in` would also find "constructor", "__proto__", … on Object.prototype.
export const isAdminListKind = (value: string): value is AdminListKind =>
  Object.hasOwn(adminLists, value);
export const isAdminListStatus = (kind: AdminListKind, value: string): boolean =>
  Object.hasOwn(adminLists[kind].statuses, value);

/** The lists whose rows the site promises an answer (shared/domain/promises.ts). */
export const answeredLists = ["bookings", "contacts"] as const satisfies readonly AdminListKind[];
export type AnsweredListKind = (typeof answeredLists)[number];
export const isAnsweredList = (kind: AdminListKind): kind is AnsweredListKind =>
  (answeredLists as readonly AdminListKind[]).includes(kind);

export const adminPageSize = 25;

/**
 * Columns holding a code the list shows staff in words (the CSV keeps the code, as it does
 * for statuses).
 */
export const adminListValueLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  payment_method: paymentMethodLabels,
};

/** Columns holding a moment (ISO 8601), shown to staff as a date and time. */
export const adminListTimeColumns: ReadonlySet<string> = new Set([
  "created_at",
  "guardian_consented_at",
  "reply_due_at",
  "answered_at",
]);
