import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import type { Registration } from "../services/registrations/records";
import { cancellationMessages, registrationMessages } from "../services/registrations/messages";
import type { PaymentOrder } from "./gateway";
import { createPaymentGateways } from "./registry";

const nothingConfigured = { stripe: undefined, razorpay: undefined, upi: undefined };
// Nothing here reaches the database: an unconfigured gateway refuses first, UPI never writes.
const dependencies = { db: undefined as never, logger: createLogger("silent") };

const order: PaymentOrder = {
  id: "registration-1",
  reference: "KV7K4M9QXZ",
  registrations: [{ id: "registration-1" } as Registration],
  amountPaise: 50_000,
  title: "Hostel Mess Feedback App",
  payer: { name: "Ananya Reddy", email: "ananya@student.example", phone: "+91 98480 22338" },
  notes: { registration_id: "registration-1" },
  kept: { stripe_payment_intent_id: null, razorpay_order_id: null, razorpay_payment_id: null },
};

describe("the payment gateways", () => {
  it("offers the dialog nothing that is not configured", () => {
    const gateways = createPaymentGateways(nothingConfigured, dependencies);
    expect(gateways.options()).toEqual({ card: null, razorpay: null, upi: false });
    expect(gateways.all.map((gateway) => gateway.available)).toEqual([false, false, false]);
  });

  it("refuses to start a payment through a gateway that is not configured, in its own words", async () => {
    const gateways = createPaymentGateways(nothingConfigured, dependencies);
    for (const [method, sentence] of [
      ["stripe", registrationMessages.cardUnavailable],
      ["razorpay", registrationMessages.razorpayUnavailable],
      ["upi", registrationMessages.upiUnavailable],
    ] as const) {
      const gateway = gateways.get(method);
      expect(gateway.unavailable).toBe(sentence);
      await expect(gateway.start(order)).rejects.toMatchObject({
        reason: "unavailable",
        message: sentence,
      });
    }
  });

  it("refuses a gateway refund before anything is asked when the gateway is off; UPI's are staff's", () => {
    const gateways = createPaymentGateways(nothingConfigured, dependencies);
    for (const [method, sentence] of [
      ["stripe", cancellationMessages.noStripe],
      ["razorpay", cancellationMessages.noRazorpay],
    ] as const) {
      const { refund } = gateways.get(method);
      if (refund.kind !== "gateway") throw new Error(`${method} refunds through its API`);
      expect(() => refund.prepare(order)).toThrow(sentence);
    }
    expect(gateways.get("upi").refund).toEqual({ kind: "manual" });
  });

  it("says which gateway has a webhook, a browser report, a reconciliation and a return look-up", () => {
    const gateways = createPaymentGateways(nothingConfigured, dependencies);
    const methods = (capability: Parameters<typeof gateways.having>[0]) =>
      gateways.having(capability).map((gateway) => gateway.method);
    expect(methods("events")).toEqual(["stripe", "razorpay"]);
    expect(methods("report")).toEqual(["razorpay", "upi"]);
    expect(methods("reconciliation")).toEqual(["razorpay"]);
    expect(methods("statusLookup")).toEqual(["stripe"]);
  });

  it("with UPI configured, asks for the order's amount to the company's address", async () => {
    const gateways = createPaymentGateways(
      { ...nothingConfigured, upi: { vpa: "kodeveda@okaxis", payeeName: "Kodeveda" } },
      dependencies,
    );
    expect(gateways.options()).toEqual({ card: null, razorpay: null, upi: true });
    expect(await gateways.get("upi").start(order)).toEqual({
      upi: {
        link: "upi://pay?pa=kodeveda%40okaxis&pn=Kodeveda&am=500.00&cu=INR&tr=KV7K4M9QXZ&tn=Hostel%20Mess%20Feedback%20App",
        vpa: "kodeveda@okaxis",
        payeeName: "Kodeveda",
        amount: "500.00",
      },
    });
  });
});
