import { ServiceRefusal } from "../../services/errors";
import { cancellationMessages, registrationMessages } from "../../services/registrations/messages";
import { configured, type GatewayDependencies, type PaymentGateway } from "../gateway";
import { checkoutReport } from "./checkout";
import { createRazorpayClient, type RazorpaySettings } from "./client";
import { razorpayEvents } from "./events";
import { razorpayOrders } from "./orders";
import { razorpayReconciliation } from "./reconciliation";
import { refundRazorpayPayment } from "./refunds";

/**
 * Razorpay (decision 0019): UPI, cards, netbanking and wallets through Checkout, on one
 * Razorpay order per order of ours; paid only by the signed webhook, with staff's
 * reconciliation as the net for a webhook that never came.
 */
export function razorpayGateway(
  settings: RazorpaySettings | undefined,
  { db, logger }: GatewayDependencies,
): PaymentGateway {
  const client = settings && createRazorpayClient(settings);
  const orders =
    settings && client && razorpayOrders(db, logger, { client, keyId: settings.keyId });
  return {
    method: "razorpay",
    name: "Razorpay",
    paymentName: "Razorpay payment",
    available: client !== undefined,
    unavailable: registrationMessages.razorpayUnavailable,
    start: async (order) => ({
      razorpay: await configured(orders, registrationMessages.razorpayUnavailable)(order),
    }),
    report: checkoutReport(settings?.keySecret),
    events: razorpayEvents(settings?.webhookSecret, logger),
    refund: {
      kind: "gateway",
      prepare(order) {
        const razorpay = configured(client, cancellationMessages.noRazorpay);
        const paymentId = order.kept.razorpay_payment_id;
        if (!paymentId) throw new ServiceRefusal("conflict", cancellationMessages.noRazorpay);
        return () => refundRazorpayPayment(razorpay, paymentId, order, logger);
      },
    },
    reconciliation: razorpayReconciliation(db, client),
  };
}
