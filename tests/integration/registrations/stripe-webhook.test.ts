import { describe, expect, it } from "vitest";
import { sentTo, type ReceivedEmail } from "../../support/smtp-sink";
import { deliverStripeEvent, stripeEvent, succeeded } from "../../support/stripe-events";
import { project, registrationServer, staffEmail } from "./setup";

const { sink, server, post, registration, count, registerByCard, settledMail } =
  registrationServer();

describe("POST /api/stripe/webhook", () => {
  const receiptsTo = (email: string) => (mail: ReceivedEmail) =>
    sentTo(email)(mail) && mail.subject.startsWith("Payment received");

  it("marks the registration paid once and sends one receipt, however often the event comes", async () => {
    const { reference, intent, body } = await registerByCard();
    const event = succeeded(intent);
    const first = await deliverStripeEvent(server().url, event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });

    const paid = await registration(reference);
    expect(paid.status).toBe("paid");
    expect(Date.parse(paid.paid_at!)).toBeGreaterThan(Date.now() - 60_000);

    const again = await deliverStripeEvent(server().url, event);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    // A second, distinct event about the same payment changes nothing either.
    await deliverStripeEvent(server().url, succeeded(intent));

    const receipts = await settledMail(receiptsTo(body.email), 1);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt!.subject).toBe(`Payment received: ${project.title} (${reference}) | Kodeveda`);
    expect(receipt!.text).toContain("₹500.00");
    expect(receipt!.text).toContain(reference);
    expect(receipt!.text).toContain(project.title);
    expect(receipt!.text).toContain(intent.id);
    const toStaff = await settledMail(
      (mail) => sentTo(staffEmail)(mail) && mail.subject.includes(reference),
      1,
    );
    expect(toStaff).toHaveLength(1);
  });

  it("refuses a tampered body or a wrong secret with 400 and changes nothing", async () => {
    const { reference, intent } = await registerByCard();
    const events = await count("payment_events");
    const event = succeeded(intent);

    const tampered = await deliverStripeEvent(server().url, event, {
      body: JSON.stringify({ ...event, data: { object: { ...event.data.object, amount: 1 } } }),
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toEqual({
      error: "The webhook signature could not be verified.",
    });

    const wrongSecret = await deliverStripeEvent(server().url, event, { secret: "whsec_other" });
    expect(wrongSecret.status).toBe(400);

    const unsigned = await fetch(`${server().url}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);

    expect((await registration(reference)).status).toBe("pending_payment");
    expect(await count("payment_events")).toBe(events);
  });

  it("answers 200 to an event for a payment that is not ours and changes nothing", async () => {
    const before = await server()
      .database.db.selectFrom("registrations")
      .select(["id", "status", "updated_at"])
      .execute();
    const response = await deliverStripeEvent(
      server().url,
      stripeEvent("payment_intent.succeeded", {
        id: "pi_not_ours",
        object: "payment_intent",
        amount: 50_000,
        amount_received: 50_000,
        currency: "inr",
        status: "succeeded",
        metadata: {},
      }),
    );
    expect(response.status).toBe(200);
    const after = await server()
      .database.db.selectFrom("registrations")
      .select(["id", "status", "updated_at"])
      .execute();
    expect(after).toEqual(before);
  });

  it("does not mark paid a payment of the wrong amount", async () => {
    const { reference, intent } = await registerByCard();
    await deliverStripeEvent(
      server().url,
      stripeEvent("payment_intent.succeeded", { ...intent, amount_received: 100 }),
    );
    expect((await registration(reference)).status).toBe("pending_payment");
  });

  it("marks a failed payment, and lets the student try again with the same PaymentIntent", async () => {
    const { reference, intent, body, client_secret } = await registerByCard();
    await deliverStripeEvent(
      server().url,
      stripeEvent("payment_intent.payment_failed", {
        ...intent,
        last_payment_error: { message: "Your card was declined." },
      }),
    );
    expect(await registration(reference)).toMatchObject({
      status: "failed",
      status_note: "Your card was declined.",
    });

    // Registering again is a registration of its own, with its own PaymentIntent.
    const again = await registerByCard(body);
    expect(again.reference).not.toBe(reference);
    expect(again.client_secret).not.toBe(client_secret);
    expect((await registration(reference)).status).toBe("failed");
  });

  it("answers a registration for a project already paid like any other, and tells only the mailbox", async () => {
    const { reference, intent, body } = await registerByCard();
    await deliverStripeEvent(server().url, succeeded(intent));

    const response = await post("/api/register", {
      ...body,
      name: "Someone Else",
      email: body.email.toUpperCase(),
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { reference: string; client_secret: string };
    expect(Object.keys(answer).sort()).toEqual(["client_secret", "reference"]);
    expect(answer.reference).not.toBe(reference);
    expect(await registration(reference)).toMatchObject({ status: "paid", name: body.name });

    const [notice] = await sink.waitFor(
      (mail) => sentTo(body.email)(mail) && mail.subject.startsWith("You are already registered"),
    );
    expect(notice!.text).toContain(reference);
  });

  it("marks a refunded payment as refunded", async () => {
    const { reference, intent } = await registerByCard();
    await deliverStripeEvent(server().url, succeeded(intent));
    await deliverStripeEvent(
      server().url,
      stripeEvent("charge.refunded", {
        id: "ch_refund",
        object: "charge",
        payment_intent: intent.id,
        refunded: true,
      }),
    );
    expect((await registration(reference)).status).toBe("refunded");
  });
});
