import type Razorpay from "razorpay";
import type { Logger } from "../../logger";
import { ServiceRefusal } from "../../services/errors";
import { cancellationMessages } from "../../services/registrations/messages";
import type { PaymentOrder } from "../gateway";
import { refundPayment } from "./client";

/**
 * A refund already made for the payment (a press whose answer was lost, or one made in
 * Razorpay's dashboard) is the refund; a new one goes with the order's idempotency key, so
 * a press retried after a crash mid-request gets the first refund back.
 */
export async function refundRazorpayPayment(
  client: Razorpay,
  paymentId: string,
  order: PaymentOrder,
  logger: Logger,
): Promise<{ id: string }> {
  const existing = async () =>
    (await client.payments.fetchMultipleRefund(paymentId)).items.find(
      (refund) => refund.status !== "failed",
    );
  try {
    return (
      (await existing()) ??
      (await refundPayment(
        client,
        paymentId,
        {
          amount: order.amountPaise,
          speed: "normal",
          receipt: `refund-${order.reference}`,
          notes: { registration_id: order.id, reference: order.reference },
        },
        `refund-${order.id}`,
      ))
    );
  } catch (error) {
    const made = await existing().catch(() => undefined);
    if (made) return made;
    logger.error({ err: error, payment: paymentId }, "Razorpay refused a refund");
    throw new ServiceRefusal("upstream", cancellationMessages.razorpayRefundFailed);
  }
}
