import { randomUUID } from "node:crypto";
import { pipelineProjects } from "#shared/content/projects";
import { bookingReplyDue, contactReplyDue } from "#shared/domain/promises";
import type { PaymentMethod, RegistrationStatus } from "#shared/domain/registrations";

/**
 * Rows for the dashboard's figures (issue 38), each at a moment written in India's time, for
 * tests that count them by hand.
 */

/** "2026-11-13 15:00" in India, as the ISO string the tables store. */
export const ist = (local: string) => new Date(`${local.replace(" ", "T")}:00+05:30`).toISOString();
const consent = { consent_notice: "privacy-notice-2026-11", consent_at: ist("2026-08-01 00:00") };
export const fee = 50_000;
/** The project whose seats the fixtures take and hold. */
export const project = pipelineProjects[0]!.id;

export function registration(
  status: RegistrationStatus,
  method: PaymentMethod,
  created: string,
  { paid, refunded, seat }: { paid?: string; refunded?: string; seat?: boolean } = {},
) {
  return {
    id: randomUUID(),
    reference: `KV${randomUUID().replaceAll("-", "").slice(0, 8).toUpperCase()}`,
    project_id: project,
    name: "Student",
    email: `${randomUUID()}@student.example`,
    phone: "9876543210",
    college: "Vasavi College",
    section: "A",
    year: "3",
    payment_method: method,
    amount_paise: fee,
    currency: "inr",
    status,
    paid_at: paid ?? null,
    refunded_at: refunded ?? null,
    seat_held: seat ? 1 : 0,
    created_at: created,
    updated_at: refunded ?? paid ?? created,
    ...consent,
  };
}

function enquiry(received: string, due: (at: Date) => Date, answered?: string) {
  return {
    id: randomUUID(),
    email: `${randomUUID()}@college.example`,
    message: "A workshop, please.",
    status: answered ? ("contacted" as const) : ("new" as const),
    reply_due_at: due(new Date(received)).toISOString(),
    answered_at: answered ?? null,
    created_at: received,
    updated_at: answered ?? received,
    ...consent,
  };
}

export const booking = (received: string, answered?: string) => ({
  ...enquiry(received, bookingReplyDue, answered),
  organization_name: "Vasavi College",
  contact_number: "+91 40 2345 6789",
  address: "Hyderabad",
  idempotency_key: null,
});

export const contact = (received: string, answered?: string) => {
  const { status, ...row } = enquiry(received, contactReplyDue, answered);
  return {
    ...row,
    name: "Priya Sharma",
    phone: "9876543210",
    status: status === "new" ? ("new" as const) : ("replied" as const),
  };
};

export const subscriber = (created: string, confirmed: string | null) => ({
  id: randomUUID(),
  email: `${randomUUID()}@reader.example`,
  status: confirmed ? ("subscribed" as const) : ("pending" as const),
  unsubscribe_token: randomUUID(),
  source: "footer",
  confirmed_at: confirmed,
  created_at: created,
  updated_at: confirmed ?? created,
  ...consent,
});

export const dataRequest = (status: "open" | "completed", due: string) => ({
  id: randomUUID(),
  reference: `DR-${randomUUID().slice(0, 6).toUpperCase()}`,
  kind: "access" as const,
  status,
  channel: "web" as const,
  email: "person@example.com",
  received_at: ist("2026-10-01 10:00"),
  due_at: due,
  created_at: ist("2026-10-01 10:00"),
  updated_at: ist("2026-10-01 10:00"),
});

export const email = (columns: { sent_at?: string; last_error?: string; failed_at?: string }) => ({
  id: randomUUID(),
  template: "contact-acknowledgement",
  to_address: "someone@example.com",
  subject: "Thank you",
  text_body: "Thank you.",
  html_body: "<p>Thank you.</p>",
  // Never due while the test runs: the outbox leaves them as they are.
  next_attempt_at: ist("2099-01-01 00:00"),
  created_at: ist("2026-11-17 10:00"),
  ...columns,
});

export const campaign = (subject: string, status: "paused" | "sent" | "draft") => ({
  id: randomUUID(),
  subject,
  preview_text: "",
  body_html: "<p>News</p>",
  status,
  created_at: ist("2026-11-10 10:00"),
  updated_at: ist("2026-11-10 10:00"),
});
