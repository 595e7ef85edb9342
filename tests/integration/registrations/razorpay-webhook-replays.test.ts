import { describe, expect, it } from "vitest";
import { deliverRazorpayEvent, paymentCaptured } from "../../support/razorpay-events";
import { sentTo, type ReceivedEmail } from "../../support/smtp-sink";
import { registrationServer } from "./setup";

/**
 * Issue 35: Razorpay's event id (`X-Razorpay-Event-Id`) is outside the signature, so anyone
 * holding a signed body can send it again under a new id. An event is also known by what its
 * signed body says.
 */

const { server, razorpayApi, registration, registerByRazorpay, settledMail, auditOf } =
  registrationServer();

const receiptsTo = (email: string) => (mail: ReceivedEmail) =>
  sentTo(email)(mail) && mail.subject.startsWith("Payment received");

const deliver = (event: object, options?: Parameters<typeof deliverRazorpayEvent>[2]) =>
  deliverRazorpayEvent(server().url, event, options);

describe("a signed Razorpay event sent again under another event id", () => {
  it("applies a signed payment.captured once when the same body comes again under another event id", async () => {
    const { reference, order, body } = await registerByRazorpay();
    const event = paymentCaptured(razorpayApi.pay(order.id));

    const first = await deliver(event, { eventId: "evt_Replayed000001" });
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    // The event id is not signed: anyone holding the signed body can send it again.
    const again = await deliver(event, { eventId: "evt_Replayed000002" });
    expect(again.status).toBe(200);

    const { id } = await registration(reference);
    const recorded = await server()
      .database.db.selectFrom("payment_events")
      .select("id")
      .where("registration_id", "=", id)
      .execute();
    expect(recorded).toEqual([{ id: "razorpay:evt_Replayed000001" }]);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await settledMail(receiptsTo(body.email), 1)).toHaveLength(1);
  });

  it("flags and audits a wrong payment once when the same signed body comes again under another event id", async () => {
    const { reference, order } = await registerByRazorpay();
    const event = paymentCaptured(razorpayApi.pay(order.id, { amount: 100 }));
    await deliver(event, { eventId: "evt_Mismatch000001" });
    const again = await deliver(event, { eventId: "evt_Mismatch000002" });
    expect(await auditOf(reference)).toEqual([
      {
        action: "registration.payment_mismatch",
        detail: (await registration(reference)).status_note,
      },
    ]);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
  });
});
