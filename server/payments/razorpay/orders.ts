import type { Kysely } from "kysely";
import type Razorpay from "razorpay";
import type { Orders } from "razorpay/dist/types/orders";
import { site } from "#shared/content/site";
import type { RazorpayCheckout } from "#shared/domain/registrations";
import type { DatabaseSchema } from "../../db/schema";
import type { Logger } from "../../logger";
import { ServiceRefusal } from "../../services/errors";
import { registrationMessages } from "../../services/registrations/messages";
import type { PaymentOrder } from "../gateway";

type Order = Orders.RazorpayOrder;

/**
 * The Razorpay order an order of ours is paid through, and what Checkout is opened with.
 * One Razorpay order per order, whatever is retried: the one stored, else one Razorpay
 * already has with our reference as its receipt (created by a request whose answer was
 * lost), else a new one. Razorpay takes a paid order's money once, so reusing it never charges twice.
 */
export function razorpayOrders(
  db: Kysely<DatabaseSchema>,
  logger: Logger,
  { client, keyId }: { client: Razorpay; keyId: string },
) {
  const isOurs = (order: Order, ours: PaymentOrder) =>
    order.receipt === ours.reference &&
    Number(order.amount) === ours.amountPaise &&
    order.currency === "INR";

  async function existingOrNew(ours: PaymentOrder): Promise<Order> {
    if (ours.kept.razorpay_order_id) {
      return client.orders.fetch(ours.kept.razorpay_order_id);
    }
    const { items } = await client.orders.all({ receipt: ours.reference });
    const earlier = items.find((order) => isOurs(order, ours));
    if (earlier) return earlier;
    return client.orders.create({
      amount: ours.amountPaise,
      currency: "INR",
      receipt: ours.reference,
      notes: { ...ours.notes },
    });
  }

  /**
   * Stores the order unless another request stored one first; then that one is used, and the
   * order this request made stays unpaid and lapses on Razorpay's side.
   */
  async function stored(ours: PaymentOrder, order: Order): Promise<Order> {
    if (ours.kept.razorpay_order_id === order.id) return order;
    const updated = await db
      .updateTable("registrations")
      .set({ razorpay_order_id: order.id, updated_at: new Date().toISOString() })
      .where("id", "=", ours.id)
      .where("razorpay_order_id", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return order;
    const { razorpay_order_id: winner } = await db
      .selectFrom("registrations")
      .select("razorpay_order_id")
      .where("id", "=", ours.id)
      .executeTakeFirstOrThrow();
    return winner ? client.orders.fetch(winner) : order;
  }

  return async (ours: PaymentOrder): Promise<RazorpayCheckout> => {
    let order: Order;
    try {
      order = await stored(ours, await existingOrNew(ours));
    } catch (error) {
      logger.error(
        { err: error, registration: ours.reference },
        "could not create or find the Razorpay order",
      );
      throw new ServiceRefusal("upstream", registrationMessages.razorpayFailedToStart);
    }
    if (order.status === "paid") {
      throw new ServiceRefusal("conflict", registrationMessages.razorpayAlreadyPaid);
    }
    return {
      keyId,
      orderId: order.id,
      amount: Number(order.amount),
      currency: "INR",
      name: site.name,
      description: ours.title,
      prefill: {
        name: ours.payer.name,
        email: ours.payer.email,
        contact: ours.payer.phone.replace(/[\s-]/g, ""),
      },
    };
  };
}
