import express, { Router } from "express";
import type { Logger } from "../logger";
import type { Metrics } from "../metrics/metrics";
import type { Verification } from "../payments/gateway";
import type { Services } from "../services";

/** A gateway's event is a few kilobytes: room for the largest, nothing near a flood. */
export const webhookBodyLimitBytes = 512 * 1024;

/**
 * POST /api/<method>/webhook for every gateway with signed events (Stripe's, Razorpay's):
 * the only way a payment through them is fulfilled. The signature is checked against the
 * body exactly as it arrived, so the raw body, before any JSON parser; an event is applied
 * once however often the gateway delivers it. Each gateway supplies only its verification
 * and reading (server/payments/<method>/events.ts); the answers are the same for all.
 */
export function paymentWebhookRoutes({
  services,
  logger,
  metrics,
}: {
  services: Services;
  logger: Logger;
  metrics: Pick<Metrics, "webhookRefused">;
}): Router {
  const router = Router();
  for (const gateway of services.payments.having("events")) {
    const { name, events } = gateway;
    router.post(
      `/${gateway.method}/webhook`,
      express.raw({ type: () => true, limit: webhookBodyLimitBytes }),
      async (req, res) => {
        if (!gateway.available) {
          metrics.webhookRefused(gateway.method, "not_configured");
          res.status(404).json({ error: events.notConfigured });
          return;
        }
        const body: unknown = req.body;
        const verification: Verification = Buffer.isBuffer(body)
          ? events.verify({ body, header: (header) => req.get(header) })
          : { kind: "bad_signature" };
        if (verification.kind !== "verified")
          metrics.webhookRefused(gateway.method, verification.kind);
        if (verification.kind === "bad_signature") {
          logger.warn(
            { err: verification.error, reqId: req.id },
            `${name} webhook refused: bad signature`,
          );
          res.status(400).json({ error: "The webhook signature could not be verified." });
          return;
        }
        if (verification.kind === "malformed") {
          if (verification.log) {
            logger.warn({ reqId: req.id }, `${name} webhook refused: ${verification.log}`);
          }
          res.status(400).json({ error: verification.answer });
          return;
        }
        const { event } = verification;
        const outcome = await services.registrations.acceptEvent(gateway, event);
        logger.info({ event: event.id, type: event.type, outcome }, `${name} event`);
        res.json({ received: true, duplicate: outcome === "duplicate" });
      },
    );
  }
  return router;
}
