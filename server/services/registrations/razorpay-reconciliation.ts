import type { Kysely } from "kysely";
import type Razorpay from "razorpay";
import { noneChecked, type RazorpayReconciliation } from "#shared/domain/razorpay-reconciliation";
import type { DatabaseSchema } from "../../db/schema";
import type { Logger } from "../../logger";
import type { MailComposer } from "../../mail/messages";
import { ServiceRefusal } from "../errors";
import type { Actor, Commit } from "../unit-of-work";
import { paidOrRefundNeeded } from "./confirm-payment";
import { isTheFee, paymentMismatchNote } from "./razorpay-mismatch";
import type { Registration, RegistrationRecords } from "./records";
import { transition } from "./transition";

/** Enough to keep one request short; staff press again for the rest. */
const reconciliationBatchSize = 200;
const reconciliationConcurrency = 8;

export const reconciliationMessages = {
  noRazorpay: "Razorpay payments can be checked only when Razorpay is configured on this site.",
} as const;

/** What Razorpay says about a registration's order. */
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

/** The sentence the audit log keeps for a run. */
const runDetail = ({ checked, paid, unpaid, flagged, failed }: RazorpayReconciliation) =>
  `${checked} checked: ${paid} paid, ${unpaid} unpaid, ${flagged} flagged, ${failed} not answered`;

/**
 * The safety net for a Razorpay webhook that never came: staff ask Razorpay about every
 * registration whose order is still unpaid here after its hold ran out, and a captured
 * payment of the full fee makes it paid as the webhook would have. The most recently
 * changed come first: a lost webhook is recent news, and registrations that stay unpaid for
 * good must not crowd it out of a run. A second run at the same moment pays nobody twice:
 * paidOrRefundNeeded's conditional transition lets one of them through.
 */
export function razorpayReconciliation(
  db: Kysely<DatabaseSchema>,
  commit: Commit,
  {
    razorpay,
    mail,
    logger,
  }: { razorpay: Razorpay | undefined; mail: MailComposer; logger: Logger },
  records: RegistrationRecords,
) {
  async function unsettled(now: Date): Promise<string[]> {
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
      .limit(reconciliationBatchSize)
      .execute();
    return rows.map((row) => row.id);
  }

  async function settle(
    client: Razorpay,
    registration: Registration,
    orderId: string,
    by: Actor,
  ): Promise<Finding["kind"] | "changed"> {
    const { items } = await client.orders.fetchPayments(orderId);
    const finding = findingOf(items, registration.amount_paise);
    if (finding.kind === "unpaid") return "unpaid";
    if (finding.kind === "wrong_amount") {
      if (registration.status_note === finding.note) return "wrong_amount";
      logger.error(
        { order: orderId, note: finding.note },
        "Razorpay payment does not match the fee",
      );
      await commit((unit) =>
        transition(unit, registration.id, {
          from: [registration.status],
          to: registration.status,
          set: { status_note: finding.note },
          audit: {
            actor: by,
            action: "registration.payment_mismatch",
            subject: registration.reference,
            detail: finding.note,
          },
        }),
      );
      return "wrong_amount";
    }
    const paid = await commit((unit) =>
      paidOrRefundNeeded(unit, registration, {
        mail,
        from: ["pending_payment", "failed", "expired"],
        paidAt: unit.now,
        set: { payment_method: "razorpay", razorpay_payment_id: finding.paymentId },
        audit: {
          actor: by,
          action: "registration.reconciled",
          subject: registration.reference,
          detail: finding.paymentId,
        },
      }),
    );
    return paid ? "paid" : "changed";
  }

  return {
    available: razorpay !== undefined,

    async run(by: Actor, now = new Date()): Promise<RazorpayReconciliation> {
      if (!razorpay) throw new ServiceRefusal("unavailable", reconciliationMessages.noRazorpay);
      const result = noneChecked();
      const check = async (id: string) => {
        const registration = await records.byId(id);
        const orderId = registration?.razorpay_order_id;
        if (!registration || !orderId) return;
        result.checked++;
        try {
          const outcome = await settle(razorpay, registration, orderId, by);
          if (outcome === "paid") {
            result.paid++;
            result.paidReferences.push(registration.reference);
          } else if (outcome === "wrong_amount") {
            result.flagged++;
            result.flaggedReferences.push(registration.reference);
          } else if (outcome === "unpaid") {
            result.unpaid++;
          }
        } catch (error) {
          // One order Razorpay does not answer for does not stop the others.
          logger.error({ err: error, order: orderId }, "Razorpay reconciliation failed");
          result.failed++;
        }
      };
      // A few questions to Razorpay at a time: a full run answers in seconds, not minutes,
      // and stays far below Razorpay's rate limit.
      const ids = await unsettled(now);
      for (let start = 0; start < ids.length; start += reconciliationConcurrency) {
        await Promise.all(ids.slice(start, start + reconciliationConcurrency).map(check));
      }
      await commit(({ audit }) =>
        audit({ actor: by, action: "registration.reconciliation_run", detail: runDetail(result) }),
      );
      return result;
    },
  };
}
