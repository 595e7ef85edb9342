import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type Stripe from "stripe";
import { projectTitle } from "../../app/domain/projects";
import {
  registrationFeePaise,
  type RegistrationStatus,
  type RegistrationStatusView,
  type UpiInstructions,
} from "../../app/domain/registrations";
import type { RegistrationInput } from "../../app/schemas/registration";
import type { AppDatabase } from "../db/connect";
import type { RegistrationsTable } from "../db/schema";
import type { Logger } from "../logger";
import type { MailComposer } from "../mail/messages";
import { queueEmails, type QueuedEmail } from "../mail/outbox";
import type { RegistrationSummary } from "../mail/templates/RegistrationEmails";
import { newRegistrationReference } from "../payments/reference";
import { upiAmount, upiPaymentLink } from "../payments/upi";
import { consentGiven } from "./consent";
import { isUniqueViolation, ServiceRefusal } from "./errors";

type Registration = Selectable<RegistrationsTable>;

export interface UpiSettings {
  vpa: string;
  payeeName: string;
}

export interface RegistrationDependencies {
  mail: MailComposer;
  emailQueued: () => void;
  logger: Logger;
  /** The Stripe client, when card payments are configured. */
  stripe: Stripe | undefined;
  upi: UpiSettings | undefined;
}

export type RegisterOutcome =
  | { method: "stripe"; reference: string; clientSecret: string }
  | {
      method: "upi";
      reference: string;
      upi: UpiInstructions;
    };

export const registrationMessages = {
  alreadyPaid:
    "You have already registered and paid for this project, so there is nothing more to pay. Your receipt was emailed to you; write to us if you cannot find it.",
  cardAlreadyCharged:
    "Your card payment for this project has already gone through. Your receipt is on its way by email.",
  cardUnavailable: "Card payments are not available at the moment. Please choose UPI.",
  upiUnavailable: "UPI payments are not available at the moment. Please pay by card.",
  awaitingVerification:
    "We already have your UPI payment for this project and are checking it. You will get an email as soon as it is confirmed.",
  cardFailedToStart:
    "We could not start the card payment just now. Please try again in a minute, or pay by UPI.",
  notFound: "We could not find that registration. Check the reference and try again.",
  utrUsed:
    "This UPI transaction reference has already been used for another registration. Check the number in your UPI app.",
  utrAlreadyGiven:
    "We already have a different UPI transaction reference for this registration. If it was wrong, reply to the email we sent you.",
} as const;

function summary(registration: Registration, paidAt: Date | null = null): RegistrationSummary {
  return {
    reference: registration.reference,
    name: registration.name,
    email: registration.email,
    phone: registration.phone,
    college: registration.college,
    section: registration.section,
    year: registration.year,
    projectTitle: projectTitle(registration.project_id),
    amountPaise: registration.amount_paise,
    paymentMethod: registration.payment_method,
    under18: registration.under_18 === 1,
    stripePaymentIntentId: registration.stripe_payment_intent_id,
    upiUtr: registration.upi_utr,
    paidAt: paidAt?.toISOString() ?? null,
  };
}

/** What the student's browser may learn about a registration: no personal data. */
function statusView(registration: Registration): RegistrationStatusView {
  return {
    reference: registration.reference,
    status: registration.status,
    paymentMethod: registration.payment_method,
    projectTitle: projectTitle(registration.project_id),
  };
}

/**
 * Project registrations and their payments. A card payment is fulfilled only by Stripe's
 * signed webhook; a UPI payment by staff after they find the UTR in the bank statement.
 */
