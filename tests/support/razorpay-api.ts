import { randomInt } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the part of Razorpay's API the site calls (orders, payments,
 * refunds), speaking Razorpay's protocol: HTTP Basic auth with the key id and secret, JSON
 * bodies, `collection` lists and Razorpay's error shape. The real `razorpay` SDK runs
 * unchanged against it (RAZORPAY_API_URL). It also plays the student's side: `pay` is what
 * paying in Checkout does to an order.
 */

export interface RazorpayOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  method: string;
  amount_refunded: number;
  refund_status: "partial" | "full" | null;
  captured: boolean;
  description: string | null;
  email: string;
  contact: string;
  notes: Record<string, string>;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  status: "pending" | "processed" | "failed";
  speed_requested: string;
  created_at: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  /** X-Refund-Idempotency, on a refund. */
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

export interface RazorpayErrorAnswer {
  status: number;
  description: string;
}

/** The key id and secret the stand-in accepts, as Razorpay's test mode issues them. */
export const standInKeyId = "rzp_test_StandInKey0001";
export const standInKeySecret = "standInKeySecret0123456789";

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Razorpay's ids: a prefix and 14 letters or digits. */
export const razorpayId = (prefix: string) =>
  `${prefix}_${Array.from({ length: 14 }, () => alphabet[randomInt(alphabet.length)]).join("")}`;

const now = () => Math.floor(Date.now() / 1000);

