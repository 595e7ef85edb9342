import { sql } from "kysely";
import type { AnsweredListKind } from "#shared/domain/admin-lists";
import { ServiceRefusal } from "./errors";
import type { Actor, UnitOfWork } from "./unit-of-work";

/**
 * The answers the site promises bookings and contact messages (shared/domain/promises.ts):
 * when one is late, and staff recording it given. Answered is set once: the first time is
 * the one the promise is judged by.
 */

const answerTables = {
  bookings: "bookings",
  contacts: "contact_messages",
} as const satisfies Record<AnsweredListKind, string>;

/**
 * Not answered, and due before `now`: the promise is running late. The dashboard's counts
 * and the lists' "Late replies only" both ask this (migration 0020 indexes it).
 */
export const lateAt = (now: Date) =>
  sql<boolean>`${sql.ref("answered_at")} is null and ${sql.ref("reply_due_at")} < ${now.toISOString()}`;

/** Records the row answered now by `by`, unless it already was. True when it was not. */
export async function recordAnswered(
  { trx, now }: UnitOfWork,
  kind: AnsweredListKind,
  id: string,
  by: Actor,
): Promise<boolean> {
  const updated = await trx
    .updateTable(answerTables[kind])
    .set({ answered_at: now.toISOString(), answered_by: by.id })
    .where("id", "=", id)
    .where("answered_at", "is", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export interface Answered {
  /** When it was first recorded answered. */
  answeredAt: string;
  /** False when it already was: nothing changed. */
  changed: boolean;
}

/** Staff record that they answered a booking or a contact message; audited the first time. */
export async function markAnswered(
  unit: UnitOfWork,
  kind: AnsweredListKind,
  id: string,
  by: Actor,
): Promise<Answered> {
  const read = () =>
    kind === "bookings"
      ? unit.trx
          .selectFrom("bookings")
          .select(["organization_name as sender", "email", "answered_at"])
          .where("id", "=", id)
          .executeTakeFirst()
      : unit.trx
          .selectFrom("contact_messages")
          .select(["name as sender", "email", "answered_at"])
          .where("id", "=", id)
          .executeTakeFirst();
  const row = await read();
  if (!row) throw new ServiceRefusal("not_found", "That row no longer exists.");
  if (row.answered_at) return { answeredAt: row.answered_at, changed: false };
  if (!(await recordAnswered(unit, kind, id, by))) {
    // Another press was stored between the read and the update.
    const now = await read();
    return { answeredAt: now?.answered_at ?? unit.now.toISOString(), changed: false };
  }
  // The address goes in the entry too: erasing the person finds and blanks it (holdings).
  unit.audit({ actor: by, action: `${kind}.answered`, subject: row.sender, detail: row.email });
  return { answeredAt: unit.now.toISOString(), changed: true };
}
