import type { Updateable } from "kysely";
import type { RegistrationStatus } from "#shared/domain/registrations";
import type { RegistrationsTable } from "../../db/schema";
import type { QueuedEmail } from "../../mail/outbox";
import type { AuditEntry, UnitOfWork } from "../unit-of-work";

export interface Transition {
  /** The statuses the change may start from; any other refuses it. */
  from: readonly RegistrationStatus[];
  to: RegistrationStatus;
  /** Other columns the change sets. */
  set?: Omit<Updateable<RegistrationsTable>, "id" | "status" | "updated_at">;
  /** Sent only when the change happens. */
  emails?: readonly QueuedEmail[];
  /** Written only when the change happens. */
  audit?: AuditEntry;
}

/**
 * The one way a registration's status changes: only from one of `from` (checked by the
 * update itself, so two requests cannot both make it), with its emails and audit row in
 * the same transaction. False when the status was not one of `from`: nothing changed.
 */
export async function transition(
  { trx, now, send, audit }: UnitOfWork,
  registrationId: string,
  { from, to, set, emails = [], audit: entry }: Transition,
): Promise<boolean> {
  const updated = await trx
    .updateTable("registrations")
    .set({ ...set, status: to, updated_at: now.toISOString() })
    .where("id", "=", registrationId)
    .where("status", "in", from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  send(emails);
  if (entry) audit(entry);
  return true;
}
