import type { Generated } from "kysely";
import type { PaymentMethod, RegistrationStatus } from "#shared/domain/registrations";
import type { Consent, Timestamps } from "./columns";

/** Project registrations and the payment events applied to them. */

export interface RegistrationsTable extends Consent, Timestamps {
  id: string;
  /** Short, human-readable, quoted by students and used as the UPI transaction note. */
  reference: string;
  project_id: string;
  name: string;
  email: string;
  phone: string;
  college: string;
  section: string;
  year: string;
  payment_method: PaymentMethod;
  amount_paise: number;
  currency: string;
  status: RegistrationStatus;
  stripe_payment_intent_id: string | null;
  /** The student's 12-digit UPI transaction reference, once handed in. */
  upi_utr: string | null;
  upi_submitted_at: string | null;
  paid_at: string | null;
  /** When its money went back: set by the status change to refunded. */
  refunded_at: string | null;
  /** 1 when the student said they are under 18: a guardian must consent before we confirm. */
  under_18: Generated<number>;
  /** Why a payment failed or was refused, for the student and staff. */
  status_note: string | null;
  /** 1 while this registration counts one of its project's seats (decision 0016). */
  seat_held: Generated<number>;
  /** When an unpaid hold lapses; null once paid or released. */
  hold_expires_at: string | null;
  /** The Stripe refund's id, or the UPI refund's reference staff typed. */
  refund_reference: string | null;
  /** A student under 18: the parent or guardian who must consent before anything is charged. */
  guardian_name: string | null;
  guardian_email: string | null;
  /** SHA-256 of the guardian's emailed consent link's token, until it is used or lapses. */
  guardian_token_hash: string | null;
  guardian_consent_expires_at: string | null;
  /** The proof of the guardian's consent: when, and from which client address. */
  guardian_consented_at: string | null;
  guardian_consent_ip: string | null;
  /** Set when the student was erased and only the payment record stays: why it stays. */
  retained_reason: string | null;
  /** The Razorpay order this registration is paid through: one, reused on every retry. */
  razorpay_order_id: string | null;
  /** The Razorpay payment that paid it, from the signed checkout answer or the webhook. */
  razorpay_payment_id: string | null;
  /**
   * When the checkout's success handler brought a correctly signed answer: the student has
   * paid, and the webhook that makes it paid is on its way.
   */
  checkout_verified_at: string | null;
  /**
   * While a staff press is asking the gateway for this registration's refund: when it
   * claimed it. Other presses are refused until it is done or the claim lapses.
   */
  refund_claimed_at: string | null;
  /** The network (client address, or IPv6 /64) the UTR was handed in from (decision 0024). */
  upi_network: string | null;
  /**
   * 1 when the UTR handed in was given the long hold (SEAT_HOLD_UPI_HOURS) while staff verify
   * it: what the cap on such holds counts.
   */
  upi_seat_until_verified: Generated<number>;
}

/** Stripe events already processed: a replayed or duplicate delivery changes nothing. */
export interface PaymentEventsTable {
  id: string;
  type: string;
  payment_intent_id: string | null;
  registration_id: string | null;
  received_at: string;
  /**
   * A Razorpay event's type and the payment or refund its signed body names: unique, so a
   * redelivery under another (unsigned) event id is applied once. Null for Stripe's events.
   */
  payload_key: string | null;
}
