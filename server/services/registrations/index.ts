import type Razorpay from "razorpay";
import type Stripe from "stripe";
import type {
  PaymentMethod,
  RazorpayCheckout,
  RegistrationStatusView,
  UpiInstructions,
} from "#shared/domain/registrations";
import type { RazorpayPaymentInput, RegistrationInput } from "#shared/schemas/registration";
import type { SeatHolds } from "../../config";
import type { AppDatabase } from "../../db/connect";
import type { Logger } from "../../logger";
import type { MailComposer } from "../../mail/messages";
import { upiAmount, upiPaymentLink } from "../../payments/upi";
import { ServiceRefusal } from "../errors";
import type { Commit } from "../unit-of-work";
import { cancellations } from "./cancellation";
import { cardPayments } from "./card-payments";
import { guardianConsents } from "./guardian-consent";
import { registrationMessages } from "./messages";
import { newRegistration } from "./new-registration";
import { razorpayCheckouts } from "./razorpay-checkout";
import { razorpayEvents } from "./razorpay-events";
import { razorpayOrders } from "./razorpay-orders";
import { razorpayReconciliation } from "./razorpay-reconciliation";
import { registrationRecords, statusView, type Registration } from "./records";
import { stripeEvents } from "./stripe-events";
import { upiPayments } from "./upi-payments";

export { registrationMessages };

export interface UpiSettings {
  vpa: string;
  payeeName: string;
}

/** Razorpay, when it is configured: the SDK's client and the keys it was made with. */
export interface RazorpayGateway {
  client: Razorpay;
  keyId: string;
  /** Checks the signature of Checkout's answers. */
  keySecret: string;
}

export interface RegistrationDependencies {
  mail: MailComposer;
  logger: Logger;
  /** The Stripe client, when card payments are configured. */
  stripe: Stripe | undefined;
  razorpay: RazorpayGateway | undefined;
  upi: UpiSettings | undefined;
  seatHolds: SeatHolds;
  /** How long a parent or guardian has to consent for a student under 18. */
  guardianConsentHours: number;
  /** The site's origin, for the links in waitlist offers. */
  siteUrl: string;
}

export type RegisterOutcome =
  | { method: "stripe"; reference: string; clientSecret: string }
  | { method: "upi"; reference: string; upi: UpiInstructions }
  | { method: "razorpay"; reference: string; razorpay: RazorpayCheckout }
  | { method: "guardian"; reference: string; view: RegistrationStatusView };

/**
 * Project registrations and their payments. A card payment is fulfilled only by Stripe's
 * signed webhook, a Razorpay payment only by Razorpay's; a UPI payment by staff after they
 * find the UTR in the bank statement.
 * Every status change goes through transition.ts; every registration holds a seat of its
 * project while it is being paid for (server/services/projects/seats.ts).
 */
