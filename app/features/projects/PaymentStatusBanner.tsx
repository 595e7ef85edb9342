import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { RegistrationStatusView } from "#shared/domain/registrations";
import { paymentBanner } from "./messages";
import { fetchStatus, fetchStatusByPaymentIntent } from "./registration-api";

/** The webhooks usually land within seconds; the banner keeps asking for a minute. */
const pollEveryMs = 2_000;
const pollTimes = 30;

const tones = {
  success: "border-green-300 bg-green-50 text-green-900",
  waiting: "border-brand-100 bg-brand-50 text-brand-900",
  problem: "border-red-300 bg-red-50 text-red-900",
} as const;

/**
 * After a card payment (/projects?success=true&payment_intent=…, where Stripe or the dialog
 * sends the student) or a Razorpay one (…&reference=…, where the dialog sends them) the
 * banner says what the server knows about the registration: the URL is not trusted, the
 * status is looked up, and followed until the webhook has spoken.
 */
export function PaymentStatusBanner() {
  const { search } = useLocation();
  // Kept with the address it answers, so a newer address never shows an older answer.
  const [answer, setAnswer] = useState<{
    search: string;
    view: RegistrationStatusView | "not_found";
  }>();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const intentId = params.get("payment_intent");
    const reference = params.get("reference");
    if (params.get("success") !== "true") return;
    let lookUp: () => ReturnType<typeof fetchStatus>;
    if (intentId) lookUp = () => fetchStatusByPaymentIntent(intentId);
    else if (reference) lookUp = () => fetchStatus(reference);
    else return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async (remaining: number) => {
      const view = await lookUp();
      if (stopped) return;
      if (view) setAnswer({ search, view });
      const settled = view === "not_found" || (view && view.status !== "pending_payment");
      if (!settled && remaining > 0) {
        timer = setTimeout(() => void look(remaining - 1), pollEveryMs);
      }
    };
    void look(pollTimes);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [search]);

  const banner = answer?.search === search ? paymentBanner(answer.view) : undefined;
  return (
    <div role="status" className="mx-auto max-w-7xl px-4">
      {banner && (
        <p className={`mt-6 rounded-lg border p-4 font-medium ${tones[banner.tone]}`}>
          {banner.text}
        </p>
      )}
    </div>
  );
}
