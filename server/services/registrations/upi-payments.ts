import type {
  RegistrationStatusView,
  UpiSeatHold,
  UpiSubmissionView,
} from "#shared/domain/registrations";
import type { MailComposer } from "../../mail/messages";
import { isUniqueViolation, ServiceRefusal } from "../errors";
import { holdSeatAgain, releaseRegistrationSeat, type SeatMail } from "../projects/seats";
import { mayHoldUntilVerified } from "../projects/unproven-holds";
import type { Actor, Commit, UnitOfWork } from "../unit-of-work";
import { registrationMessages } from "./messages";
import {
  statusView,
  summary,
  upiSubmissionView,
  type Registration,
  type RegistrationRecords,
} from "./records";
import { transition } from "./transition";
import { paidOrRefundNeeded } from "./confirm-payment";

/**
 * UPI payments: the student hands in the transaction reference (UTR) their app showed, and
 * staff confirm or reject it once they have looked for it in the bank statement. Handing
 * in the UTR holds the seat for `holdHours` while staff look, within the caps on seats held
 * without proof of payment (decision 0024).
 */
export function upiPayments(
  commit: Commit,
  mail: MailComposer,
  records: RegistrationRecords,
  {
    holdHours,
    cardHoldMinutes,
    seatMail,
  }: { holdHours: number; cardHoldMinutes: number; seatMail: SeatMail },
) {
  async function awaitingVerification(reference: string, verb: string): Promise<Registration> {
    const registration = await records.byReference(reference);
    if (!registration) throw new ServiceRefusal("not_found", registrationMessages.notFound);
    if (registration.status !== "awaiting_verification") {
      throw new ServiceRefusal(
        "conflict",
        `Only a registration awaiting verification can be ${verb}; this one is ${registration.status.replace("_", " ")}.`,
      );
    }
    return registration;
  }

  /**
   * Holds the seat while staff verify, if the caps allow it (decision 0024); otherwise the
   * registration keeps only the hold it had. What the student is told about it.
   */
  async function holdWhileVerified(
    unit: UnitOfWork,
    registration: Registration,
    network: string,
    now: Date,
  ): Promise<UpiSeatHold> {
    const until = new Date(now.getTime() + holdHours * 3_600_000);
    if (
      (await mayHoldUntilVerified(
        unit,
        registration.project_id,
        network,
        new Date(now.getTime() + cardHoldMinutes * 60_000),
      )) &&
      (await holdSeatAgain(unit, registration, until))
    ) {
      await unit.trx
        .updateTable("registrations")
        .set({ upi_seat_until_verified: 1 })
        .where("id", "=", registration.id)
        .execute();
      return { untilVerified: true, heldUntil: until.toISOString() };
    }
    const seat = await unit.trx
      .selectFrom("registrations")
      .select(["seat_held", "hold_expires_at"])
      .where("id", "=", registration.id)
      .executeTakeFirstOrThrow();
    if (seat.seat_held === 1) return { untilVerified: false, heldUntil: seat.hold_expires_at };
    await unit.trx
      .updateTable("registrations")
      .set({ status_note: "Handed in after the seat hold expired; no seat is held for it." })
      .where("id", "=", registration.id)
      .execute();
    return { untilVerified: false, heldUntil: null };
  }

  /** One UTR rejected, its seat given back; false when it was no longer awaiting staff. */
  async function rejectOne(
    unit: UnitOfWork,
    registration: Registration,
    reason: string,
    by: Actor,
  ): Promise<boolean> {
    const rejected = await transition(unit, registration.id, {
      from: ["awaiting_verification"],
      to: "failed",
      cause: "staff",
      set: { status_note: reason, upi_utr: null, upi_seat_until_verified: 0 },
      emails: mail.upiRejected(summary(registration), reason),
      // The UTR leaves the registration (the student may hand in another): the audit keeps it.
      audit: {
        actor: by,
        action: "registration.upi_rejected",
        subject: registration.reference,
        detail: `${reason} (UTR ${registration.upi_utr ?? "none"})`,
      },
    });
    if (rejected) await releaseRegistrationSeat(unit, registration, seatMail);
    return rejected;
  }

  return {
    /**
     * The registration waits for staff, who are emailed, and the student is told what
     * happens next. Handing in the same UTR again is answered like the first time.
     */
    submit: async (reference: string, utr: string, network: string): Promise<UpiSubmissionView> => {
      const registration = await records.byReference(reference);
      if (!registration) throw new ServiceRefusal("not_found", registrationMessages.notFound);
      if (registration.status === "paid") {
        throw new ServiceRefusal("conflict", registrationMessages.alreadyPaid);
      }
      if (registration.status === "awaiting_verification") {
        if (registration.upi_utr === utr) return upiSubmissionView(registration);
        throw new ServiceRefusal("conflict", registrationMessages.utrAlreadyGiven);
      }
      const now = new Date();
      const set = {
        payment_method: "upi",
        upi_utr: utr,
        upi_submitted_at: now.toISOString(),
        upi_network: network,
        upi_seat_until_verified: 0,
        status_note: null,
      } as const;
      try {
        await commit(
          async (unit) => {
            const changed = await transition(unit, registration.id, {
              // A UTR after the hold expired is still taken: the payment may have gone through.
              from: ["pending_payment", "failed", "expired"],
              to: "awaiting_verification",
              cause: "student",
              set,
            });
            if (!changed) return;
            const seat = await holdWhileVerified(unit, registration, network, now);
            const submitted = { ...registration, ...set, status: "awaiting_verification" as const };
            unit.send(mail.upiSubmitted(summary(submitted), seat));
          },
          { now },
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ServiceRefusal("conflict", registrationMessages.utrUsed);
        }
        throw error;
      }
      // What it is now, whether this request or another one changed it.
      return upiSubmissionView(await records.stored(registration.id));
    },

    /**
     * Staff found the UTR in the bank statement: the registration is paid, with a receipt,
     * if it keeps or finds a seat; otherwise it is flagged for a refund.
     */
    confirm: async (reference: string, by: Actor): Promise<RegistrationStatusView> => {
      const registration = await awaitingVerification(reference, "confirmed");
      const paidAt = new Date();
      await commit(
        (unit) =>
          paidOrRefundNeeded(unit, registration, {
            mail,
            from: ["awaiting_verification"],
            cause: "staff",
            paidAt,
            audit: { actor: by, action: "registration.upi_confirmed", subject: reference },
          }),
        { now: paidAt },
      );
      return statusView(await records.stored(registration.id));
    },

    /** Staff could not match the UTR: the student is told why and may hand in another. */
    reject: async (
      reference: string,
      reason: string,
      by: Actor,
    ): Promise<RegistrationStatusView> => {
      const registration = await awaitingVerification(reference, "rejected");
      await commit((unit) => rejectOne(unit, registration, reason, by));
      return statusView(await records.stored(registration.id));
    },

    /**
     * Staff reject every UTR handed in from one network and not yet verified (someone handing
     * in made-up UTRs): each as a single rejection is, in one transaction, with a summary in
     * the audit log. How many were rejected.
     */
    rejectNetwork: async (network: string, reason: string, by: Actor): Promise<number> => {
      const rows = await records.awaitingVerificationFrom(network);
      return commit(async (unit) => {
        const rejected: string[] = [];
        for (const registration of rows) {
          if (await rejectOne(unit, registration, reason, by))
            rejected.push(registration.reference);
        }
        // The network is a person's address, kept with their registration and erased with it:
        // the audit log, kept for a year, names the registrations instead.
        unit.audit({
          actor: by,
          action: "registration.upi_network_rejected",
          detail: `${rejected.length} rejected (${rejected.join(", ")}): ${reason}`,
        });
        return rejected.length;
      });
    },
  };
}