export class RazorpayApiStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly orders = new Map<string, RazorpayOrder>();
  readonly payments = new Map<string, RazorpayPayment>();
  /** Refunds created, oldest first. */
  readonly refunds: RazorpayRefund[] = [];
  /** The refund made under each X-Refund-Idempotency key: the same key answers with it again. */
  private readonly refundsByKey = new Map<string, RazorpayRefund>();
  private failure: RazorpayErrorAnswer | undefined;
  private refundDelayMs = 0;
  private server: http.Server | undefined;

  async start(port = 0): Promise<this> {
    const server = http.createServer((req, res) => {
      let text = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (text += chunk));
      req.on("end", () => {
        const refunding = req.method === "POST" && /\/refund$/.test(req.url ?? "");
        setTimeout(() => this.answer(req, text, res), refunding ? this.refundDelayMs : 0);
      });
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    this.server = server;
    return this;
  }

  get url(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Every following API call fails with this answer, until `failWith(undefined)`. */
  failWith(error: RazorpayErrorAnswer | undefined): void {
    this.failure = error;
  }

  /** Refund requests are answered this much later, as a slow gateway would (0: at once). */
  delayRefunds(ms: number): void {
    this.refundDelayMs = ms;
  }

  /** Order creations received, newest last. */
  get created(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === "POST" && r.path === "/v1/orders");
  }

  /** The order created with this receipt (our registration reference). */
  orderFor(receipt: string): RazorpayOrder | undefined {
    return [...this.orders.values()].find((order) => order.receipt === receipt);
  }

  /**
   * What paying in Checkout does: a payment of the order, captured at once (the account's
   * auto-capture setting), or failed. `amount` and `currency` default to the order's.
   */
  pay(
    orderId: string,
    {
      status = "captured",
      amount,
      currency,
      method = "upi",
    }: {
      status?: "captured" | "failed" | "authorized";
      amount?: number;
      currency?: string;
      method?: string;
    } = {},
  ): RazorpayPayment {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const payment: RazorpayPayment = {
      id: razorpayId("pay"),
      entity: "payment",
      amount: amount ?? order.amount,
      currency: currency ?? order.currency,
      status,
      order_id: order.id,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: status === "captured",
      description: null,
      email: "student@example.com",
      contact: "+919848022338",
      notes: order.notes,
      error_code: status === "failed" ? "BAD_REQUEST_ERROR" : null,
      error_description: status === "failed" ? "Payment was declined by the bank." : null,
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    if (status === "captured") {
      order.amount_paid = payment.amount;
      order.amount_due = Math.max(0, order.amount - payment.amount);
      order.status = "paid";
    } else {
      order.status = "attempted";
    }
    return payment;
  }

  private answer(req: http.IncomingMessage, text: string, res: http.ServerResponse): void {
    const url = new URL(req.url ?? "/", "http://stand-in");
    let body: Record<string, unknown>;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = {};
    }
    const idempotencyKey = req.headers["x-refund-idempotency"] as string | undefined;
    this.requests.push({
      method: req.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
      idempotencyKey,
      body,
    });
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer));
    };
    const refuse = (status: number, description: string, field?: string) =>
      send(status, {
        error: {
          code: "BAD_REQUEST_ERROR",
          description,
          source: "business",
          step: "payment_initiation",
          reason: "input_validation_failed",
          metadata: {},
          ...(field && { field }),
        },
      });

    if (url.pathname === "/health") return send(200, { ok: true });
    // The student's side, for the browser's Checkout stand-in: not part of Razorpay's API.
    const paying = /^\/__pay\/([^/]+)$/.exec(url.pathname);
    if (req.method === "POST" && paying) {
      const order = this.orders.get(paying[1]!);
      if (!order) return refuse(400, "The id provided does not exist");
      const payment = this.pay(order.id, body);
      return send(200, { payment, order });
    }
    const expected = `Basic ${Buffer.from(`${standInKeyId}:${standInKeySecret}`).toString("base64")}`;
    if (req.headers.authorization !== expected) {
      return refuse(401, "Authentication failed");
    }
    if (this.failure) return refuse(this.failure.status, this.failure.description);

    const collection = <T>(items: T[]) => ({ entity: "collection", count: items.length, items });
    const path = url.pathname;
    let match: RegExpExecArray | null;

    if (req.method === "POST" && path === "/v1/orders") {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100) {
        return refuse(400, "The amount must be atleast INR 1.00", "amount");
      }
      const receipt = typeof body.receipt === "string" ? body.receipt : null;
      if (receipt && receipt.length > 40) {
        return refuse(400, "receipt: the length must be no more than 40.", "receipt");
      }
      const order: RazorpayOrder = {
        id: razorpayId("order"),
        entity: "order",
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: typeof body.currency === "string" ? body.currency : "INR",
        receipt,
        status: "created",
        attempts: 0,
        notes: (body.notes as Record<string, string> | undefined) ?? {},
        created_at: now(),
      };
      this.orders.set(order.id, order);
      return send(200, order);
    }
    if (req.method === "GET" && path === "/v1/orders") {
      const receipt = url.searchParams.get("receipt");
      const items = [...this.orders.values()]
        .filter((order) => !receipt || order.receipt === receipt)
        .reverse();
      return send(200, collection(items));
    }
    if (req.method === "GET" && (match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path))) {
      const order = this.orders.get(match[1]!);
      if (!order) return refuse(400, "The id provided does not exist");
      const items = [...this.payments.values()].filter((p) => p.order_id === order.id).reverse();
      return send(200, collection(items));
    }
    if (req.method === "GET" && (match = /^\/v1\/orders\/([^/]+)$/.exec(path))) {
      const order = this.orders.get(match[1]!);
      return order ? send(200, order) : refuse(400, "The id provided does not exist");
    }
    if (req.method === "GET" && (match = /^\/v1\/payments\/([^/]+)$/.exec(path))) {
      const payment = this.payments.get(match[1]!);
      return payment ? send(200, payment) : refuse(400, "The id provided does not exist");
    }
    if (req.method === "GET" && (match = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path))) {
      const items = this.refunds.filter((refund) => refund.payment_id === match![1]).reverse();
      return send(200, collection(items));
    }
    if (req.method === "POST" && (match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path))) {
      const payment = this.payments.get(match[1]!);
      if (!payment) return refuse(400, "The id provided does not exist");
      const made = idempotencyKey ? this.refundsByKey.get(idempotencyKey) : undefined;
      if (made) return send(200, made);
      const amount =
        body.amount === undefined ? payment.amount - payment.amount_refunded : Number(body.amount);
      if (payment.status !== "captured" && payment.status !== "refunded") {
        return refuse(400, "Only captured payments can be refunded");
      }
      if (payment.amount_refunded + amount > payment.amount || amount < 1) {
        return refuse(400, "The refund amount provided is greater than amount captured", "amount");
      }
      payment.amount_refunded += amount;
      payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
      if (payment.refund_status === "full") payment.status = "refunded";
      const refund: RazorpayRefund = {
        id: razorpayId("rfnd"),
        entity: "refund",
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        notes: (body.notes as Record<string, string> | undefined) ?? {},
        receipt: typeof body.receipt === "string" ? body.receipt : null,
        // As in Razorpay: a normal-speed refund is processed later (refund.processed).
        status: "pending",
        speed_requested: typeof body.speed === "string" ? body.speed : "normal",
        created_at: now(),
      };
      this.refunds.push(refund);
      if (idempotencyKey) this.refundsByKey.set(idempotencyKey, refund);
      return send(200, refund);
    }
    refuse(400, `The requested URL was not found on the server. (${req.method} ${path})`);
  }
}