export function createRegistrationService(
  { db }: AppDatabase,
  { mail, emailQueued, logger, stripe, upi }: RegistrationDependencies,
) {
  const byId = (id: string) =>
    db.selectFrom("registrations").selectAll().where("id", "=", id).executeTakeFirst();
  /** A registration this request has just written or read. */
  const stored = (id: string) =>
    db.selectFrom("registrations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const byReference = (reference: string) =>
    db
      .selectFrom("registrations")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirst();
  const byPaymentIntent = (intentId: string) =>
    db
      .selectFrom("registrations")
      .selectAll()
      .where("stripe_payment_intent_id", "=", intentId)
      .executeTakeFirst();

  /**
   * Stores a new registration. Nothing earlier is reused or reported on the strength of an
   * email address alone, which anyone can type: when this address has already paid for the
   * project (or handed in a UPI payment being checked), its owner is told by email, and the
   * person at the form gets the same answer as anyone else. Only a visitor signed in with
   * that address, confirmed, is told at once, so they do not pay twice.
   */
  async function store(
    input: RegistrationInput,
    email: string,
    confirmedEmail: string | undefined,
  ): Promise<Registration> {
    const now = new Date().toISOString();
    const settled = await db
      .selectFrom("registrations")
      .selectAll()
      .where("email", "=", email)
      .where("project_id", "=", input.projectId)
      .where("status", "in", ["paid", "awaiting_verification"])
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    if (settled && confirmedEmail === email) {
      throw new ServiceRefusal(
        "conflict",
        settled.status === "paid"
          ? registrationMessages.alreadyPaid
          : registrationMessages.awaitingVerification,
      );
    }
    for (let attempt = 1; ; attempt++) {
      const id = randomUUID();
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto("registrations")
            .values({
              id,
              reference: newRegistrationReference(),
              project_id: input.projectId,
              name: input.name,
              email,
              phone: input.phone,
              college: input.college,
              section: input.section,
              year: input.year,
              payment_method: input.paymentMethod,
              under_18: input.under18 ? 1 : 0,
              ...consentGiven(new Date(now)),
              amount_paise: registrationFeePaise,
              currency: "INR",
              status: "pending_payment",
              stripe_payment_intent_id: null,
              upi_utr: null,
              upi_submitted_at: null,
              paid_at: null,
              status_note: null,
              created_at: now,
              updated_at: now,
            })
            .execute();
          if (settled) {
            await queueEmails(
              trx,
              mail.alreadyRegistered(email, {
                projectTitle: projectTitle(settled.project_id),
                reference: settled.reference,
                status: settled.status === "paid" ? "paid" : "awaiting_verification",
              }),
            );
          }
        });
        if (settled) emailQueued();
        return await stored(id);
      } catch (error) {
        // Two references in 2^40 met: draw again.
        if (attempt < 3 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  /** The PaymentIntent's client secret: the open one if there is one, else a new one. */
  async function cardPayment(client: Stripe, registration: Registration): Promise<string> {
    const previous = registration.stripe_payment_intent_id;
    try {
      if (previous) {
        const intent = await client.paymentIntents.retrieve(previous);
        if (intent.status === "succeeded") {
          throw new ServiceRefusal("conflict", registrationMessages.cardAlreadyCharged);
        }
        if (intent.status !== "canceled" && intent.client_secret) return intent.client_secret;
      }
      const intent = await client.paymentIntents.create(
        {
          amount: registration.amount_paise,
          currency: "inr",
          description: `Project registration ${registration.reference}: ${projectTitle(registration.project_id)}`,
          receipt_email: registration.email,
          automatic_payment_methods: { enabled: true },
          metadata: {
            registration_id: registration.id,
            reference: registration.reference,
            project_id: registration.project_id,
          },
        },
        // The same registration never gets two intents, even when a request is retried or
        // the answer to the first was lost; a cancelled intent is followed by a new key.
        {
          idempotencyKey: previous
            ? `registration-${registration.id}-after-${previous}`
            : `registration-${registration.id}`,
        },
      );
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      await db
        .updateTable("registrations")
        .set({ stripe_payment_intent_id: intent.id, updated_at: new Date().toISOString() })
        .where("id", "=", registration.id)
        .execute();
      return intent.client_secret;
    } catch (error) {
      if (error instanceof ServiceRefusal) throw error;
      logger.error(
        { err: error, registration: registration.reference },
        "could not create a Stripe PaymentIntent",
      );
      throw new ServiceRefusal("upstream", registrationMessages.cardFailedToStart);
    }
  }

  /**
   * Records the event once and, in the same transaction, applies the change and queues its
   * emails; a second delivery of the same event finds its id and changes nothing.
   */
  async function applyEvent(
    event: Stripe.Event,
    registration: Registration | undefined,
    intentId: string | null,
    change?: { to: RegistrationStatus; from: RegistrationStatus[]; set?: object },
    emails: QueuedEmail[] = [],
  ): Promise<"processed" | "duplicate"> {
    const now = new Date().toISOString();
    const queued = { emails: false };
    const outcome = await db.transaction().execute(async (trx) => {
      const recorded = await trx
        .insertInto("payment_events")
        .values({
          id: event.id,
          type: event.type,
          payment_intent_id: intentId,
          registration_id: registration?.id ?? null,
          received_at: now,
        })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      if (Number(recorded.numInsertedOrUpdatedRows ?? 0n) === 0) return "duplicate" as const;
      if (!registration || !change) return "processed" as const;
      const updated = await trx
        .updateTable("registrations")
        .set({ ...change.set, status: change.to, updated_at: now })
        .where("id", "=", registration.id)
        .where("status", "in", change.from)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0 && emails.length > 0) {
        await queueEmails(trx, emails);
        queued.emails = true;
      }
      return "processed" as const;
    });
    if (queued.emails) emailQueued();
    return outcome;
  }

  async function registrationForIntent(intent: { id: string; metadata?: Stripe.Metadata | null }) {
    const id = intent.metadata?.registration_id;
    return (id ? await byId(id) : undefined) ?? (await byPaymentIntent(intent.id));
  }

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
            note: projectTitle(registration.project_id),
          }),
          vpa,
          payeeName,
          amount: upiAmount(registration.amount_paise),
        },
      };
    },

    async status(reference: string): Promise<RegistrationStatusView | undefined> {
      const registration = await byReference(reference);
      return registration && statusView(registration);
    },

    async statusByPaymentIntent(intentId: string): Promise<RegistrationStatusView | undefined> {
      const registration = await byPaymentIntent(intentId);
      return registration && statusView(registration);
    },

    /**
     * The student hands in the UTR their UPI app showed: the registration waits for staff,
     * who are emailed, and the student is told what happens next. Handing in the same UTR
     * again is answered like the first time.
     */
    async submitUpiTransaction(reference: string, utr: string): Promise<RegistrationStatusView> {
      const registration = await byReference(reference);
      if (!registration) throw new ServiceRefusal("not_found", registrationMessages.notFound);
      if (registration.status === "paid") {
        throw new ServiceRefusal("conflict", registrationMessages.alreadyPaid);
      }
      if (registration.status === "awaiting_verification") {
        if (registration.upi_utr === utr) return statusView(registration);
        throw new ServiceRefusal("conflict", registrationMessages.utrAlreadyGiven);
      }
      const now = new Date().toISOString();
      const submitted: Registration = {
        ...registration,
        payment_method: "upi",
        status: "awaiting_verification",
        upi_utr: utr,
        upi_submitted_at: now,
        status_note: null,
        updated_at: now,
      };
      const emails = mail.upiSubmitted(summary(submitted));
      try {
        const stored = await db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable("registrations")
            .set({
              payment_method: "upi",
              status: "awaiting_verification",
              upi_utr: utr,
              upi_submitted_at: now,
              status_note: null,
              updated_at: now,
            })
            .where("id", "=", registration.id)
            .where("status", "in", ["pending_payment", "failed"])
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) return false;
          await queueEmails(trx, emails);
          return true;
        });
        if (stored) {
          emailQueued();
          return statusView(submitted);
        }
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ServiceRefusal("conflict", registrationMessages.utrUsed);
        }
        throw error;
      }
      // Another request changed it meanwhile: answer with what it is now.
      return statusView(await stored(registration.id));
    },

    /** Staff found the UTR in the bank statement: the registration is paid, with a receipt. */
    async confirmUpiPayment(reference: string): Promise<RegistrationStatusView> {
      const registration = await byReference(reference);
      if (!registration) throw new ServiceRefusal("not_found", registrationMessages.notFound);
      if (registration.status !== "awaiting_verification") {
        throw new ServiceRefusal(
          "conflict",
          `Only a registration awaiting verification can be confirmed; this one is ${registration.status.replace("_", " ")}.`,
        );
      }
      const paidAt = new Date();
      const emails = mail.registrationPaid(summary(registration, paidAt));
      const updated = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("registrations")
          .set({
            status: "paid",
            paid_at: paidAt.toISOString(),
            updated_at: paidAt.toISOString(),
          })
          .where("id", "=", registration.id)
          .where("status", "=", "awaiting_verification")
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await queueEmails(trx, emails);
        return true;
      });
      if (updated) emailQueued();
      return statusView(await stored(registration.id));
    },

    /** Staff could not match the UTR: the student is told why and may hand in another. */
    async rejectUpiPayment(reference: string, reason: string): Promise<RegistrationStatusView> {
      const registration = await byReference(reference);
      if (!registration) throw new ServiceRefusal("not_found", registrationMessages.notFound);
      if (registration.status !== "awaiting_verification") {
        throw new ServiceRefusal(
          "conflict",
          `Only a registration awaiting verification can be rejected; this one is ${registration.status.replace("_", " ")}.`,
        );
      }
      const emails = mail.upiRejected(summary(registration), reason);
      const now = new Date().toISOString();
      const updated = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("registrations")
          .set({ status: "failed", status_note: reason, upi_utr: null, updated_at: now })
          .where("id", "=", registration.id)
          .where("status", "=", "awaiting_verification")
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await queueEmails(trx, emails);
        return true;
      });
      if (updated) emailQueued();
      return statusView(await stored(registration.id));
    },

    /**
     * A verified Stripe event. Only payment_intent.succeeded makes a registration paid, and
     * only when Stripe received the full fee in rupees.
     */
    async handleStripeEvent(event: Stripe.Event): Promise<"processed" | "duplicate"> {
      const seen = await db
        .selectFrom("payment_events")
        .select("id")
        .where("id", "=", event.id)
        .executeTakeFirst();
      if (seen) return "duplicate";

      switch (event.type) {
        case "payment_intent.succeeded": {
          const intent = event.data.object;
          const registration = await registrationForIntent(intent);
          if (!registration) {
            logger.warn({ intent: intent.id }, "Stripe payment for no registration of ours");
            return applyEvent(event, undefined, intent.id);
          }
          if (intent.amount_received !== registration.amount_paise || intent.currency !== "inr") {
            logger.error(
              { intent: intent.id, amount: intent.amount_received, currency: intent.currency },
              "Stripe payment does not match the registration fee",
            );
            return applyEvent(event, registration, intent.id, {
              to: registration.status,
              from: [registration.status],
              set: { status_note: `Stripe received ${intent.amount_received} ${intent.currency}` },
            });
          }
          const paidAt = new Date();
          const paid = { ...registration, stripe_payment_intent_id: intent.id };
          return applyEvent(
            event,
            registration,
            intent.id,
            {
              to: "paid",
              from: ["pending_payment", "failed"],
              set: {
                paid_at: paidAt.toISOString(),
                payment_method: "stripe",
                stripe_payment_intent_id: intent.id,
                status_note: null,
              },
            },
            mail.registrationPaid(summary({ ...paid, payment_method: "stripe" }, paidAt)),
          );
        }
        case "payment_intent.payment_failed": {
          const intent = event.data.object;
          return applyEvent(event, await registrationForIntent(intent), intent.id, {
            to: "failed",
            from: ["pending_payment"],
            set: { status_note: intent.last_payment_error?.message ?? "The payment failed." },
          });
        }
        case "charge.refunded": {
          const charge = event.data.object;
          const intentId =
            typeof charge.payment_intent === "string"
              ? charge.payment_intent
              : (charge.payment_intent?.id ?? null);
          const registration = intentId ? await byPaymentIntent(intentId) : undefined;
          return applyEvent(
            event,
            registration,
            intentId,
            charge.refunded ? { to: "refunded", from: ["paid"] } : undefined,
          );
        }
        default:
          return applyEvent(event, undefined, null);
      }
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
