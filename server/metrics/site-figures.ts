import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../db/schema";
import { givenUp } from "../mail/outbox-failures";

/** What /metrics reports of the site's state, read from the database all instances share. */
export interface SiteFigures {
  /** Messages waiting to be sent (not sent, not refused for good). */
  outboxDepth: number;
  /** Seconds since the oldest waiting message was queued; 0 when none waits. */
  outboxOldestSeconds: number;
  /** Messages the mail server refused for good, still kept. */
  emailsFailed: number;
  /** Unpaid registrations holding a project seat until their hold runs out. */
  seatHoldsActive: number;
  /** Data requests and grievances still open past their due date. */
  dataRequestsOverdue: number;
}

const count = (row: { n: string | number | bigint } | undefined) => Number(row?.n ?? 0);

export async function readSiteFigures(
  db: Kysely<DatabaseSchema>,
  now = new Date(),
): Promise<SiteFigures> {
  const timestamp = now.toISOString();
  const [waiting, failed, holds, overdue] = await Promise.all([
    db
      .selectFrom("email_outbox")
      .select((eb) => [eb.fn.countAll().as("n"), eb.fn.min("created_at").as("oldest")])
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .executeTakeFirst(),
    db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll().as("n"))
      .where(givenUp)
      .executeTakeFirst(),
    db
      .selectFrom("registrations")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("seat_held", "=", 1)
      .where("hold_expires_at", ">", timestamp)
      .executeTakeFirst(),
    db
      .selectFrom("data_requests")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("status", "=", "open")
      .where("due_at", "<", timestamp)
      .executeTakeFirst(),
  ]);
  const oldest = waiting?.oldest ? Date.parse(waiting.oldest) : undefined;
  return {
    outboxDepth: count(waiting),
    outboxOldestSeconds: oldest ? Math.max(0, (now.getTime() - oldest) / 1000) : 0,
    emailsFailed: count(failed),
    seatHoldsActive: count(holds),
    dataRequestsOverdue: count(overdue),
  };
}
