import type { Kysely } from "kysely";
import type { z } from "zod/mini";
import type { PaymentMethod, RegisterAnswer } from "#shared/domain/registrations";
import type { DatabaseSchema } from "../db/schema";
import type { Logger } from "../logger";
import { ServiceRefusal } from "../services/errors";
import type { Registration } from "../services/registrations/records";
import type { GatewayIdColumn, GatewayIds } from "./gateway-ids";

/**
 * The one contract every way to pay implements (decision 0029; pretix's BasePaymentProvider
 * is the model). A gateway talks to the outside world: its API, its signatures, its
 * events. What that means for a registration (paid, failed, refunded, flagged) is decided
 * by the registration service from what the gateway reports, never by the gateway.
 * What a gateway cannot do is absent (an optional member), never a silent no-op.
 */
export interface PaymentGateway {
  readonly method: PaymentMethod;
  /** How logs and staff name it: "Stripe". */
  readonly name: string;
  /** How a status note names a payment made through it: "card payment". */
  readonly paymentName: string;
  /** Whether this site configured it. */
  readonly available: boolean;
  /** What a student who chose it is told while it is not configured. */
  readonly unavailable: string;
  /**
   * Opens the payment of an order, or finds the one already open for it, and says what the
   * student's browser needs to pay. Refuses with `unavailable` while not configured.
   */
  start(order: PaymentOrder): Promise<PaymentStep>;
  /** What the student's browser reports after paying, checked; it never makes an order paid. */
  readonly report?: BrowserReport;
  /** Signed events (webhooks), each applied once. */
  readonly events?: SignedEvents;
  /** How a payment received through it goes back. */
  readonly refund: GatewayRefund | ManualRefund;
  /** Asks the gateway about orders whose outcome never arrived. */
  readonly reconciliation?: Reconciliation;
  /** Finds an order by the gateway's own id, for the page a payment returns to. */
  readonly statusLookup?: StatusLookup;
}

/** The members a gateway may lack. */
export type Capability = "report" | "events" | "reconciliation" | "statusLookup";

/** A gateway that has `K`. */
export type With<K extends Capability> = PaymentGateway & Required<Pick<PaymentGateway, K>>;

/**
 * What one payment pays for. Today always one registration; a college paying for its
 * students will be one order of several, and a bank transfer staff record is matched to an
 * order by its reference.
 */
export interface PaymentOrder {
  /** Our key for it at the gateway (metadata, idempotency keys): its registration's id today. */
  id: string;
  /** What the student, the gateway's dashboard and the bank statement read. */
  reference: string;
  /** The registrations it pays for: one today. */
  registrations: readonly [Registration, ...Registration[]];
  amountPaise: number;
  /** What is paid for, as the gateway's page shows it. */
  title: string;
  payer: { name: string; email: string; phone: string };
  /** What the gateway keeps with the payment so an event finds the order again. */
  notes: Readonly<Record<string, string>>;
  /** The gateway ids kept for it so far. */
  kept: Readonly<Record<GatewayIdColumn, string | null>>;
}

/** How a gateway finds the order it is told about. */
export interface OrderLookup {
  byReference(reference: string): Promise<PaymentOrder | undefined>;
  byRegistrationId(id: string): Promise<PaymentOrder | undefined>;
  byGatewayId(column: GatewayIdColumn, id: string): Promise<PaymentOrder | undefined>;
}

type WithoutReference<T> = T extends unknown ? Omit<T, "reference"> : never;

/** What the browser needs to pay: a card's client secret, UPI's link, Razorpay's order. */
export type PaymentStep = WithoutReference<Exclude<RegisterAnswer, { awaitingGuardian: unknown }>>;

/** POST /api/registrations/:reference/<method>: what the browser says happened. */
export interface BrowserReport<Input = unknown> {
  /** The form's own schema: a body it refuses is answered as any invalid form is. */
  readonly schema: z.ZodMiniType<Input>;
  check(reference: string, input: Input, orders: OrderLookup): Promise<Reported>;
}

