import { consentAndTimes, type TableHoldings } from "./table-holdings";

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
      ...consentAndTimes,
    },
  },
} as const satisfies Record<string, TableHoldings>;
