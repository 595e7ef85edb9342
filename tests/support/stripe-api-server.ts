import { StripeApiStandIn } from "./stripe-api";

/**
 * The Stripe API stand-in as its own process, for the end-to-end tests' production server
 * (playwright.config.ts starts it on STRIPE_STAND_IN_PORT).
 */
const standIn = await new StripeApiStandIn().start(Number(process.env.STRIPE_STAND_IN_PORT ?? 0));
console.log(`Stripe API stand-in on ${standIn.url}`);
const stop = () => void standIn.stop().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