export type Reported =
  /** The gateway has the money: its signed event will make the order paid. */
  | { kind: "taken"; order: PaymentOrder; ids: GatewayIds }
  /** Someone says they paid outside the site: staff look for this reference and decide. */
  | { kind: "claimed"; transactionReference: string };

/** POST /api/<method>/webhook. */
export interface SignedEvents {
  /** Answered with 404 while the gateway is not configured. */
  readonly notConfigured: string;
  /** The signature checked against the body exactly as it arrived. */
  verify(delivery: Delivery): Verification;
}

export interface Delivery {
  body: Buffer;
  header: (name: string) => string | undefined;
}

export type Verification =
  | { kind: "verified"; event: SignedEvent }
  | { kind: "bad_signature"; error?: unknown }
  /** Signed, but not an event we can take: `answer` is told to the gateway (400). */
  | { kind: "malformed"; answer: string; log?: string };

export interface SignedEvent {
  /** Unique across gateways: an event whose id is already recorded changes nothing. */
  id: string;
  type?: string;
  read(orders: OrderLookup): Promise<PaymentEvent>;
}

/** What an event says happened, and to which order, as the gateway reads it. */
export interface PaymentEvent {
  type: string;
  /** The gateway's payment (a Stripe PaymentIntent, a Razorpay payment), if it names one. */
  paymentId: string | null;
  /** For an event id outside the signature: what the signed body is about (decision 0026). */
  payloadKey?: string | null;
  order: PaymentOrder | undefined;
  happened: Happening;
}

export type Happening =
  | { kind: "nothing" }
  | {
      kind: "received";
      ids: GatewayIds;
      /** Not the order's amount in rupees: never paid, only noted (and audited if `audited`). */
      mismatch?: { note: string; audited: boolean };
    }
  /** `orderStaysOpen`: the student may try again on the same order, so it is not failed. */
  | { kind: "failed"; note: string; orderStaysOpen: boolean }
  /** The whole payment went back; `refundId` is kept if no refund reference is yet. */
  | { kind: "refunded"; refundId: string | null }
  | { kind: "refund_failed"; note: string };

/** A refund the gateway makes through its API. */
export interface GatewayRefund {
  kind: "gateway";
  /**
   * Refuses at once when this order's payment cannot be refunded through it (not configured,
   * no payment kept); else the refund to ask for once the press has claimed the order. The
   * refund is idempotent per order: asked for again, it is the same refund.
   */
  prepare(order: PaymentOrder): () => Promise<{ id: string }>;
}

/** Staff send the money back themselves and give the refund's reference. */
export interface ManualRefund {
  kind: "manual";
}

/** The safety net for events that never came, run by staff. */
export interface Reconciliation {
  /** Answered while the gateway is not configured. */
  readonly notConfigured: string;
  /** Registrations paid through it still unsettled here after their hold, latest first. */
  unsettled(now: Date, limit: number): Promise<string[]>;
  check(order: PaymentOrder): Promise<Finding>;
}

export type Finding =
  | { kind: "paid"; paymentId: string; ids: GatewayIds }
  | { kind: "wrong_amount"; note: string }
  | { kind: "unpaid" }
  /** The gateway holds nothing for this order: nothing to ask. */
  | { kind: "untracked" };

/** GET /api/registrations/<path>/:id, not rate-limited: the id cannot be guessed. */
export interface StatusLookup {
  path: string;
  pattern: RegExp;
  column: GatewayIdColumn;
}

/**
 * What every gateway is built with besides its settings: the database, where it keeps its
 * ids for an order, and the log.
 */
export interface GatewayDependencies {
  db: Kysely<DatabaseSchema>;
  logger: Logger;
}

/** A gateway's settings, or the refusal its callers get while this site has not configured it. */
export function configured<T>(settings: T | undefined, refusal: string): T {
  if (settings === undefined) throw new ServiceRefusal("unavailable", refusal);
  return settings;
}
