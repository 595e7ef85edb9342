import { randomUUID } from "node:crypto";
import { bookingReplyDue } from "#shared/domain/promises";
import type { BookingInput } from "#shared/schemas/booking";
import type { AppDatabase } from "../db/connect";
import type { MailComposer } from "../mail/messages";
import { submittedAt } from "./consent";
import { isUniqueViolation } from "./errors";
import type { Commit } from "./unit-of-work";

export interface Submitted {
  id: string;
  /** True when this answers a retry of a request already stored (same Idempotency-Key). */
  replayed: boolean;
}

/** Booking requests from colleges and organisations. */
export function createBookingService({ db }: AppDatabase, commit: Commit, mail: MailComposer) {
  async function byKey(idempotencyKey: string): Promise<Submitted | undefined> {
    const row = await db
      .selectFrom("bookings")
      .select("id")
      .where("idempotency_key", "=", idempotencyKey)
      .executeTakeFirst();
    return row ? { id: row.id, replayed: true } : undefined;
  }

  return {
    /**
     * Stores the booking and its two emails in one transaction. A client that retries
     * with the same Idempotency-Key gets the first booking back; nothing is stored twice.
     */
    async create(input: BookingInput, idempotencyKey?: string): Promise<Submitted> {
      if (idempotencyKey) {
        const earlier = await byKey(idempotencyKey);
        if (earlier) return earlier;
      }
      const now = new Date();
      const id = randomUUID();
      try {
        await commit(
          async ({ trx, send }) => {
            await trx
              .insertInto("bookings")
              .values({
                id,
                organization_name: input.organizationName,
                email: input.email,
                contact_number: input.contactNumber,
                address: input.address,
                message: input.message,
                status: "new",
                idempotency_key: idempotencyKey ?? null,
                reply_due_at: bookingReplyDue(now).toISOString(),
                ...submittedAt(now),
              })
              .execute();
            send(mail.booking(input, id));
          },
          { now },
        );
      } catch (error) {
        // Two retries of one request raced: the other one stored it.
        if (idempotencyKey && isUniqueViolation(error)) {
          const earlier = await byKey(idempotencyKey);
          if (earlier) return earlier;
        }
        throw error;
      }
      return { id, replayed: false };
    },
  };
}
