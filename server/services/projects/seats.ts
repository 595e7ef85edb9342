import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { MailComposer } from "../../mail/messages";
import type { UnitOfWork } from "../unit-of-work";
import { hashLinkToken } from "../link-token-hash";
import { mayOfferToWaitlist } from "./unproven-holds";

/**
 * A project's seats (docs/decisions/0016). `projects.seats_used` counts the seats held or
 * taken; it changes only through the conditional updates here, inside the transaction of
 * the registration or offer the seat is for, so no read-then-write race can oversell a
 * project: on PostgreSQL a second update waits for the row's lock and re-checks its WHERE
 * against the committed row; SQLite runs one writer at a time. A check constraint refuses
 * an oversold row whatever the code does.
 */

/** How long an emailed waitlist offer holds its seat. */
export const offerHoldHours = 24;

export interface SeatMail {
  mail: MailComposer;
  siteUrl: string;
}

/**
 * One more seat used, if one is free. A new registration also needs the project open;
 * a payment that arrives late (`late`) is honoured whenever a seat is free.
 */
export async function takeSeat(
  { trx, now }: UnitOfWork,
  projectId: string,
  { late = false } = {},
): Promise<boolean> {
  let update = trx
    .updateTable("projects")
    .set({ seats_used: sql`seats_used + 1`, updated_at: now.toISOString() })
    .where("id", "=", projectId)
    .where("archived_at", "is", null)
    .where(sql<boolean>`seats_used < seats`);
  if (!late) update = update.where("registration_open", "=", 1).where("status", "!=", "Completed");
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A seat given back. It goes to the first person waiting, whose offer now holds it (the
 * count stays), or back to the project (also when offers already hold their share). Callers
 * make sure it is released once: by a conditional update of the registration's `seat_held`
 * or the offer's status first.
 */
export async function releaseSeat(
  unit: UnitOfWork,
  projectId: string,
  { mail, siteUrl }: SeatMail,
): Promise<"offered" | "freed"> {
  const { trx, now, send } = unit;
  const project = await trx
    .selectFrom("projects")
    .select(["title", "registration_open", "archived_at", "status"])
    .where("id", "=", projectId)
    .executeTakeFirst();
  // Offers hold seats for addresses nobody has proven: at most a share of the project's seats
  // at once (decision 0024); beyond it the seat goes back on sale.
  const offering =
    project &&
    project.registration_open === 1 &&
    !project.archived_at &&
    project.status !== "Completed" &&
    (await mayOfferToWaitlist(unit, projectId));
  while (offering) {
    const next = await trx
      .selectFrom("waitlist_entries")
      .select(["id", "name", "email"])
      .where("project_id", "=", projectId)
      .where("status", "=", "waiting")
      .orderBy("created_at")
      .orderBy("id")
      .executeTakeFirst();
    if (!next) break;
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + offerHoldHours * 3_600_000).toISOString();
    const offered = await trx
      .updateTable("waitlist_entries")
      .set({
        status: "offered",
        offer_token_hash: hashLinkToken(token),
        offered_at: now.toISOString(),
        offer_expires_at: expiresAt,
        updated_at: now.toISOString(),
      })
      .where("id", "=", next.id)
      .where("status", "=", "waiting")
      .executeTakeFirst();
    // Another transaction took this one (removed by staff meanwhile): try the next.
    if (Number(offered.numUpdatedRows) === 0) continue;
    send(
      mail.waitlistOffer({
        name: next.name,
        email: next.email,
        projectTitle: project.title,
        url: `${siteUrl}/projects?offer=${token}`,
        expiresAt,
      }),
    );
    return "offered";
  }
  await trx
    .updateTable("projects")
    .set({ seats_used: sql`seats_used - 1`, updated_at: now.toISOString() })
    .where("id", "=", projectId)
    .where("seats_used", ">", 0)
    .execute();
  return "freed";
}

/**
 * Makes sure a registration whose payment is confirmed keeps a seat: the one it holds (no
 * longer expiring), else a free one taken now. False when the project is full.
 */
export async function keepSeat(
  unit: UnitOfWork,
  registration: { id: string; project_id: string },
): Promise<boolean> {
  const kept = await unit.trx
    .updateTable("registrations")
    .set({ hold_expires_at: null })
    .where("id", "=", registration.id)
    .where("seat_held", "=", 1)
    .executeTakeFirst();
  if (Number(kept.numUpdatedRows) === 1) return true;
  if (!(await takeSeat(unit, registration.project_id, { late: true }))) return false;
  await unit.trx
    .updateTable("registrations")
    .set({ seat_held: 1, hold_expires_at: null })
    .where("id", "=", registration.id)
    .execute();
  return true;
}

/**
 * Holds a seat for a registration that lost its hold (a UTR handed in after the hold
 * expired), until `expiresAt`. False when none is free; the registration goes on without.
 */
export async function holdSeatAgain(
  unit: UnitOfWork,
  registration: { id: string; project_id: string },
  expiresAt: Date,
): Promise<boolean> {
  const extended = await unit.trx
    .updateTable("registrations")
    .set({ hold_expires_at: expiresAt.toISOString() })
    .where("id", "=", registration.id)
    .where("seat_held", "=", 1)
    .executeTakeFirst();
  if (Number(extended.numUpdatedRows) === 1) return true;
  if (!(await takeSeat(unit, registration.project_id, { late: true }))) return false;
  await unit.trx
    .updateTable("registrations")
    .set({ seat_held: 1, hold_expires_at: expiresAt.toISOString() })
    .where("id", "=", registration.id)
    .execute();
  return true;
}

/** Gives a registration's seat back, once, however many callers race for it. */
export async function releaseRegistrationSeat(
  unit: UnitOfWork,
  registration: { id: string; project_id: string },
  seatMail: SeatMail,
  { onlyIfExpiredBy }: { onlyIfExpiredBy?: Date } = {},
): Promise<boolean> {
  let update = unit.trx
    .updateTable("registrations")
    .set({ seat_held: 0, hold_expires_at: null })
    .where("id", "=", registration.id)
    .where("seat_held", "=", 1);
  if (onlyIfExpiredBy)
    update = update.where("hold_expires_at", "<=", onlyIfExpiredBy.toISOString());
  const released = await update.executeTakeFirst();
  if (Number(released.numUpdatedRows) === 0) return false;
  await releaseSeat(unit, registration.project_id, seatMail);
  return true;
}
