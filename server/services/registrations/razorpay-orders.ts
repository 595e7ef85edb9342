import type { Kysely } from "kysely";
import type Razorpay from "razorpay";
import type { Orders } from "razorpay/dist/types/orders";
import { site } from "#shared/content/site";
import type { RazorpayCheckout } from "#shared/domain/registrations";
import type { DatabaseSchema } from "../../db/schema";
import type { Logger } from "../../logger";
import { ServiceRefusal } from "../errors";
import { registrationMessages } from "./messages";
import type { Registration } from "./records";

type Order = Orders.RazorpayOrder;

/**
 * The Razorpay order a registration is paid through, and what Checkout is opened with. One
 * order per registration, whatever is retried: the one stored, else one Razorpay already has
 * with our reference as its receipt (created by a request whose answer was lost), else a new
 * one. Razorpay takes a paid order's money once, so reusing it never charges twice.
 */
export function razorpayOrders(
  db: Kysely<DatabaseSchema>,
  logger: Logger,
  { client, keyId }: { client: Razorpay; keyId: string },
) {
  const isOurs = (order: Order, registration: Registration) =>
    order.receipt === registration.reference &&
    Number(order.amount) === registration.amount_paise &&
    order.currency === "INR";

  async function existingOrNew(registration: Registration): Promise<Order> {
    if (registration.razorpay_order_id) {
      return client.orders.fetch(registration.razorpay_order_id);
    }
    const { items } = await client.orders.all({ receipt: registration.reference });
    const earlier = items.find((order) => isOurs(order, registration));
    if (earlier) return earlier;
    return client.orders.create({
      amount: registration.amount_paise,
      currency: "INR",
      receipt: registration.reference,
      notes: {
        registration_id: registration.id,
        reference: registration.reference,
        project_id: registration.project_id,
      },
    });
  }

  /**
   * Stores the order unless another request stored one first; then that one is used, and the
   * order this request made stays unpaid and lapses on Razorpay's side.
   */
  async function stored(registration: Registration, order: Order): Promise<Order> {
    if (registration.razorpay_order_id === order.id) return order;
    const updated = await db
      .updateTable("registrations")
      .set({ razorpay_order_id: order.id, updated_at: new Date().toISOString() })
      .where("id", "=", registration.id)
      .where("razorpay_order_id", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return order;
    const { razorpay_order_id: winner } = await db
      .selectFrom("registrations")
      .select("razorpay_order_id")
      .where("id", "=", registration.id)
      .executeTakeFirstOrThrow();
    return winner ? client.orders.fetch(winner) : order;
  }

  return async (registration: Registration): Promise<RazorpayCheckout> => {
    let order: Order;
    try {
      order = await stored(registration, await existingOrNew(registration));
    } catch (error) {
      logger.error(
        { err: error, registration: registration.reference },
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
      description: registration.project_title,
      prefill: {
        name: registration.name,
        email: registration.email,
        contact: registration.phone.replace(/[\s-]/g, ""),
      },
    };
  };
}
