import { consentAndTimes, type TableHoldings } from "./table-holdings";

/** When an answer was due and given, and the staff member who gave it. */
const promisedAnswer = {
  reply_due_at: "record",
  answered_at: "record",
  answered_by: "record",
} as const;

/** What visitors send us: training bookings and contact messages. */
export const enquiryHoldings = {
  bookings: {
    title: "Training bookings",
    purpose: "Arranging training for your college or organisation",
    reach: { email: ["email"] },
    erasure: "delete",
    columns: {
      id: "record",
      organization_name: "personal",
      email: "personal",
      contact_number: "personal",
      address: "personal",
      message: "personal",
      status: "record",
      idempotency_key: "secret",
      ...promisedAnswer,
      ...consentAndTimes,
    },
  },
  contact_messages: {
    title: "Messages you sent us",
    purpose: "Answering you",
    reach: { email: ["email"] },
    erasure: "delete",
    columns: {
      id: "record",
      name: "personal",
      email: "personal",
      phone: "personal",
      message: "personal",
      status: "record",
      ...promisedAnswer,
      ...consentAndTimes,
    },
  },
} as const satisfies Record<string, TableHoldings>;
