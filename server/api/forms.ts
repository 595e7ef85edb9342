import { randomUUID } from "node:crypto";
import { Router, type Request, type Response } from "express";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { bookingSchema } from "../../app/schemas/booking";
import { contactSchema } from "../../app/schemas/contact";
import { newsletterSchema } from "../../app/schemas/newsletter";
import { rateLimited } from "../http/rate-limit";
import type { Logger } from "../logger";
import type { Services } from "../services";
import { ApiError } from "./errors";
import { isFromBot, validBody } from "./validation";

export const tooManySubmissions =
  "Too many submissions from your network. Please wait a minute and try again.";

/** A retry key chosen by the client: printable ASCII, as Stripe and the IETF draft use it. */
function idempotencyKey(req: Request): string | undefined {
  const key = req.get("Idempotency-Key");
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new ApiError(400, "The Idempotency-Key header must be 1 to 255 printable characters.");
  }
  return key;
}

/**
 * The public forms: contact, booking and newsletter. Each checks the body with the form's
 * own schema, stores it with its emails, and answers 201. Bots that fill the hidden field
 * get the same answer and nothing is stored.
 */
export function formRoutes({
  services,
  limiter,
  logger,
}: {
  services: Services;
  limiter: RateLimiterAbstract;
  logger: Logger;
}): Router {
  const router = Router();
  const limit = rateLimited(limiter, tooManySubmissions);
  const dropped = (req: Request, res: Response, form: string) => {
    logger.info({ reqId: req.id, form }, "submission dropped: the hidden field was filled in");
    res.status(201).json({ id: randomUUID(), status: "received" });
  };

  router.post("/bookings", limit, async (req, res) => {
    const input = validBody(req, bookingSchema);
    if (isFromBot(input)) return dropped(req, res, "booking");
    const { id, replayed } = await services.bookings.create(input, idempotencyKey(req));
    if (replayed) res.setHeader("Idempotent-Replayed", "true");
    res.status(201).json({ id, status: "received" });
  });

  router.post("/contact", limit, async (req, res) => {
    const input = validBody(req, contactSchema);
    if (isFromBot(input)) return dropped(req, res, "contact");
    const { id } = await services.contactMessages.create(input);
    res.status(201).json({ id, status: "received" });
  });

  router.post("/newsletter", limit, async (req, res) => {
    const input = validBody(req, newsletterSchema);
    if (isFromBot(input)) return dropped(req, res, "newsletter");
    await services.newsletter.subscribe(input);
    // The same answer whether or not the address was already on the list: it tells
    // nobody who subscribes.
    res.status(201).json({ status: "subscribed" });
  });

  return router;
}
