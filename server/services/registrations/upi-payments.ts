import type { RegistrationStatusView } from "../../../app/domain/registrations";
import type { MailComposer } from "../../mail/messages";
import { isUniqueViolation, ServiceRefusal } from "../errors";
import { holdSeatAgain, releaseRegistrationSeat, type SeatMail } from "../projects/seats";
import type { Actor, Commit } from "../unit-of-work";
import { registrationMessages } from "./messages";
import { statusView, summary, type Registration, type RegistrationRecords } from "./records";
import { transition } from "./transition";
import { paidOrRefundNeeded } from "./confirm-payment";

/**
 * UPI payments: the student hands in the transaction reference (UTR) their app showed, and
 * staff confirm or reject it once they have looked for it in the bank statement. Handing
 * in the UTR holds the seat for `holdHours` while staff look.
 */
export function upiPayments(
  commit: Commit,
  mail: MailComposer,
  records: RegistrationRecords,
  { holdHours, seatMail }: { holdHours: number; seatMail: SeatMail },
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

  return {
    /**
     * The registration waits for staff, who are emailed, and the student is told what
     * happens next. Handing in the same UTR again is answered like the first time.
     */
    submit: async (reference: string, utr: string): Promise<RegistrationStatusView> => {
      const registration = await records.byReference(reference);
      if (!registration) throw new ServiceRefusal("not_found", registrationMessages.notFound);
      if (registration.status === "paid") {
        throw new ServiceRefusal("conflict", registrationMessages.alreadyPaid);
      }
      if (registration.status === "awaiting_verification") {
        if (registration.upi_utr === utr) return statusView(registration);
        throw new ServiceRefusal("conflict", registrationMessages.utrAlreadyGiven);
      }
      const now = new Date();
      const set = {
        payment_method: "upi",
        upi_utr: utr,
        upi_submitted_at: now.toISOString(),
        status_note: null,
      } as const;
      const submitted: Registration = {
        ...registration,
        ...set,
        status: "awaiting_verification",
        updated_at: now.toISOString(),
      };
      try {
        const moved = await commit(
          async (unit) => {
            const changed = await transition(unit, registration.id, {
              // A UTR after the hold expired is still taken: the payment may have gone through.
              from: ["pending_payment", "failed", "expired"],
              to: "awaiting_verification",
              set,
              emails: mail.upiSubmitted(summary(submitted)),
            });
            if (changed) {
              const held = await holdSeatAgain(
                unit,
                registration,
                new Date(now.getTime() + holdHours * 3_600_000),
              );
              if (!held) {
                await unit.trx
                  .updateTable("registrations")
                  .set({
                    status_note: "Handed in after the seat hold expired; the project is full.",
                  })
                  .where("id", "=", registration.id)
                  .execute();
              }
            }
            return changed;
          },
          { now },
        );
        if (moved) return statusView(submitted);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ServiceRefusal("conflict", registrationMessages.utrUsed);
        }
        throw error;
      }
      // Another request changed it meanwhile: answer with what it is now.
      return statusView(await records.stored(registration.id));
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
      await commit(async (unit) => {
        const rejected = await transition(unit, registration.id, {
          from: ["awaiting_verification"],
          to: "failed",
          set: { status_note: reason, upi_utr: null },
          emails: mail.upiRejected(summary(registration), reason),
          audit: {
            actor: by,
            action: "registration.upi_rejected",
            subject: reference,
            detail: reason,
          },
        });
        if (rejected) await releaseRegistrationSeat(unit, registration, seatMail);
      });
      return statusView(await records.stored(registration.id));
    },
  };
}
