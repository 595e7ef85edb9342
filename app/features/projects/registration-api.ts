import type { SeatsView } from "#shared/domain/projects";
import type {
  PaymentMethod,
  PaymentOptions,
  RegistrationStatusView,
} from "#shared/domain/registrations";
import type { FieldError } from "#shared/schemas/fields";
import type { WaitlistInput } from "#shared/schemas/waitlist";
import type { RazorpayPaymentInput, RegistrationInput } from "#shared/schemas/registration";
import { postJson, type PostResult } from "../forms/post-json";

/** The registration dialog's calls; the server answers in the types of shared/domain. */

async function getJson<T>(url: string): Promise<T | undefined> {
  try {
    const response = await fetch(url, { headers: { Accept: "application/json" } });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** A project's seats as they are now (the page may be a few seconds old). */
export function fetchSeats(projectId: string): Promise<SeatsView | undefined> {
  return getJson(`/api/projects/${encodeURIComponent(projectId)}/seats`);
}

/** The details an emailed seat offer fills the dialog with. */
export interface WaitlistOffer {
  projectId: string;
  projectTitle: string;
  name: string;
  email: string;
  phone: string;
  expiresAt: string;
}

/** A seat offer's details, its lapse (with the server's sentence), or nothing if unreachable. */
export async function fetchOffer(
  token: string,
): Promise<WaitlistOffer | { lapsed: string } | undefined> {
  try {
    const response = await fetch(`/api/waitlist-offers/${encodeURIComponent(token)}`, {
      headers: { Accept: "application/json" },
    });
    if (response.status === 410) {
      const { error } = (await response.json().catch(() => ({}))) as { error?: unknown };
      return { lapsed: typeof error === "string" ? error : "" };
    }
    return response.ok ? ((await response.json()) as WaitlistOffer) : undefined;
  } catch {
    return undefined;
  }
}

export function joinWaitlist(projectId: string, input: WaitlistInput): Promise<PostResult> {
  return postJson(`/api/projects/${encodeURIComponent(projectId)}/waitlist`, input);
}

/** What /api/register answers: postJson's kinds, and "full" when no seat was left. */
export type RegisterResult = PostResult | { ok: false; kind: "full"; message: string | undefined };

export function fetchPaymentOptions(): Promise<PaymentOptions | undefined> {
  return getJson("/api/payments/options");
}

/**
 * Sends a registration. As postJson, and a 409 that says `code: "project_full"` is told
 * apart: the dialog then offers the waitlist.
 */
export async function register(input: RegistrationInput): Promise<RegisterResult> {
  let response: Response;
  try {
    response = await fetch("/api/register", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(input),
      credentials: "include",
    });
  } catch {
    return { ok: false, kind: "network" };
  }
  if (response.ok) return { ok: true, data: await response.json().catch(() => undefined) };
  const data = (await response.json().catch(() => ({}))) as {
    errors?: unknown;
    error?: unknown;
    code?: unknown;
  };
  if (Array.isArray(data.errors))
    return { ok: false, kind: "invalid", errors: data.errors as FieldError[] };
  const message = typeof data.error === "string" && data.error !== "" ? data.error : undefined;
  if (response.status === 409 && data.code === "project_full")
    return { ok: false, kind: "full", message };
  return { ok: false, kind: "refused", message };
}

/** A registration's status: "not_found" when there is none, undefined when unreachable. */
async function fetchStatusAt(
  url: string,
): Promise<RegistrationStatusView | "not_found" | undefined> {
  try {
    const response = await fetch(url, { headers: { Accept: "application/json" } });
    if (response.status === 404) return "not_found";
    return response.ok ? ((await response.json()) as RegistrationStatusView) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A registration's status by its reference: for the pay link emailed once a guardian
 * consented, and the banner that follows a Razorpay payment.
 */
export function fetchStatus(
  reference: string,
): Promise<RegistrationStatusView | "not_found" | undefined> {
  return fetchStatusAt(`/api/registrations/${encodeURIComponent(reference)}`);
}

/** Starts the payment of a registration a guardian consented to; answers as register does. */
export function startPayment(reference: string, paymentMethod: PaymentMethod): Promise<PostResult> {
  return postJson(`/api/registrations/${encodeURIComponent(reference)}/payment`, {
    paymentMethod,
  });
}

export function submitUpiTransaction(reference: string, utr: string): Promise<PostResult> {
  return postJson(`/api/registrations/${encodeURIComponent(reference)}/upi`, { utr });
}

/** The registration paid (or not) by this PaymentIntent. */
export function fetchStatusByPaymentIntent(
  intentId: string,
): Promise<RegistrationStatusView | "not_found" | undefined> {
  return fetchStatusAt(`/api/registrations/by-payment-intent/${encodeURIComponent(intentId)}`);
}

/**
 * Hands the server what Razorpay Checkout's success handler got; the server checks its
 * signature before it answers the registration's status (checkoutVerified).
 */
export function confirmRazorpayPayment(
  reference: string,
  answer: RazorpayPaymentInput,
): Promise<PostResult> {
  return postJson(`/api/registrations/${encodeURIComponent(reference)}/razorpay`, answer);
}
