import { postJson, type PostResult } from "../forms/post-json";
import type { RegistrationInput } from "../../schemas/registration";

/**
 * The registration dialog's calls, and the shapes the server answers with (server/api/
 * registrations.ts answers in exactly these types).
 */

export interface PaymentOptions {
  card: { publishableKey: string } | null;
  upi: boolean;
  /** Where Stripe sends the student back after a payment that needed a redirect. */
  returnUrl: string;
}

export type RegistrationStatus =
  "pending_payment" | "awaiting_verification" | "paid" | "failed" | "refunded";

export interface RegistrationStatusView {
  reference: string;
  status: RegistrationStatus;
  paymentMethod: "stripe" | "upi";
  projectTitle: string;
}

export interface UpiInstructions {
  link: string;
  vpa: string;
  payeeName: string;
  amount: string;
}

export type RegisterAnswer =
  { client_secret: string; reference: string } | { reference: string; upi: UpiInstructions };

export async function fetchPaymentOptions(): Promise<PaymentOptions | undefined> {
  try {
    const response = await fetch("/api/payments/options", {
      headers: { Accept: "application/json" },
    });
    return response.ok ? ((await response.json()) as PaymentOptions) : undefined;
  } catch {
    return undefined;
  }
}

export function register(input: RegistrationInput): Promise<PostResult> {
  return postJson("/api/register", input);
}

export function submitUpiTransaction(reference: string, utr: string): Promise<PostResult> {
  return postJson(`/api/registrations/${encodeURIComponent(reference)}/upi`, { utr });
}

/** The registration paid (or not) by this PaymentIntent; undefined when there is none. */
export async function fetchStatusByPaymentIntent(
  intentId: string,
): Promise<RegistrationStatusView | "not_found" | undefined> {
  try {
    const response = await fetch(
      `/api/registrations/by-payment-intent/${encodeURIComponent(intentId)}`,
      { headers: { Accept: "application/json" } },
    );
    if (response.status === 404) return "not_found";
    return response.ok ? ((await response.json()) as RegistrationStatusView) : undefined;
  } catch {
    return undefined;
  }
}
