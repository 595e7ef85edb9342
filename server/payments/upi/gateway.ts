import { upiTransactionSchema, type UpiTransactionInput } from "#shared/schemas/registration";
import type { Config } from "../../config";
import { registrationMessages } from "../../services/registrations/messages";
import {
  configured,
  type BrowserReport,
  type PaymentGateway,
  type PaymentOrder,
  type PaymentStep,
} from "../gateway";
import { upiAmount, upiPaymentLink } from "./link";

/** The company's UPI address and the name UPI apps show for it. */
export type UpiSettings = NonNullable<Config["upi"]>;

/**
 * The student hands in the transaction reference (UTR) their app showed: a claim staff check
 * against the bank statement. It needs no configuration: a student who paid before UPI was
 * switched off can still hand it in.
 */
const utrReport: BrowserReport<UpiTransactionInput> = {
  schema: upiTransactionSchema,
  check: (_reference, { utr }) => Promise.resolve({ kind: "claimed", transactionReference: utr }),
};

/**
 * Manual UPI (decision 0007): a payment to the company's own UPI address through an NPCI
 * link or QR code. Nothing calls back: staff confirm it from the bank statement, and refund
 * it from the bank's app themselves.
 */
export function upiGateway(settings: UpiSettings | undefined): PaymentGateway {
  function instructions(order: PaymentOrder): PaymentStep {
    const { vpa, payeeName } = configured(settings, registrationMessages.upiUnavailable);
    const link = upiPaymentLink({
      vpa,
      payeeName,
      amountPaise: order.amountPaise,
      reference: order.reference,
      note: order.title,
    });
    return { upi: { link, vpa, payeeName, amount: upiAmount(order.amountPaise) } };
  }

  return {
    method: "upi",
    name: "UPI",
    paymentName: "UPI payment",
    available: settings !== undefined,
    unavailable: registrationMessages.upiUnavailable,
    // A refusal is a rejected promise, as from every gateway.
    start: (order) => Promise.resolve().then(() => instructions(order)),
    report: utrReport,
    refund: { kind: "manual" },
  };
}
