import { useEffect, useRef, useState } from "react";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { buttonClass } from "../../components/button";
import { registrationFeeLabel } from "#shared/domain/registrations";
import { anErrorOccurred, stripeFailedToLoad } from "./messages";

/**
 * Stripe's Payment Element for one PaymentIntent. Stripe.js is fetched from js.stripe.com
 * only now, when a student has chosen to pay by card; the card details never touch our
 * server. Confirmation redirects only when the bank needs it (3-D Secure); either way the
 * registration is fulfilled by Stripe's webhook, not by this page.
 */
export function CardPayment({
  publishableKey,
  clientSecret,
  returnUrl,
  onPaid,
  onError,
}: {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  onPaid: (paymentIntentId: string) => void;
  onError: (message: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements }>(undefined);
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    const cancelled = new AbortController();
    let unmount: (() => void) | undefined;
    (async () => {
      const { loadStripe } = await import("@stripe/stripe-js/pure");
      const loaded = await loadStripe(publishableKey).catch(() => null);
      if (cancelled.signal.aborted) return;
      if (!loaded || !container.current) {
        onError(stripeFailedToLoad);
        return;
      }
      const elements = loaded.elements({
        clientSecret,
        appearance: { theme: "stripe", variables: { colorPrimary: "#174ab0" } },
      });
      const element = elements.create("payment", { layout: "tabs" });
      element.on("ready", () => setReady(true));
      element.mount(container.current);
      unmount = () => element.destroy();
      stripe.current = { stripe: loaded, elements };
    })().catch(() => {
      if (!cancelled.signal.aborted) onError(stripeFailedToLoad);
    });
    return () => {
      cancelled.abort();
      unmount?.();
    };
  }, [publishableKey, clientSecret, onError]);

  async function pay() {
    const loaded = stripe.current;
    if (!loaded) {
      onError(stripeFailedToLoad);
      return;
    }
    setPaying(true);
    onError("");
    try {
      const { error, paymentIntent } = await loaded.stripe.confirmPayment({
        elements: loaded.elements,
        confirmParams: { return_url: returnUrl },
        redirect: "if_required",
      });
      if (error) {
        onError(error.message || anErrorOccurred);
      } else {
        onPaid(paymentIntent.id);
        return;
      }
    } catch {
      onError(anErrorOccurred);
    }
    setPaying(false);
  }

  return (
    <div className="space-y-5">
      <div ref={container} className="min-h-24" aria-busy={!ready} />
      {!ready && <p className="text-sm text-slate-600">Loading the secure card form…</p>}
      <button
        type="button"
        onClick={() => void pay()}
        disabled={!ready || paying}
        className={buttonClass("primary", "w-full")}
      >
        {paying ? "Processing..." : `Pay ${registrationFeeLabel}`}
      </button>
      <p className="text-xs text-slate-600">
        Payments are processed by Stripe. Your card details go straight to Stripe and never reach
        our servers.
      </p>
    </div>
  );
}
