import { sql, type Updateable } from "kysely";
import {
  isListedChange,
  isListedStart,
  type RegistrationCause,
  type StartingStatus,
} from "#shared/domain/registration-lifecycle";
import type { RegistrationStatus } from "#shared/domain/registrations";
import type { RegistrationsTable } from "../../db/schema";
import type { QueuedEmail } from "../../mail/outbox";
import type { AuditEntry, UnitOfWork } from "../unit-of-work";

export interface Transition {
  /** The statuses the change may start from; any other refuses it. */
  from: readonly RegistrationStatus[];
  to: RegistrationStatus;
  /** What makes the change: with `from` and `to`, a row of the lifecycle's table. */
  cause: RegistrationCause;
  /** Other columns the change sets. */
  set?: Omit<Updateable<RegistrationsTable>, "id" | "status" | "updated_at">;
  /** Sent only when the change happens. */
  emails?: readonly QueuedEmail[];
  /** Written only when the change happens. */
  audit?: AuditEntry;
}

/**
 * Throws unless the lifecycle's table (shared/domain/registration-lifecycle.ts) lists the
 * change from each of `from` to `to` for `cause`. A status that stays as it is (`to` among
 * `from`) is no change: the other columns are written while the status is still that one.
 * An unlisted change is a mistake in the caller, not a state of the row, so it throws
 * whatever the row's status is, before the database is asked (decision 0028).
 */
export function refuseUnlisted({ from, to, cause }: Pick<Transition, "from" | "to" | "cause">) {
  const unlisted = from.filter((status) => status !== to && !isListedChange(status, to, cause));
  if (unlisted.length > 0) {
    throw new Error(
      `A registration cannot go from ${unlisted.join(" or ")} to ${to} by ${cause}: the lifecycle does not list it.`,
    );
  }
}

/** The status a new registration is stored in, once the lifecycle's table lists it. */
export function startingStatus(to: StartingStatus, cause: RegistrationCause): StartingStatus {
  if (!isListedStart(to, cause)) {
    throw new Error(
      `A registration cannot start as ${to} by ${cause}: the lifecycle does not list it.`,
    );
  }
  return to;
}

/**
 * The one way a registration's status changes: only a change the lifecycle lists, only
 * from one of `from` (checked by the update itself, so two requests cannot both make it),
 * with its emails and audit row in the same transaction. False when the status was not one
 * of `from`: nothing changed.
 */
export async function transition(
  { trx, now, send, audit }: UnitOfWork,
  registrationId: string,
  change: Transition,
): Promise<boolean> {
  refuseUnlisted(change);
  const { from, to, set, emails = [], audit: entry } = change;
  const updated = await trx
    .updateTable("registrations")
    .set({
      ...set,
      // The month's refunds are read by when each happened: the change into refunded, kept
      // through whatever changes the row later (a refunded registration staying refunded).
      ...(to === "refunded"
        ? { refunded_at: sql<string>`coalesce(${sql.ref("refunded_at")}, ${now.toISOString()})` }
        : {}),
      status: to,
      updated_at: now.toISOString(),
    })
    .where("id", "=", registrationId)
    .where("status", "in", from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  send(emails);
  if (entry) audit(entry);
  return true;
}
