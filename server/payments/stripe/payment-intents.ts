import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { DatabaseSchema } from "../../db/schema";
import type { Logger } from "../../logger";
import { ServiceRefusal } from "../../services/errors";
import { registrationMessages } from "../../services/registrations/messages";
import type { PaymentOrder } from "../gateway";

/** The PaymentIntent's client secret: the open one if there is one, else a new one. */
export function paymentIntents(db: Kysely<DatabaseSchema>, logger: Logger) {
  return async (client: Stripe, order: PaymentOrder): Promise<string> => {
    const previous = order.kept.stripe_payment_intent_id;
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
          amount: order.amountPaise,
          currency: "inr",
          description: `Project registration ${order.reference}: ${order.title}`,
          receipt_email: order.payer.email,
          automatic_payment_methods: { enabled: true },
          metadata: { ...order.notes },
        },
        // The same order never gets two intents, even when a request is retried or the
        // answer to the first was lost; a cancelled intent is followed by a new key.
        {
          idempotencyKey: previous
            ? `registration-${order.id}-after-${previous}`
            : `registration-${order.id}`,
        },
      );
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      await db
        .updateTable("registrations")
        .set({ stripe_payment_intent_id: intent.id, updated_at: new Date().toISOString() })
        .where("id", "=", order.id)
        .execute();
      return intent.client_secret;
    } catch (error) {
      if (error instanceof ServiceRefusal) throw error;
      logger.error(
        { err: error, registration: order.reference },
        "could not create a Stripe PaymentIntent",
      );
      throw new ServiceRefusal("upstream", registrationMessages.cardFailedToStart);
    }
  };
}
