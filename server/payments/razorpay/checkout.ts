import { razorpayPaymentSchema, type RazorpayPaymentInput } from "#shared/schemas/registration";
import { ServiceRefusal } from "../../services/errors";
import { registrationMessages } from "../../services/registrations/messages";
import { configured, type BrowserReport } from "../gateway";
import { isCheckoutSignatureValid } from "./client";

/**
 * What Razorpay Checkout's success handler brought, sent on by the student's browser. A
 * valid signature proves the money was taken, but only the signed webhook makes the order
 * paid: the registration service records that the payment arrived, so the student is told
 * it is being confirmed, and keeps the seat held long enough for the webhook to find it.
 */
export function checkoutReport(keySecret: string | undefined): BrowserReport<RazorpayPaymentInput> {
  return {
    schema: razorpayPaymentSchema,
    async check(reference, input, orders) {
      const secret = configured(keySecret, registrationMessages.razorpayUnavailable);
      const order = await orders.byReference(reference);
      // One answer for every failure: a caller learns nothing about which part was wrong.
      const verified =
        order?.kept.razorpay_order_id === input.razorpay_order_id &&
        isCheckoutSignatureValid(secret, {
          orderId: input.razorpay_order_id,
          paymentId: input.razorpay_payment_id,
          signature: input.razorpay_signature,
        });
      if (!order || !verified) {
        throw new ServiceRefusal("invalid", registrationMessages.checkoutNotVerified);
      }
      return { kind: "taken", order, ids: { razorpay_payment_id: input.razorpay_payment_id } };
    },
  };
}
