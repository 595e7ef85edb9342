import type { PaymentOptions, RegistrationStatusView } from "../../domain/registrations";
import type { RegistrationInput } from "../../schemas/registration";
import { postJson, type PostResult } from "../forms/post-json";

/** The registration dialog's calls; the server answers in the types of app/domain. */

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
