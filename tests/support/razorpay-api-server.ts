import { RazorpayApiStandIn } from "./razorpay-api";

/**
 * The Razorpay API stand-in as its own process, for the end-to-end tests' production server
 * (playwright.config.ts starts it on RAZORPAY_STAND_IN_PORT). POST /__pay/:orderId plays the
 * student paying in Checkout, for the browser's Checkout stand-in.
 */
const standIn = await new RazorpayApiStandIn().start(
  Number(process.env.RAZORPAY_STAND_IN_PORT ?? 0),
);
console.log(`Razorpay API stand-in on ${standIn.url}`);
const stop = () => void standIn.stop().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