export function createRegistrationService(
  { db }: AppDatabase,
  commit: Commit,
  {
    mail,
    logger,
    stripe,
    razorpay,
    upi,
    seatHolds,
    guardianConsentHours,
    siteUrl,
  }: RegistrationDependencies,
) {
  const seatMail = { mail, siteUrl };
  const records = registrationRecords(db);
  const store = newRegistration(db, commit, mail, records, {
    holdMinutes: seatHolds.cardMinutes,
    guardianConsentHours,
  });
  const cardPayment = cardPayments(db, logger);
  const razorpayOrder = razorpay && razorpayOrders(db, logger, razorpay);
  const verifyCheckout =
    razorpay &&
    razorpayCheckouts(commit, records, {
      keySecret: razorpay.keySecret,
      holdMinutes: seatHolds.cardMinutes,
    });
  const upiPayment = upiPayments(commit, mail, records, {
    holdHours: seatHolds.upiHours,
    cardHoldMinutes: seatHolds.cardMinutes,
    seatMail,
  });

  /** Refuses a method that is not configured, before anything is stored. */
  function ensureAvailable(method: PaymentMethod): void {
    if (method === "stripe" && !stripe) {
      throw new ServiceRefusal("unavailable", registrationMessages.cardUnavailable);
    }
    if (method === "razorpay" && !razorpay) {
      throw new ServiceRefusal("unavailable", registrationMessages.razorpayUnavailable);
    }
    if (method === "upi" && !upi) {
      throw new ServiceRefusal("unavailable", registrationMessages.upiUnavailable);
    }
  }

  /** The payment of a stored registration, by the method asked for. */
  async function payment(
    registration: Registration,
    method: PaymentMethod,
  ): Promise<RegisterOutcome> {
    if (method === "stripe") {
      if (!stripe) throw new ServiceRefusal("unavailable", registrationMessages.cardUnavailable);
      return {
        method: "stripe",
        reference: registration.reference,
        clientSecret: await cardPayment(stripe, registration),
      };
    }
    if (method === "razorpay") {
      if (!razorpayOrder) {
        throw new ServiceRefusal("unavailable", registrationMessages.razorpayUnavailable);
      }
      return {
        method: "razorpay",
        reference: registration.reference,
        razorpay: await razorpayOrder(registration),
      };
    }
    if (!upi) throw new ServiceRefusal("unavailable", registrationMessages.upiUnavailable);
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
  }

  return {
    /** What the registration dialog may offer. */
    paymentOptions() {
      return {
        card: stripe !== undefined,
        razorpay: razorpay ? { keyId: razorpay.keyId } : null,
        upi: upi !== undefined,
      };
    },

    /**
     * `confirmedEmail`: the address of the visitor's session, if they have confirmed it. A
     * student under 18 starts no payment: their guardian is asked first.
     */
    async register(input: RegistrationInput, confirmedEmail?: string): Promise<RegisterOutcome> {
      const email = input.email.toLowerCase();
      ensureAvailable(input.paymentMethod);
      const registration = await store(input, email, confirmedEmail);
      if (registration.status === "awaiting_guardian_consent") {
        return {
          method: "guardian",
          reference: registration.reference,
          view: statusView(registration),
        };
      }
      return payment(registration, input.paymentMethod);
    },

    /**
     * Starts paying for a registration a guardian has consented to (the link emailed to the
     * student), by any configured method, through the same code as a new registration's
     * payment.
     */
    async startConsentedPayment(
      reference: string,
      method: PaymentMethod,
    ): Promise<RegisterOutcome> {
      ensureAvailable(method);
      const registration = await records.byReference(reference);
      if (!registration?.guardian_consented_at) {
        throw new ServiceRefusal("not_found", registrationMessages.notFound);
      }
      if (registration.status === "paid") {
        throw new ServiceRefusal("conflict", registrationMessages.alreadyPaid);
      }
      if (registration.status === "awaiting_verification") {
        throw new ServiceRefusal("conflict", registrationMessages.awaitingVerification);
      }
      if (registration.status !== "pending_payment") {
        throw new ServiceRefusal("conflict", registrationMessages.noLongerPayable);
      }
      if (registration.payment_method !== method) {
        await db
          .updateTable("registrations")
          .set({ payment_method: method, updated_at: new Date().toISOString() })
          .where("id", "=", registration.id)
          .where("status", "=", "pending_payment")
          .execute();
      }
      return payment({ ...registration, payment_method: method }, method);
    },

    guardianConsent: guardianConsents(db, commit, mail, records, {
      holdHours: seatHolds.upiHours,
      cardHoldMinutes: seatHolds.cardMinutes,
    }),

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
    rejectUpiNetwork: upiPayment.rejectNetwork,
    /** Checkout's signed answer, sent on by the student's browser. */
    async verifyRazorpayCheckout(
      reference: string,
      input: RazorpayPaymentInput,
    ): Promise<RegistrationStatusView> {
      if (!verifyCheckout) {
        throw new ServiceRefusal("unavailable", registrationMessages.razorpayUnavailable);
      }
      return verifyCheckout(reference, input);
    },

    handleStripeEvent: stripeEvents(db, commit, { mail, logger, seatMail }, records),
    handleRazorpayEvent: razorpayEvents(db, commit, { mail, logger, seatMail }, records),
    cancel: cancellations(commit, records, {
      mail,
      stripe,
      razorpay: razorpay?.client,
      logger,
      seatMail,
    }),
    reconcileRazorpay: razorpayReconciliation(
      db,
      commit,
      { razorpay: razorpay?.client, mail, logger },
      records,
    ),
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
