import type Stripe from "stripe";
import type { Logger } from "../../logger";
import { ServiceRefusal } from "../../services/errors";
import { cancellationMessages } from "../../services/registrations/messages";
import type { PaymentOrder } from "../gateway";

/** A card payment refunded in full: one refund per order, however often staff press. */
export async function refundIntent(
  client: Stripe,
  intentId: string,
  order: PaymentOrder,
  logger: Logger,
): Promise<{ id: string }> {
  try {
    return await client.refunds.create(
      {
        payment_intent: intentId,
        reason: "requested_by_customer",
        metadata: { registration_id: order.id },
      },
      { idempotencyKey: `refund-${order.id}` },
    );
  } catch (error) {
    logger.error({ err: error, intent: intentId }, "Stripe refused a refund");
    throw new ServiceRefusal("upstream", cancellationMessages.refundFailed);
  }
}
