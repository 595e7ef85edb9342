import {
  noneChecked,
  type RazorpayReconciliation as ReconciliationRun,
} from "#shared/domain/razorpay-reconciliation";
import type { Logger } from "../../logger";
import type { MailComposer } from "../../mail/messages";
import type { Finding, PaymentOrder, With } from "../../payments/gateway";
import { ServiceRefusal } from "../errors";
import type { Actor, Commit } from "../unit-of-work";
import { paidOrRefundNeeded } from "./confirm-payment";
import { orderLookup } from "./orders";
import type { RegistrationRecords } from "./records";
import { transition } from "./transition";

/** Enough to keep one request short; staff press again for the rest. */
const reconciliationBatchSize = 200;
const reconciliationConcurrency = 8;

/** The sentence the audit log keeps for a run. */
const runDetail = ({ checked, paid, unpaid, flagged, failed }: ReconciliationRun) =>
  `${checked} checked: ${paid} paid, ${unpaid} unpaid, ${flagged} flagged, ${failed} not answered`;

/**
 * Staff ask a gateway about every order it has that is still unsettled here after its hold,
 * and a payment of the full amount makes it paid as the lost event would have. A second run
 * at the same moment pays nobody twice: paidOrRefundNeeded's conditional transition lets one
 * of them through.
 */
export function reconciliations(
  commit: Commit,
  { mail, logger }: { mail: MailComposer; logger: Logger },
  records: RegistrationRecords,
) {
  const orders = orderLookup(records);

  async function settle(
    gateway: With<"reconciliation">,
    order: PaymentOrder,
    by: Actor,
  ): Promise<Finding["kind"] | "changed"> {
    const finding = await gateway.reconciliation.check(order);
    const [registration] = order.registrations;
    if (finding.kind === "unpaid" || finding.kind === "untracked") return finding.kind;
    if (finding.kind === "wrong_amount") {
      if (registration.status_note === finding.note) return "wrong_amount";
      logger.error(
        { registration: order.reference, note: finding.note },
        `${gateway.name} payment does not match the fee`,
      );
      await commit((unit) =>
        transition(unit, registration.id, {
          from: [registration.status],
          to: registration.status,
          cause: "gateway",
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
        cause: "gateway",
        paidAt: unit.now,
        set: { payment_method: gateway.method, ...finding.ids },
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

  return async (
    gateway: With<"reconciliation">,
    by: Actor,
    now = new Date(),
  ): Promise<ReconciliationRun> => {
    if (!gateway.available) {
      throw new ServiceRefusal("unavailable", gateway.reconciliation.notConfigured);
    }
    const result = noneChecked();
    const check = async (id: string) => {
      const order = await orders.byRegistrationId(id);
      if (!order) return;
      try {
        const outcome = await settle(gateway, order, by);
        if (outcome === "untracked") return;
        result.checked++;
        if (outcome === "paid") {
          result.paid++;
          result.paidReferences.push(order.reference);
        } else if (outcome === "wrong_amount") {
          result.flagged++;
          result.flaggedReferences.push(order.reference);
        } else if (outcome === "unpaid") {
          result.unpaid++;
        }
      } catch (error) {
        // One order the gateway does not answer for does not stop the others.
        logger.error(
          { err: error, registration: order.reference },
          `${gateway.name} reconciliation failed`,
        );
        result.checked++;
        result.failed++;
      }
    };
    // A few questions to the gateway at a time: a full run answers in seconds, not minutes,
    // and stays far below its rate limit.
    const ids = await gateway.reconciliation.unsettled(now, reconciliationBatchSize);
    for (let start = 0; start < ids.length; start += reconciliationConcurrency) {
      await Promise.all(ids.slice(start, start + reconciliationConcurrency).map(check));
    }
    await commit(({ audit }) =>
      audit({ actor: by, action: "registration.reconciliation_run", detail: runDetail(result) }),
    );
    return result;
  };
}
