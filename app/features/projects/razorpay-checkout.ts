import type { RazorpayPaymentInput } from "#shared/schemas/registration";

/**
 * Razorpay Checkout as this site uses it (razorpay.com/docs/payments/payment-gateway/
 * web-integration/standard/integration-steps/): the script, the options it is opened with,
 * and what it calls back.
 */
export const razorpayCheckoutScript = "https://checkout.razorpay.com/v1/checkout.js";

export interface RazorpayCheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  /** A payment went through: Razorpay's ids and its signature of them. */
  handler: (answer: RazorpayPaymentInput) => void;
  modal: { ondismiss: () => void };
}

/** What `payment.failed` hands its listeners: Razorpay's own description for the student. */
export interface RazorpayFailure {
  error: { code: string; description: string; reason?: string };
}

export interface RazorpayCheckoutInstance {
  open(): void;
  on(event: "payment.failed", listener: (failure: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (
  options: RazorpayCheckoutOptions,
) => RazorpayCheckoutInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<void> | undefined;

function addScript(): Promise<void> {
  document.querySelector(`script[src="${razorpayCheckoutScript}"]`)?.remove();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = razorpayCheckoutScript;
    script.async = true;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error("Razorpay Checkout could not be fetched"));
    });
    document.head.append(script);
  });
}

/**
 * Fetches checkout.razorpay.com's script, once, when a student has chosen Razorpay (no page
 * loads it before), and answers the `Razorpay` it defines. A failed fetch is forgotten, so
 * Try again fetches afresh.
 */
export async function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  loading ??= addScript();
  try {
    await loading;
  } catch (error) {
    loading = undefined;
    throw error;
  }
  if (!window.Razorpay) {
    loading = undefined;
    throw new Error("Razorpay Checkout's script defined no Razorpay");
  }
  return window.Razorpay;
}
