import { useCallback, useEffect, useRef, useState } from "react";
import { buttonClass } from "../../components/button";
import { registrationFeeLabel, type RazorpayCheckout } from "#shared/domain/registrations";
import type { RazorpayPaymentInput } from "#shared/schemas/registration";
import { stepAside } from "./dialog-step-aside";
import { anErrorOccurred, razorpayDismissed, razorpayFailedToLoad } from "./messages";
import {
  loadRazorpayCheckout,
  type RazorpayCheckoutInstance,
  type RazorpayConstructor,
} from "./razorpay-checkout";
import { confirmRazorpayPayment } from "./registration-api";

/** Checkout's constructor, or nothing when its script could not be had. */
const loadCheckout = () => loadRazorpayCheckout().catch(() => undefined);

/** Where the payment is: Checkout loading, open, its answer being checked, or closed unpaid. */
type Phase = "loading" | "open" | "verifying" | "stopped";

/**
 * Razorpay Checkout for the order the server created. Its script is fetched only now, when
 * a student has chosen Razorpay; it opens at once. The signed answer of a payment goes to
 * the server, which checks it; the registration is paid only by Razorpay's webhook, which
 * the /projects banner then follows. Closed or failed, the same order opens again on Try
 * again: the seat stays held and no second order is made.
 */
export function RazorpayPayment({
  reference,
  checkout,
  onConfirmed,
  onError,
}: {
  reference: string;
  checkout: RazorpayCheckout;
  /** The payment was made: off to the banner that follows it. */
  onConfirmed: () => void;
  onError: (message: string) => void;
}) {
  const [phase, setPhase] = useState<Phase>("loading");
  const [notice, setNotice] = useState("");
  // Checkout's window must not be under the registration dialog: the dialog steps aside
  // while it is open and comes back, its Try again focused, when it closes unpaid.
  const button = useRef<HTMLButtonElement>(null);
  const aside = useCallback((value: boolean) => stepAside(button.current, value), []);
  const instance = useRef<RazorpayCheckoutInstance>(undefined);
  const failed = useRef(false);
  // Checkout calls back long after the render that opened it: it reaches the latest props.
  const latest = useRef({ reference, onConfirmed, onError });
  useEffect(() => {
    latest.current = { reference, onConfirmed, onError };
  });

  const comeBack = useCallback(() => aside(false), [aside]);
  useEffect(() => {
    if (phase === "stopped") button.current?.focus();
  }, [phase]);

  const verify = useCallback(
    async (answer: RazorpayPaymentInput) => {
      setPhase("verifying");
      const { reference: current, onConfirmed: confirmed, onError: error } = latest.current;
      const result = await confirmRazorpayPayment(current, answer);
      // No answer from our server is no reason to pay twice: the money is taken, and the
      // banner follows the registration until Razorpay's webhook has made it paid.
      if (result.ok || result.kind === "network") {
        confirmed();
        return;
      }
      error(result.kind === "refused" ? (result.message ?? anErrorOccurred) : anErrorOccurred);
      setPhase("stopped");
      comeBack();
    },
    [comeBack],
  );

  // Checkout is made once, for the order; the student's Try again reopens the same window.
  const openLoaded = useCallback(
    (Razorpay: RazorpayConstructor | undefined) => {
      if (!Razorpay) {
        latest.current.onError(razorpayFailedToLoad);
        setPhase("stopped");
        return;
      }
      const checkoutWindow = new Razorpay({
        key: checkout.keyId,
        order_id: checkout.orderId,
        amount: checkout.amount,
        currency: checkout.currency,
        name: checkout.name,
        description: checkout.description,
        prefill: checkout.prefill,
        theme: { color: "#174ab0" },
        handler: (answer) => void verify(answer),
        modal: {
          ondismiss: () => {
            setPhase("stopped");
            if (!failed.current) setNotice(razorpayDismissed);
            comeBack();
          },
        },
      });
      // Checkout stays open after a failed attempt, so the student may retry there; the
      // reason is kept for when they close it.
      checkoutWindow.on("payment.failed", (failure) => {
        failed.current = true;
        latest.current.onError(failure.error.description || anErrorOccurred);
      });
      instance.current = checkoutWindow;
      setPhase("open");
      aside(true);
      checkoutWindow.open();
    },
    [checkout, verify, comeBack, aside],
  );

  useEffect(() => {
    const unmounted = new AbortController();
    void loadCheckout().then((Razorpay) => {
      if (!unmounted.signal.aborted) openLoaded(Razorpay);
    });
    return () => unmounted.abort();
  }, [openLoaded]);

  function tryAgain() {
    failed.current = false;
    setNotice("");
    onError("");
    if (instance.current) {
      setPhase("open");
      aside(true);
      instance.current.open();
      return;
    }
    setPhase("loading");
    void loadCheckout().then(openLoaded);
  }

  let label = `Pay ${registrationFeeLabel} with Razorpay`;
  if (phase === "stopped") label = "Try again";
  if (phase === "loading") label = "Loading Razorpay…";
  if (phase === "verifying") label = "Confirming your payment…";
  return (
    <div className="space-y-5">
      {phase === "verifying" && (
        <p role="status" className="text-slate-800">
          Payment made: we are confirming it.
        </p>
      )}
      {notice && (
        <p role="status" className="text-slate-800">
          {notice}
        </p>
      )}
      <button
        ref={button}
        type="button"
        onClick={tryAgain}
        disabled={phase === "loading" || phase === "verifying"}
        className={buttonClass("primary", "w-full")}
      >
        {label}
      </button>
      <p className="text-xs text-slate-600">
        Payments are processed by Razorpay. Your UPI, card or bank details go straight to Razorpay
        and never reach our servers.
      </p>
    </div>
  );
}
