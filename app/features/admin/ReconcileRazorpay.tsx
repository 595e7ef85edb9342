import { useState } from "react";
import { useRevalidator } from "react-router";
import { buttonClass } from "../../components/button";
import {
  reconciliationSentence,
  type RazorpayReconciliation,
} from "#shared/domain/razorpay-reconciliation";
import { send } from "./admin-api";

/**
 * Asks Razorpay about every registration still unpaid here after its hold ran out (a
 * webhook that never came) and tells `onDone` what it found, for the page's status region.
 */
export function ReconcileRazorpay({
  onDone,
}: {
  onDone: (notice: { text: string; good: boolean }) => void;
}) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function check() {
    setBusy(true);
    const result = await send<RazorpayReconciliation>(
      "/api/admin/registrations/reconcile-razorpay",
      "POST",
    );
    setBusy(false);
    if (!result.ok) {
      onDone({ text: result.error, good: false });
      return;
    }
    onDone({ text: reconciliationSentence(result.data), good: true });
    await revalidator.revalidate();
  }

  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void check()}
      className={buttonClass("outline")}
    >
      {busy ? "Checking Razorpay…" : "Check pending Razorpay payments"}
    </button>
  );
}
