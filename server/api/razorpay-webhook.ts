import express, { Router } from "express";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { isWebhookSignatureValid } from "../payments/razorpay/client";
import type { Services } from "../services";

/** Razorpay's event ids (X-Razorpay-Event-Id): anything else is not a delivery of theirs. */
const eventIdShape = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * POST /api/razorpay/webhook: the only way a Razorpay payment is fulfilled. The signature
 * (X-Razorpay-Signature) is checked against the body exactly as it arrived, so the raw body,
 * before any JSON parser; an event is applied once however often Razorpay delivers it, told
 * apart by its X-Razorpay-Event-Id.
 */
export function razorpayWebhookRoutes({
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
    "/razorpay/webhook",
    express.raw({ type: () => true, limit: "512kb" }),
    async (req, res) => {
      if (!config.razorpay) {
        res.status(404).json({ error: "Razorpay payments are not configured on this site." });
        return;
      }
      const signature = req.get("X-Razorpay-Signature");
      const body: unknown = req.body;
      if (
        !signature ||
        !Buffer.isBuffer(body) ||
        !isWebhookSignatureValid(config.razorpay.webhookSecret, body, signature)
      ) {
        logger.warn({ reqId: req.id }, "Razorpay webhook refused: bad signature");
        res.status(400).json({ error: "The webhook signature could not be verified." });
        return;
      }
      const eventId = req.get("X-Razorpay-Event-Id");
      if (!eventId || !eventIdShape.test(eventId)) {
        logger.warn({ reqId: req.id }, "Razorpay webhook refused: no event id");
        res.status(400).json({ error: "The webhook has no event id." });
        return;
      }
      let event: unknown;
      try {
        event = JSON.parse(body.toString("utf8"));
      } catch {
        res.status(400).json({ error: "The webhook body is not JSON." });
        return;
      }
      const outcome = await services.registrations.handleRazorpayEvent(eventId, event);
      logger.info({ event: eventId, outcome }, "Razorpay event");
      res.json({ received: true, duplicate: outcome === "duplicate" });
    },
  );
  return router;
}
