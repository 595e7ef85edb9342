import type { adminLists, AdminListKind } from "#shared/domain/admin-lists";
import type { Consent, Timestamps } from "./columns";

/** Training bookings and contact messages: what visitors send us. */

type StatusOf<Kind extends AdminListKind> = keyof (typeof adminLists)[Kind]["statuses"];
type BookingStatus = StatusOf<"bookings">;
type ContactStatus = StatusOf<"contacts">;

export interface BookingsTable extends Consent, Timestamps {
  id: string;
  organization_name: string;
  email: string;
  contact_number: string;
  address: string;
  message: string;
  status: BookingStatus;
  idempotency_key: string | null;
}

export interface ContactMessagesTable extends Consent, Timestamps {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: ContactStatus;
}
