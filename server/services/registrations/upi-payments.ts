import type { RegistrationStatusView } from "../../../app/domain/registrations";
import type { MailComposer } from "../../mail/messages";
import { isUniqueViolation, ServiceRefusal } from "../errors";
import type { Actor, Commit } from "../unit-of-work";
import { registrationMessages } from "./messages";
import { statusView, summary, type Registration, type RegistrationRecords } from "./records";
import { transition } from "./transition";

/**
 * UPI payments: the student hands in the transaction reference (UTR) their app showed, and
 * staff confirm or reject it once they have looked for it in the bank statement.
 */
export function upiPayments(commit: Commit, mail: MailComposer, records: RegistrationRecords) {
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
          (unit) =>
            transition(unit, registration.id, {
              from: ["pending_payment", "failed"],
              to: "awaiting_verification",
              set,
              emails: mail.upiSubmitted(summary(submitted)),
            }),
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

    /** Staff found the UTR in the bank statement: the registration is paid, with a receipt. */
    confirm: async (reference: string, by: Actor): Promise<RegistrationStatusView> => {
      const registration = await awaitingVerification(reference, "confirmed");
      const paidAt = new Date();
      await commit(
        (unit) =>
          transition(unit, registration.id, {
            from: ["awaiting_verification"],
            to: "paid",
            set: { paid_at: paidAt.toISOString() },
            emails: mail.registrationPaid(summary(registration, paidAt)),
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
      await commit((unit) =>
        transition(unit, registration.id, {
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
        }),
      );
      return statusView(await records.stored(registration.id));
    },
  };
}
