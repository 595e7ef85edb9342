import type { AppDatabase } from "../../db/connect";
import { transition } from "../registrations/transition";
import type { Commit } from "../unit-of-work";
import { releaseRegistrationSeat, releaseSeat, type SeatMail } from "./seats";

/** Enough for a burst; the next run takes the rest. */
const batchSize = 200;

/**
 * Gives back the seats whose holds have run out: unpaid registrations and those whose
 * guardian never consented (which become `expired`), UPI payments staff have not verified in time (which keep waiting for staff
 * but no longer hold a seat) and waitlist offers nobody answered (the seat goes to the next
 * person). Every instance runs it on its clock; the conditional updates in seats.ts make
 * each hold end once.
 */
export function expiredHolds({ db }: AppDatabase, commit: Commit, seatMail: SeatMail) {
  return async (now = new Date()): Promise<{ registrations: number; offers: number }> => {
    const at = now.toISOString();
    const [registrations, offers] = await Promise.all([
      db
        .selectFrom("registrations")
        .select(["id", "project_id"])
        .where("seat_held", "=", 1)
        .where("hold_expires_at", "<=", at)
        .orderBy("hold_expires_at")
        .limit(batchSize)
        .execute(),
      db
        .selectFrom("waitlist_entries")
        .select(["id", "project_id"])
        .where("status", "=", "offered")
        .where("offer_expires_at", "<=", at)
        .orderBy("offer_expires_at")
        .limit(batchSize)
        .execute(),
    ]);
    if (registrations.length === 0 && offers.length === 0) return { registrations: 0, offers: 0 };
    // Written at the real time, whatever moment is swept (a test's clock): the offers it
    // emails go out now, and their 24 hours start now.
    return commit(async (unit) => {
      let released = 0;
      for (const registration of registrations) {
        const ended = await releaseRegistrationSeat(unit, registration, seatMail, {
          onlyIfExpiredBy: now,
        });
        if (!ended) continue;
        released++;
        await transition(unit, registration.id, {
          from: ["pending_payment", "awaiting_guardian_consent"],
          to: "expired",
          cause: "clock",
          // A consent link whose seat is gone can no longer be used.
          set: { guardian_token_hash: null, guardian_consent_expires_at: null },
        });
      }
      let lapsed = 0;
      for (const offer of offers) {
        const ended = await unit.trx
          .updateTable("waitlist_entries")
          .set({ status: "lapsed", updated_at: unit.now.toISOString() })
          .where("id", "=", offer.id)
          .where("status", "=", "offered")
          .executeTakeFirst();
        if (Number(ended.numUpdatedRows) === 0) continue;
        lapsed++;
        await releaseSeat(unit, offer.project_id, seatMail);
      }
      return { registrations: released, offers: lapsed };
    });
  };
}
