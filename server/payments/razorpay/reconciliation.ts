import type { Kysely } from "kysely";
import type Razorpay from "razorpay";
import type { DatabaseSchema } from "../../db/schema";
import { configured, type Reconciliation } from "../gateway";
import { isTheFee, paymentMismatchNote } from "./mismatch";

export const reconciliationMessages = {
  noRazorpay: "Razorpay payments can be checked only when Razorpay is configured on this site.",
} as const;

/** What Razorpay says about an order. */
type Finding =
  { kind: "paid"; paymentId: string } | { kind: "wrong_amount"; note: string } | { kind: "unpaid" };

/** The order's payments, read as our rules read them: only the full fee in rupees pays. */
export function findingOf(
  payments: ReadonlyArray<{
    id: string;
    status: string;
    amount: number | string;
    currency: string;
  }>,
  feePaise: number,
): Finding {
  const captured = payments.filter((payment) => payment.status === "captured");
  const right = captured.find((payment) => isTheFee(payment, feePaise));
  if (right) return { kind: "paid", paymentId: right.id };
  const [wrong] = captured;
  if (!wrong) return { kind: "unpaid" };
  return { kind: "wrong_amount", note: paymentMismatchNote(wrong, feePaise) };
}

/**
 * The safety net for a Razorpay webhook that never came (decision 0019): every order still
 * unpaid here after its hold ran out, and what Razorpay says about it. The most recently
 * changed come first: a lost webhook is recent news, and orders that stay unpaid for good
 * must not crowd it out of a run.
 */
export function razorpayReconciliation(
  db: Kysely<DatabaseSchema>,
  client: Razorpay | undefined,
): Reconciliation {
  return {
    notConfigured: reconciliationMessages.noRazorpay,

    async unsettled(now, limit) {
      const rows = await db
        .selectFrom("registrations")
        .select("id")
        .where("razorpay_order_id", "is not", null)
        .where((eb) =>
          eb.or([
            eb("status", "in", ["failed", "expired"]),
            eb.and([
              eb("status", "=", "pending_payment"),
              eb("hold_expires_at", "<=", now.toISOString()),
            ]),
          ]),
        )
        .orderBy("updated_at", "desc")
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    async check(order) {
      const razorpay = configured(client, reconciliationMessages.noRazorpay);
      const orderId = order.kept.razorpay_order_id;
      if (!orderId) return { kind: "untracked" };
      const { items } = await razorpay.orders.fetchPayments(orderId);
      const finding = findingOf(items, order.amountPaise);
      return finding.kind === "paid"
        ? { ...finding, ids: { razorpay_payment_id: finding.paymentId } }
        : finding;
    },
  };
}
