import { Router } from "express";
import {
  paymentStartSchema,
  razorpayPaymentSchema,
  registrationSchema,
  upiTransactionSchema,
} from "#shared/schemas/registration";
import type { PaymentOptions, RegisterAnswer } from "#shared/domain/registrations";
import { authHeaders, clientAddress } from "../auth/auth";
import type { Config } from "../config";
import { clientNetwork } from "../http/client-network";
import type { SiteRateLimits } from "../http/rate-limit";
import { registrationReferencePattern } from "../payments/reference";
import type { Services } from "../services";
import { registrationMessages, type RegisterOutcome } from "../services/registrations";
import { ApiError } from "./errors";
import { validBody } from "./validation";

/**
 * Project registration (POST /api/register, the specification's call) and what the
 * registration dialog and the /projects page need around it: which payment methods are
 * on, a UPI transaction reference or Razorpay Checkout's signed answer handed in, and a
 * registration's status.
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
  const { registrations } = services;

  router.get("/payments/options", (_req, res) => {
    const { razorpay, upi } = registrations.paymentOptions();
    res.json({
      card: config.stripe ? { publishableKey: config.stripe.publishableKey } : null,
      razorpay,
      upi,
      returnUrl: `${config.siteUrl.origin}/projects?success=true`,
    } satisfies PaymentOptions);
  });

  router.post("/register", limits.forms, async (req, res) => {
    const outcome = await registrations.register(
      validBody(req, registrationSchema),
      await services.accounts.confirmedEmail(authHeaders(req)),
    );
    res.status(201).json(answerOf(outcome));
  });

  const reference = (value: unknown): string => {
    const text = typeof value === "string" ? value.toUpperCase() : "";
    if (!registrationReferencePattern.test(text)) {
      throw new ApiError(404, registrationMessages.notFound);
    }
    return text;
  };

  // Not rate-limited: a PaymentIntent id cannot be guessed, and the /projects banner polls
  // it while a payment settles (students behind one campus address would share a limit).
  router.get("/registrations/by-payment-intent/:intentId", async (req, res) => {
    const status = /^pi_[A-Za-z0-9]{1,100}$/.test(req.params.intentId)
      ? await registrations.statusByPaymentIntent(req.params.intentId)
      : undefined;
    if (!status) throw new ApiError(404, registrationMessages.notFound);
    res.json(status);
  });

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
    res.json(answerOf(outcome));
  });

  router.post("/registrations/:reference/upi", limits.forms, async (req, res) => {
    const { utr } = validBody(req, upiTransactionSchema);
    res.json(
      await registrations.submitUpiTransaction(
        reference(req.params.reference),
        utr,
        clientNetwork(clientAddress(req)),
      ),
    );
  });

  router.post("/registrations/:reference/razorpay", limits.forms, async (req, res) => {
    const answer = validBody(req, razorpayPaymentSchema);
    res.json(await registrations.verifyRazorpayCheckout(reference(req.params.reference), answer));
  });

  return router;
}

function answerOf(outcome: RegisterOutcome): RegisterAnswer {
  switch (outcome.method) {
    case "stripe":
      return { client_secret: outcome.clientSecret, reference: outcome.reference };
    case "upi":
      return { reference: outcome.reference, upi: outcome.upi };
    case "razorpay":
      return { reference: outcome.reference, razorpay: outcome.razorpay };
    case "guardian":
      return { reference: outcome.reference, awaitingGuardian: outcome.view };
  }
}
