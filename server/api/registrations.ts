import { Router } from "express";
import { paymentStartSchema, registrationSchema } from "#shared/schemas/registration";
import type { PaymentOptions } from "#shared/domain/registrations";
import { authHeaders, clientAddress } from "../auth/auth";
import type { Config } from "../config";
import { clientNetwork } from "../http/client-network";
import type { SiteRateLimits } from "../http/rate-limit";
import { registrationReferencePattern } from "../payments/reference";
import type { Services } from "../services";
import { registrationMessages } from "../services/registrations";
import { ApiError } from "./errors";
import { validBody } from "./validation";

/**
 * Project registration (POST /api/register, the specification's call) and what the
 * registration dialog and the /projects page need around it: which payment methods are
 * on, what the browser reports after paying (a UPI transaction reference, Razorpay
 * Checkout's signed answer: each gateway's own), and a registration's status.
 */
export function registrationRoutes({
  config,
  services,
  limits,
}: {
  config: Config;
  services: Services;
  limits: Pick<SiteRateLimits, "forms" | "statusLookups">;
}): Router {
  const router = Router();
  const { registrations, payments } = services;

  router.get("/payments/options", (_req, res) => {
    res.json({
      ...registrations.paymentOptions(),
      returnUrl: `${config.siteUrl.origin}/projects?success=true`,
    } satisfies PaymentOptions);
  });

  router.post("/register", limits.forms, async (req, res) => {
    const outcome = await registrations.register(
      validBody(req, registrationSchema),
      await services.accounts.confirmedEmail(authHeaders(req)),
    );
    res.status(201).json(outcome);
  });

  const reference = (value: unknown): string => {
    const text = typeof value === "string" ? value.toUpperCase() : "";
    if (!registrationReferencePattern.test(text)) {
      throw new ApiError(404, registrationMessages.notFound);
    }
    return text;
  };

  // Not rate-limited: a gateway's id (a Stripe PaymentIntent's) cannot be guessed, and the
  // /projects banner polls it while a payment settles (students behind one campus address
  // would share a limit).
  for (const { statusLookup: lookup } of payments.having("statusLookup")) {
    router.get(`/registrations/${lookup.path}/:id`, async (req, res) => {
      const status = lookup.pattern.test(req.params.id)
        ? await registrations.statusByGatewayId(lookup, req.params.id)
        : undefined;
      if (!status) throw new ApiError(404, registrationMessages.notFound);
      res.json(status);
    });
  }

  router.get("/registrations/:reference", limits.statusLookups, async (req, res) => {
    const status = await registrations.status(reference(req.params.reference));
    if (!status) throw new ApiError(404, registrationMessages.notFound);
    res.json(status);
  });

  // The link emailed to a student under 18 once their guardian consented opens the dialog's
  // payment step, which starts the payment here.
  router.post("/registrations/:reference/payment", limits.forms, async (req, res) => {
    const { paymentMethod } = validBody(req, paymentStartSchema);
    const outcome = await registrations.startConsentedPayment(
      reference(req.params.reference),
      paymentMethod,
    );
    res.json(outcome);
  });

  for (const { method, report } of payments.having("report")) {
    router.post(`/registrations/:reference/${method}`, limits.forms, async (req, res) => {
      const input = validBody(req, report.schema);
      res.json(
        await registrations.report(
          report,
          reference(req.params.reference),
          input,
          clientNetwork(clientAddress(req)),
        ),
      );
    });
  }

  return router;
}
