import type { RegistrationStatusView } from "#shared/domain/registrations";
import type { RazorpayPaymentInput } from "#shared/schemas/registration";
import { isCheckoutSignatureValid } from "../../payments/razorpay";
import { ServiceRefusal } from "../errors";
import type { Commit } from "../unit-of-work";
import { registrationMessages } from "./messages";
import { statusView, type RegistrationRecords } from "./records";

/**
 * What Razorpay Checkout's success handler brought, sent on by the student's browser. A
 * valid signature proves the money was taken, but only the signed webhook makes the
 * registration paid: this records that the payment arrived, so the student is told it is
 * being confirmed, and keeps the seat held long enough for the webhook to find it.
 */
export function razorpayCheckouts(
  commit: Commit,
  records: RegistrationRecords,
  { keySecret, holdMinutes }: { keySecret: string; holdMinutes: number },
) {
  return async (
    reference: string,
    input: RazorpayPaymentInput,
  ): Promise<RegistrationStatusView> => {
    const registration = await records.byReference(reference);
    // One answer for every failure: a caller learns nothing about which part was wrong.
    const verified =
      registration?.razorpay_order_id === input.razorpay_order_id &&
      isCheckoutSignatureValid(keySecret, {
        orderId: input.razorpay_order_id,
        paymentId: input.razorpay_payment_id,
        signature: input.razorpay_signature,
      });
    if (!registration || !verified) {
      throw new ServiceRefusal("invalid", registrationMessages.checkoutNotVerified);
    }
    await commit(async ({ trx, now }) => {
      await trx
        .updateTable("registrations")
        .set((eb) => ({
          checkout_verified_at: eb.fn.coalesce("checkout_verified_at", eb.val(now.toISOString())),
          razorpay_payment_id: eb.fn.coalesce(
            "razorpay_payment_id",
            eb.val(input.razorpay_payment_id),
          ),
          updated_at: now.toISOString(),
        }))
        .where("id", "=", registration.id)
        .execute();
      const holdUntil = new Date(now.getTime() + holdMinutes * 60_000).toISOString();
      // Only ever longer: a consented student's hold may already run for hours.
      await trx
        .updateTable("registrations")
        .set({ hold_expires_at: holdUntil })
        .where("id", "=", registration.id)
        .where("status", "=", "pending_payment")
        .where("seat_held", "=", 1)
        .where((eb) =>
          eb.or([eb("hold_expires_at", "is", null), eb("hold_expires_at", "<", holdUntil)]),
        )
        .execute();
    });
    return statusView(await records.stored(registration.id));
  };
}
