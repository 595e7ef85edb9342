import type Stripe from "stripe";
import type { RegistrationStatusView, UpiInstructions } from "../../../app/domain/registrations";
import type { RegistrationInput } from "../../../app/schemas/registration";
import type { SeatHolds } from "../../config";
import type { AppDatabase } from "../../db/connect";
import type { Logger } from "../../logger";
import type { MailComposer } from "../../mail/messages";
import { upiAmount, upiPaymentLink } from "../../payments/upi";
import { ServiceRefusal } from "../errors";
import type { Commit } from "../unit-of-work";
import { cancellations } from "./cancellation";
import { cardPayments } from "./card-payments";
import { registrationMessages } from "./messages";
import { newRegistration } from "./new-registration";
import { registrationRecords, statusView } from "./records";
import { stripeEvents } from "./stripe-events";
import { upiPayments } from "./upi-payments";

export { registrationMessages };

export interface UpiSettings {
  vpa: string;
  payeeName: string;
}

export interface RegistrationDependencies {
  mail: MailComposer;
  logger: Logger;
  /** The Stripe client, when card payments are configured. */
  stripe: Stripe | undefined;
  upi: UpiSettings | undefined;
  seatHolds: SeatHolds;
  /** The site's origin, for the links in waitlist offers. */
  siteUrl: string;
}

export type RegisterOutcome =
  | { method: "stripe"; reference: string; clientSecret: string }
  | { method: "upi"; reference: string; upi: UpiInstructions };

/**
 * Project registrations and their payments. A card payment is fulfilled only by Stripe's
 * signed webhook; a UPI payment by staff after they find the UTR in the bank statement.
 * Every status change goes through transition.ts; every registration holds a seat of its
 * project while it is being paid for (server/services/projects/seats.ts).
 */
export function createRegistrationService(
  { db }: AppDatabase,
  commit: Commit,
  { mail, logger, stripe, upi, seatHolds, siteUrl }: RegistrationDependencies,
) {
  const seatMail = { mail, siteUrl };
  const records = registrationRecords(db);
  const store = newRegistration(db, commit, mail, records, seatHolds.cardMinutes);
  const cardPayment = cardPayments(db, logger);
  const upiPayment = upiPayments(commit, mail, records, {
    holdHours: seatHolds.upiHours,
    seatMail,
  });

  return {
    /** What the registration dialog may offer. */
    paymentOptions() {
      return { card: stripe !== undefined, upi: upi !== undefined };
    },

    /** `confirmedEmail`: the address of the visitor's session, if they have confirmed it. */
    async register(input: RegistrationInput, confirmedEmail?: string): Promise<RegisterOutcome> {
      const email = input.email.toLowerCase();
      if (input.paymentMethod === "stripe") {
        if (!stripe) throw new ServiceRefusal("unavailable", registrationMessages.cardUnavailable);
        const registration = await store(input, email, confirmedEmail);
        return {
          method: "stripe",
          reference: registration.reference,
          clientSecret: await cardPayment(stripe, registration),
        };
      }
      if (!upi) throw new ServiceRefusal("unavailable", registrationMessages.upiUnavailable);
      const registration = await store(input, email, confirmedEmail);
      const { vpa, payeeName } = upi;
      return {
        method: "upi",
        reference: registration.reference,
        upi: {
          link: upiPaymentLink({
            vpa,
            payeeName,
            amountPaise: registration.amount_paise,
            reference: registration.reference,
            note: registration.project_title,
          }),
          vpa,
          payeeName,
          amount: upiAmount(registration.amount_paise),
        },
      };
    },

    async status(reference: string): Promise<RegistrationStatusView | undefined> {
      const registration = await records.byReference(reference);
      return registration && statusView(registration);
    },

    async statusByPaymentIntent(intentId: string): Promise<RegistrationStatusView | undefined> {
      const registration = await records.byPaymentIntent(intentId);
      return registration && statusView(registration);
    },

    submitUpiTransaction: upiPayment.submit,
    confirmUpiPayment: upiPayment.confirm,
    rejectUpiPayment: upiPayment.reject,
    handleStripeEvent: stripeEvents(db, commit, { mail, logger, seatMail }, records),
    cancel: cancellations(commit, records, { mail, stripe, logger, seatMail }),
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
