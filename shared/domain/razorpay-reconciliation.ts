/**
 * What staff get back when they ask Razorpay about the registrations still unpaid here
 * after their hold ran out (POST /api/admin/registrations/reconcile-razorpay).
 */
export interface RazorpayReconciliation {
  /** Registrations whose order Razorpay was asked about. */
  checked: number;
  /** Made paid now: Razorpay had captured the full fee. */
  paid: number;
  /** Nothing captured: left as they are. */
  unpaid: number;
  /** A payment of another amount or currency: not paid, flagged in the status note. */
  flagged: number;
  /** Razorpay did not answer for them (or could not be stored): the next run tries again. */
  failed: number;
  paidReferences: string[];
  flaggedReferences: string[];
}

/** A run before it has checked anything. */
export const noneChecked = (): RazorpayReconciliation => ({
  checked: 0,
  paid: 0,
  unpaid: 0,
  flagged: 0,
  failed: 0,
  paidReferences: [],
  flaggedReferences: [],
});

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The sentence staff read after a run. */
export function reconciliationSentence(result: RazorpayReconciliation): string {
  if (result.checked === 0) return "No Razorpay payments were waiting to be checked.";
  const parts = [
    result.paid > 0 &&
      counted(result.paid, "was paid and is now confirmed", "were paid and are now confirmed"),
    result.unpaid > 0 && counted(result.unpaid, "is still unpaid", "are still unpaid"),
    result.flagged > 0 &&
      counted(
        result.flagged,
        "was paid a different amount and needs a look (see its status note)",
        "were paid a different amount and need a look (see their status notes)",
      ),
    result.failed > 0 && `Razorpay did not answer for ${result.failed}; check again in a minute`,
  ].filter((part): part is string => typeof part === "string");
  const checked = `Checked ${counted(result.checked, "payment", "payments")}`;
  return parts.length === 0 ? `${checked}.` : `${checked}: ${parts.join(", ")}.`;
}
