import { ServiceRefusal } from "../../services/errors";
import { cancellationMessages, registrationMessages } from "../../services/registrations/messages";
import { configured, type GatewayDependencies, type PaymentGateway } from "../gateway";
import { createStripeClient, type StripeSettings } from "./client";
import { stripeEvents } from "./events";
import { paymentIntents } from "./payment-intents";
import { refundIntent } from "./refunds";

/**
 * Cards through Stripe (decision 0007): a PaymentIntent the browser confirms with Stripe.js,
 * paid only by the signed webhook; the return page looks the intent up, never trusts it.
 */
export function stripeGateway(
  settings: StripeSettings | undefined,
  { db, logger }: GatewayDependencies,
): PaymentGateway {
  const client = settings && createStripeClient(settings);
  const intents = paymentIntents(db, logger);
  return {
    method: "stripe",
    name: "Stripe",
    paymentName: "card payment",
    available: client !== undefined,
    unavailable: registrationMessages.cardUnavailable,
    start: async (order) => ({
      client_secret: await intents(configured(client, registrationMessages.cardUnavailable), order),
    }),
    events: stripeEvents(settings?.webhookSecret, logger),
    refund: {
      kind: "gateway",
      prepare(order) {
        const stripe = configured(client, cancellationMessages.noStripe);
        const intentId = order.kept.stripe_payment_intent_id;
        if (!intentId) throw new ServiceRefusal("conflict", cancellationMessages.noStripe);
        return () => refundIntent(stripe, intentId, order, logger);
      },
    },
    statusLookup: {
      path: "by-payment-intent",
      pattern: /^pi_[A-Za-z0-9]{1,100}$/,
      column: "stripe_payment_intent_id",
    },
  };
}
