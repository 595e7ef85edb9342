import { randomUUID } from "node:crypto";
import { Router, type Request, type RequestHandler, type Response } from "express";
import type { z } from "zod/mini";
import { bookingSchema } from "#shared/schemas/booking";
import { contactSchema } from "#shared/schemas/contact";
import { newsletterSchema } from "#shared/schemas/newsletter";
import type { Logger } from "../logger";
import type { Services } from "../services";
import { ApiError } from "./errors";
import { isFromBot, validBody } from "./validation";

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
  limit,
  logger,
}: {
  services: Services;
  /** The public forms' rate limit, shared with the registration dialog. */
  limit: RequestHandler;
  logger: Logger;
}): Router {
  const router = Router();

  /**
   * A form's endpoint: the body checked with the form's schema, then stored, answering 201
   * with what `store` returns. A bot that filled the hidden field gets an answer of the
   * same shape (`decoy`) and nothing is stored, so it cannot tell.
   */
  const formEndpoint =
    <Schema extends z.ZodMiniType<object>>(
      form: string,
      schema: Schema,
      store: (input: z.output<Schema>, req: Request, res: Response) => Promise<object>,
      decoy: () => object,
    ) =>
    async (req: Request, res: Response) => {
      const input = validBody(req, schema);
      if (isFromBot(input)) {
        logger.info({ reqId: req.id, form }, "submission dropped: the hidden field was filled in");
        res.status(201).json(decoy());
        return;
      }
      res.status(201).json(await store(input, req, res));
    };
  const received = (id: string) => ({ id, status: "received" });

  router.post(
    "/bookings",
    limit,
    formEndpoint(
      "booking",
      bookingSchema,
      async (input, req, res) => {
        const { id, replayed } = await services.bookings.create(input, idempotencyKey(req));
        if (replayed) res.setHeader("Idempotent-Replayed", "true");
        return received(id);
      },
      () => received(randomUUID()),
    ),
  );

  router.post(
    "/contact",
    limit,
    formEndpoint(
      "contact",
      contactSchema,
      async (input) => received((await services.contactMessages.create(input)).id),
      () => received(randomUUID()),
    ),
  );

  // The same answer whether or not the address was already on the list: it tells nobody
  // who subscribes.
  const subscribed = () => ({ status: "subscribed" });
  router.post(
    "/newsletter",
    limit,
    formEndpoint(
      "newsletter",
      newsletterSchema,
      async (input) => {
        await services.newsletter.subscribe(input);
        return subscribed();
      },
      subscribed,
    ),
  );

  return router;
}
