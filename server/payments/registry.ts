import type { PaymentMethod, PaymentOptions } from "#shared/domain/registrations";
import type { Config } from "../config";
import type { Capability, GatewayDependencies, PaymentGateway, With } from "./gateway";
import { razorpayGateway } from "./razorpay/gateway";
import { stripeGateway } from "./stripe/gateway";
import { upiGateway } from "./upi/gateway";

/** Every way to pay this code knows, each configured or not, by its payment method. */
export interface PaymentGateways {
  /** In the order their routes are mounted. */
  readonly all: readonly PaymentGateway[];
  get(method: PaymentMethod): PaymentGateway;
  /** The gateways that have `capability`, with it. */
  having<K extends Capability>(capability: K): With<K>[];
  /** What the registration dialog may offer (GET /api/payments/options). */
  options(): Omit<PaymentOptions, "returnUrl">;
}

/**
 * The gateways, built from configuration: the one place that names each of them. Adding a
 * gateway is its folder, its entry here and its section of the configuration.
 */
export function createPaymentGateways(
  config: Pick<Config, "stripe" | "razorpay" | "upi">,
  dependencies: GatewayDependencies,
): PaymentGateways {
  const gateways: Record<PaymentMethod, PaymentGateway> = {
    stripe: stripeGateway(config.stripe, dependencies),
    razorpay: razorpayGateway(config.razorpay, dependencies),
    upi: upiGateway(config.upi),
  };
  const all = Object.values(gateways);
  return {
    all,
    get: (method) => gateways[method],
    having: <K extends Capability>(capability: K) =>
      all.filter((gateway): gateway is With<K> => gateway[capability] !== undefined),
    options: () => ({
      card: config.stripe ? { publishableKey: config.stripe.publishableKey } : null,
      razorpay: config.razorpay ? { keyId: config.razorpay.keyId } : null,
      upi: config.upi !== undefined,
    }),
  };
}
