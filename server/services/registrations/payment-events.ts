import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema";
import type { Commit, UnitOfWork } from "../unit-of-work";
import { transition, type Transition } from "./transition";

export type EventOutcome = "processed" | "duplicate";

/** What an event changes: a registration's status, or anything else in its transaction. */
export type EventChange = Transition | ((unit: UnitOfWork) => Promise<unknown>);

/** A gateway's event as it is recorded: its id is unique across gateways. */
export interface ReceivedEvent {
  id: string;
  type: string;
  /** The gateway's payment (a Stripe PaymentIntent, a Razorpay payment), if it names one. */
  paymentId: string | null;
  registration: { id: string } | undefined;
  /**
   * What the signed body is about, for a gateway whose event id is not signed (Razorpay's
   * X-Razorpay-Event-Id): a second event with the same key is a duplicate whatever its id.
   */
  payloadKey?: string | null;
}

/**
 * The payment gateways' events, each applied once: the event is recorded and, in the same
 * transaction, its change made; a second delivery of the same event finds its id (or its
 * payload key, both unique) and changes nothing.
 */
export function paymentEventLog(db: Kysely<DatabaseSchema>, commit: Commit) {
  return {
    async seen(id: string): Promise<boolean> {
      const row = await db
        .selectFrom("payment_events")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      return row !== undefined;
    },

    apply(event: ReceivedEvent, change?: EventChange): Promise<EventOutcome> {
      const { registration } = event;
      return commit(async (unit) => {
        const recorded = await unit.trx
          .insertInto("payment_events")
          .values({
            id: event.id,
            type: event.type,
            payment_intent_id: event.paymentId,
            registration_id: registration?.id ?? null,
            received_at: unit.now.toISOString(),
            payload_key: event.payloadKey ?? null,
          })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        if (Number(recorded.numInsertedOrUpdatedRows ?? 0n) === 0) return "duplicate";
        if (registration && change) {
          await (typeof change === "function"
            ? change(unit)
            : transition(unit, registration.id, change));
        }
        return "processed";
      });
    },
  };
}
