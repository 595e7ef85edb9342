import type { adminLists, AdminListKind } from "#shared/domain/admin-lists";
import type { Consent, Timestamps } from "./columns";

/** Training bookings and contact messages: what visitors send us. */

type StatusOf<Kind extends AdminListKind> = keyof (typeof adminLists)[Kind]["statuses"];
type BookingStatus = StatusOf<"bookings">;
type ContactStatus = StatusOf<"contacts">;

/** The answer the site promises a visitor (shared/domain/promises.ts), and who gave it. */
interface PromisedAnswer {
  /** Stored with the row when it comes in. */
  reply_due_at: string;
  /** When staff recorded it answered: set once. */
  answered_at: string | null;
  /** The staff user's id. */
  answered_by: string | null;
}

export interface BookingsTable extends Consent, Timestamps, PromisedAnswer {
  id: string;
  organization_name: string;
  email: string;
  contact_number: string;
  address: string;
  message: string;
  status: BookingStatus;
  idempotency_key: string | null;
}

export interface ContactMessagesTable extends Consent, Timestamps, PromisedAnswer {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: ContactStatus;
}
