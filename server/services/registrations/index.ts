import type {
  PaymentMethod,
  RegisterAnswer,
  RegistrationStatusView,
} from "#shared/domain/registrations";
import type { RegistrationInput } from "#shared/schemas/registration";
import type { SeatHolds } from "../../config";
import type { AppDatabase } from "../../db/connect";
import type { Logger } from "../../logger";
import type { MailComposer } from "../../mail/messages";
import type { StatusLookup } from "../../payments/gateway";
import type { PaymentGateways } from "../../payments/registry";
import { ServiceRefusal } from "../errors";
import type { Commit } from "../unit-of-work";
import { cancellations } from "./cancellation";
import { gatewayEvents } from "./gateway-events";
import { guardianConsents } from "./guardian-consent";
import { registrationMessages } from "./messages";
import { newRegistration } from "./new-registration";
import { orderOf } from "./orders";
import { reconciliations } from "./reconciliation";
import { registrationRecords, statusView, type Registration } from "./records";
import { browserReports } from "./reports";
import { upiPayments } from "./upi-payments";

export { registrationMessages };

export interface RegistrationDependencies {
  mail: MailComposer;
  logger: Logger;
  /** Every way to pay, configured or not (server/payments/registry.ts). */
  payments: PaymentGateways;
  seatHolds: SeatHolds;
  /** How long a parent or guardian has to consent for a student under 18. */
  guardianConsentHours: number;
  /** The site's origin, for the links in waitlist offers. */
  siteUrl: string;
}

/**
 * Project registrations and their payments, through the one gateway contract
 * (server/payments/gateway.ts): a payment through a gateway with signed events is fulfilled
 * only by its event; one claimed outside the site (UPI) by staff after they find it in the
 * bank statement.
 * Every status change goes through transition.ts; every registration holds a seat of its
 * project while it is being paid for (server/services/projects/seats.ts).
 */
export function createRegistrationService(
  { db }: AppDatabase,
  commit: Commit,
  { mail, logger, payments, seatHolds, guardianConsentHours, siteUrl }: RegistrationDependencies,
) {
  const seatMail = { mail, siteUrl };
  const records = registrationRecords(db);
  const store = newRegistration(db, commit, mail, records, {
    holdMinutes: seatHolds.cardMinutes,
    guardianConsentHours,
  });
  const upiPayment = upiPayments(commit, mail, records, {
    holdHours: seatHolds.upiHours,
    cardHoldMinutes: seatHolds.cardMinutes,
    seatMail,
  });

  /** Refuses a method that is not configured, before anything is stored. */
  function ensureAvailable(method: PaymentMethod): void {
    const gateway = payments.get(method);
    if (!gateway.available) throw new ServiceRefusal("unavailable", gateway.unavailable);
  }

  /** The payment of a stored registration, by the method asked for. */
  async function payment(
    registration: Registration,
    method: PaymentMethod,
  ): Promise<RegisterAnswer> {
    const step = await payments.get(method).start(orderOf(registration));
    return { reference: registration.reference, ...step };
  }

  return {
    /** What the registration dialog may offer. */
    paymentOptions: () => payments.options(),

    /**
     * `confirmedEmail`: the address of the visitor's session, if they have confirmed it. A
     * student under 18 starts no payment: their guardian is asked first.
     */
    async register(input: RegistrationInput, confirmedEmail?: string): Promise<RegisterAnswer> {
      const email = input.email.toLowerCase();
      ensureAvailable(input.paymentMethod);
      const registration = await store(input, email, confirmedEmail);
      if (registration.status === "awaiting_guardian_consent") {
        return { reference: registration.reference, awaitingGuardian: statusView(registration) };
      }
      return payment(registration, input.paymentMethod);
    },

    /**
     * Starts paying for a registration a guardian has consented to (the link emailed to the
     * student), by any configured method, through the same code as a new registration's
     * payment.
     */
    async startConsentedPayment(reference: string, method: PaymentMethod): Promise<RegisterAnswer> {
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

    /** By a gateway's own id, for the page its payment returns to. */
    async statusByGatewayId(
      { column }: StatusLookup,
      id: string,
    ): Promise<RegistrationStatusView | undefined> {
      const registration = await records.byGatewayId(column, id);
      return registration && statusView(registration);
    },

    /** What the browser reports after paying (POST /api/registrations/:reference/<method>). */
    report: browserReports(commit, records, upiPayment, { holdMinutes: seatHolds.cardMinutes }),
    confirmUpiPayment: upiPayment.confirm,
    rejectUpiPayment: upiPayment.reject,
    rejectUpiNetwork: upiPayment.rejectNetwork,

    /** A gateway's verified event, applied once. */
    acceptEvent: gatewayEvents(db, commit, { mail, logger, seatMail }, records),
    cancel: cancellations(commit, records, { mail, payments, seatMail }),
    /** Asks a gateway about payments whose event never came. */
    reconcile: reconciliations(commit, { mail, logger }, records),
    /** Whether staff can ask this gateway now. */
    canReconcile: (method: PaymentMethod) => {
      const gateway = payments.get(method);
      return gateway.available && gateway.reconciliation !== undefined;
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
