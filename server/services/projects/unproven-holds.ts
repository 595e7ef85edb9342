import { sql } from "kysely";
import {
  unprovenSeatCap,
  upiHoldsPerNetwork,
  waitlistPlacesPerNetwork,
} from "#shared/domain/projects";
import type { UnitOfWork } from "../unit-of-work";

/**
 * The caps on seats held without proof of payment (decision 0024). Each is decided under the
 * lock of the project's row, taken by an update that changes nothing: on PostgreSQL a second
 * transaction for the same project waits for the first to commit and then, under READ
 * COMMITTED, counts with its rows in view; SQLite runs one writer at a time. So two
 * instances cannot both take the last place under a cap.
 */
async function lockProject({ trx }: UnitOfWork, projectId: string): Promise<number | undefined> {
  const row = await trx
    .updateTable("projects")
    .set({ seats_used: sql`seats_used` })
    .where("id", "=", projectId)
    .returning("seats")
    .executeTakeFirst();
  return row?.seats;
}

const count = (row: { n: string | number | bigint }) => Number(row.n);

/**
 * Seats of the project held, unpaid, past `cardHoldEnds` (the end of a card hold started
 * now): UTRs held until verified, and registrations of students under 18 waiting for their
 * guardian's consent or, consented, for the payment. What the project's share bounds.
 */
async function unpaidLongHolds(
  { trx }: UnitOfWork,
  projectId: string,
  cardHoldEnds: Date,
): Promise<number> {
  const row = await trx
    .selectFrom("registrations")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("project_id", "=", projectId)
    .where("seat_held", "=", 1)
    .where("status", "in", [
      "awaiting_verification",
      "awaiting_guardian_consent",
      "pending_payment",
    ])
    .where("hold_expires_at", ">", cardHoldEnds.toISOString())
    .executeTakeFirstOrThrow();
  return count(row);
}

/**
 * Whether a registration nobody has paid for may hold its seat past a card hold while a
 * guardian's consent, or after it the payment, is awaited: only while the project's seats
 * held that long unpaid are fewer than its cap (issue 35: the under-18 path held a seat for
 * 72 hours on the strength of any address typed as the guardian's).
 */
export async function mayHoldUnpaidLong(
  unit: UnitOfWork,
  projectId: string,
  cardHoldEnds: Date,
): Promise<boolean> {
  const seats = await lockProject(unit, projectId);
  if (seats === undefined) return false;
  return (await unpaidLongHolds(unit, projectId, cardHoldEnds)) < unprovenSeatCap(seats);
}

/**
 * Whether a UTR handed in from `network` may hold its seat while staff verify it: only while
 * the project's seats held unpaid past a card hold are fewer than its cap, and fewer than
 * `upiHoldsPerNetwork` UTRs held until verified come from this network.
 */
export async function mayHoldUntilVerified(
  unit: UnitOfWork,
  projectId: string,
  network: string,
  cardHoldEnds: Date,
): Promise<boolean> {
  if (!(await mayHoldUnpaidLong(unit, projectId, cardHoldEnds))) return false;
  const held = () =>
    unit.trx
      .selectFrom("registrations")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("project_id", "=", projectId)
      .where("status", "=", "awaiting_verification")
      .where("seat_held", "=", 1)
      .where("upi_seat_until_verified", "=", 1);
  const fromNetwork = await held().where("upi_network", "=", network).executeTakeFirstOrThrow();
  return count(fromNetwork) < upiHoldsPerNetwork;
}

/** Whether a released seat may go to the waitlist: while its offers hold fewer than the cap. */
export async function mayOfferToWaitlist(unit: UnitOfWork, projectId: string): Promise<boolean> {
  const seats = await lockProject(unit, projectId);
  if (seats === undefined) return false;
  const offers = await unit.trx
    .selectFrom("waitlist_entries")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("project_id", "=", projectId)
    .where("status", "=", "offered")
    .executeTakeFirstOrThrow();
  return count(offers) < unprovenSeatCap(seats);
}

/** Whether someone from `network` may join the project's waitlist: a few places per network. */
export async function mayJoinWaitlist(
  unit: UnitOfWork,
  projectId: string,
  network: string,
): Promise<boolean> {
  await lockProject(unit, projectId);
  const places = await unit.trx
    .selectFrom("waitlist_entries")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("project_id", "=", projectId)
    .where("network", "=", network)
    .where("status", "in", ["waiting", "offered"])
    .executeTakeFirstOrThrow();
  return count(places) < waitlistPlacesPerNetwork;
}
