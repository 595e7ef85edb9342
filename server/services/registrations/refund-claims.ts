import type { RegistrationStatus } from "#shared/domain/registrations";
import type { Commit } from "../unit-of-work";

/**
 * How long a claim stands. A press asks the gateway for at most a minute or so (20-second
 * timeouts, Stripe's two retries), so a claim this old was left by a server that stopped
 * mid-refund; another press may take it, and the refund's idempotency key and the look-up of
 * refunds already made keep that second attempt from refunding twice.
 */
export const refundClaimLapsesAfterMs = 5 * 60_000;

/** The registration a press wants to refund, as that press read it. */
export interface RefundTarget {
  id: string;
  status: RegistrationStatus;
}

/**
 * One refund at a time per registration, decided in the database so it holds across
 * instances: a press claims the registration (a conditional update only one can win)
 * before it calls the gateway, and releases the claim if the gateway refused.
 */
export function refundClaims(commit: Commit) {
  return {
    /** The claim's time when this press won it; undefined when another press holds it. */
    claim: (registration: RefundTarget): Promise<string | undefined> =>
      commit(async ({ trx, now }) => {
        const claimedAt = now.toISOString();
        const lapsed = new Date(now.getTime() - refundClaimLapsesAfterMs).toISOString();
        const claimed = await trx
          .updateTable("registrations")
          .set({ refund_claimed_at: claimedAt })
          .where("id", "=", registration.id)
          .where("status", "=", registration.status)
          .where((eb) =>
            eb.or([eb("refund_claimed_at", "is", null), eb("refund_claimed_at", "<", lapsed)]),
          )
          .executeTakeFirst();
        return Number(claimed.numUpdatedRows) === 1 ? claimedAt : undefined;
      }),

    /** Gives up this press's claim, unless a later press has taken it since. */
    release: (registrationId: string, claimedAt: string): Promise<void> =>
      commit(async ({ trx }) => {
        await trx
          .updateTable("registrations")
          .set({ refund_claimed_at: null })
          .where("id", "=", registrationId)
          .where("refund_claimed_at", "=", claimedAt)
          .execute();
      }),
  };
}
