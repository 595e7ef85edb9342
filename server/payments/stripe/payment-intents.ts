import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { DatabaseSchema } from "../../db/schema";
import type { Logger } from "../../logger";
import { ServiceRefusal } from "../../services/errors";
import { registrationMessages } from "../../services/registrations/messages";
import type { Registration } from "../../services/registrations/records";

/** The PaymentIntent's client secret: the open one if there is one, else a new one. */
export function cardPayments(db: Kysely<DatabaseSchema>, logger: Logger) {
  return async (client: Stripe, registration: Registration): Promise<string> => {
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
          description: `Project registration ${registration.reference}: ${registration.project_title}`,
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
  };
}
