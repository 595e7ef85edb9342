import express, { Router } from "express";
import Stripe from "stripe";
import type { Config } from "../config";
import type { Logger } from "../logger";
import type { Services } from "../services";

/**
 * POST /api/stripe/webhook: the only way a card payment is fulfilled. The signature is
 * checked against the body exactly as it arrived (so the raw body, before any JSON parser);
 * an event is applied once however often Stripe delivers it.
 */
export function stripeWebhookRoutes({
  config,
  services,
  logger,
}: {
  config: Config;
  services: Services;
  logger: Logger;
}): Router {
  const router = Router();
  router.post(
    "/stripe/webhook",
    express.raw({ type: () => true, limit: "512kb" }),
    async (req, res) => {
      if (!config.stripe) {
        res.status(404).json({ error: "Card payments are not configured on this site." });
        return;
      }
      const signature = req.get("Stripe-Signature");
      const body: unknown = req.body;
      let event: Stripe.Event;
      try {
        if (!signature || !Buffer.isBuffer(body)) throw new Error("no signature or body");
        event = Stripe.webhooks.constructEvent(body, signature, config.stripe.webhookSecret);
      } catch (error) {
        logger.warn({ err: error, reqId: req.id }, "Stripe webhook refused: bad signature");
        res.status(400).json({ error: "The webhook signature could not be verified." });
        return;
      }
      const outcome = await services.registrations.handleStripeEvent(event);
      logger.info({ event: event.id, type: event.type, outcome }, "Stripe event");
      res.json({ received: true, duplicate: outcome === "duplicate" });
    },
  );
  return router;
}
