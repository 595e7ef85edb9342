// Kept out of gateway.ts: the registration records import these, and gateway.ts the records.
/**
 * Where each gateway keeps its ids for an order. Today an order is one registration and
 * these are its columns; the registration service writes them only as a gateway reports them.
 */
export const gatewayIdColumns = [
  "stripe_payment_intent_id",
  "razorpay_order_id",
  "razorpay_payment_id",
] as const;
export type GatewayIdColumn = (typeof gatewayIdColumns)[number];
export type GatewayIds = Partial<Record<GatewayIdColumn, string>>;
