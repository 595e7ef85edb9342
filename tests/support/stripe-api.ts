import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the part of Stripe's API the site calls, speaking Stripe's protocol
 * (form-encoded requests with bracketed keys, JSON answers, Stripe's error shape,
 * Idempotency-Key replays), so the real `stripe` SDK runs unchanged against it.
 */

export interface PaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  livemode: false;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface StripeErrorAnswer {
  status: number;
  type: string;
  message: string;
}

/** `metadata[registration_id]=x` → `{ metadata: { registration_id: "x" } }`, as Stripe reads it. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const [head = key, ...rest] = key.split(/\[|\]\[|\]$/).filter(Boolean);
    let target = result;
    let name = head;
    for (const part of rest) {
      target = (target[name] ??= {}) as Record<string, unknown>;
      name = part;
    }
    target[name] = value;
  }
  return result;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export class StripeApiStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, PaymentIntent>();
  /** Refunds created, oldest first. */
  readonly refunds: { id: string; payment_intent: string; amount: number; status: string }[] = [];
  private readonly replays = new Map<string, { status: number; body: string }>();
  private failure: StripeErrorAnswer | undefined;
  private refundDelayMs = 0;
  private server: http.Server | undefined;

  async start(port = 0): Promise<this> {
    const server = http.createServer((req, res) => {
      let text = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (text += chunk));
      req.on("end", () => {
        const refunding = req.method === "POST" && req.url === "/v1/refunds";
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

  /** Every following request fails with this Stripe error, until `failWith(undefined)`. */
  failWith(error: StripeErrorAnswer | undefined): void {
    this.failure = error;
  }

  /** Refund requests are answered this much later, as a slow gateway would (0: at once). */
  delayRefunds(ms: number): void {
    this.refundDelayMs = ms;
  }

  /** Creation requests received, newest last. */
  get created(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");
  }

  /** Moves an intent on, as confirming it in the browser would. */
  settle(intentId: string, status: "succeeded" | "requires_payment_method" | "canceled"): void {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no PaymentIntent ${intentId}`);
    intent.status = status;
    intent.amount_received = status === "succeeded" ? intent.amount : 0;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private answer(req: http.IncomingMessage, text: string, res: http.ServerResponse): void {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    this.requests.push({
      method: req.method ?? "GET",
      path: url.pathname,
      idempotencyKey,
      authorization: req.headers.authorization,
      body: parseStripeForm(text),
    });
    const send = (status: number, body: unknown) => {
      const json = JSON.stringify(body);
      if (idempotencyKey && req.method === "POST")
        this.replays.set(idempotencyKey, { status, body: json });
      res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
      res.end(json);
    };

    if (url.pathname === "/health") return send(200, { ok: true });
    if (!req.headers.authorization?.startsWith("Bearer sk_")) {
      return send(401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    }
    if (this.failure) {
      const { status, type, message } = this.failure;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { type, message } }));
      return;
    }
    const replay = idempotencyKey ? this.replays.get(idempotencyKey) : undefined;
    if (replay && req.method === "POST") {
      res.writeHead(replay.status, {
        "content-type": "application/json",
        "idempotent-replayed": "true",
      });
      res.end(replay.body);
      return;
    }

    if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
      const body = parseStripeForm(text) as {
        amount?: string;
        currency?: string;
        description?: string;
        receipt_email?: string;
        metadata?: Record<string, string>;
        automatic_payment_methods?: { enabled?: string };
      };
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1 || !body.currency) {
        return send(400, {
          error: { type: "invalid_request_error", message: "Missing required param: amount." },
        });
      }
      const intentId = id("pi");
      const intent: PaymentIntent = {
        id: intentId,
        object: "payment_intent",
        amount,
        amount_received: 0,
        currency: body.currency,
        status: "requires_payment_method",
        client_secret: `${intentId}_secret_${randomBytes(12).toString("hex")}`,
        description: body.description ?? null,
        receipt_email: body.receipt_email ?? null,
        metadata: body.metadata ?? {},
        automatic_payment_methods: body.automatic_payment_methods
          ? { enabled: body.automatic_payment_methods.enabled === "true" }
          : null,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      this.intents.set(intentId, intent);
      return send(200, intent);
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const body = parseStripeForm(text) as {
        payment_intent?: string;
        reason?: string;
        metadata?: Record<string, string>;
      };
      const intent = body.payment_intent ? this.intents.get(body.payment_intent) : undefined;
      if (!intent || intent.status !== "succeeded") {
        return send(400, {
          error: {
            type: "invalid_request_error",
            message: `PaymentIntent ${body.payment_intent ?? ""} has no successful charge to refund.`,
          },
        });
      }
      const refund = {
        id: id("re"),
        object: "refund",
        amount: intent.amount_received,
        currency: intent.currency,
        payment_intent: intent.id,
        reason: body.reason ?? null,
        metadata: body.metadata ?? {},
        // As in test mode: a card refund is pending until the bank confirms it (the
        // charge.refunded webhook).
        status: "pending",
        created: Math.floor(Date.now() / 1000),
      };
      this.refunds.push(refund);
      return send(200, refund);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && match) {
      const intent = this.intents.get(decodeURIComponent(match[1]!));
      if (intent) return send(200, intent);
      return send(404, {
        error: {
          type: "invalid_request_error",
          message: `No such payment_intent: '${match[1]}'`,
        },
      });
    }
    send(404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
      },
    });
  }
}
