/**
 * Two server processes on one PostgreSQL with Razorpay on, as behind a load balancer:
 * Razorpay delivers a payment's webhooks to whichever instance it reaches, and redelivers
 * while an earlier delivery is still in flight. Each payment is confirmed once, with one
 * receipt, whichever instances the events land on.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pipelineProjects } from "#shared/content/projects";
import { RazorpayApiStandIn, razorpayId } from "../support/razorpay-api";
import {
  deliverRazorpayEvent,
  orderPaid,
  paymentCaptured,
  razorpayStandInEnv,
} from "../support/razorpay-events";
import type { ServerProcess } from "../support/server-process";
import { sentTo, SmtpSink, type ReceivedEmail } from "../support/smtp-sink";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { startServerProcess, stopServerProcess } from "./support/server";

const postgres = Boolean(process.env.TEST_POSTGRES_URL);
const students = 6;

let testDatabase: TestDatabase;
let first: ServerProcess;
let second: ServerProcess;
const sink = new SmtpSink();
const razorpayApi = new RazorpayApiStandIn();

beforeAll(async () => {
  if (!postgres) return;
  await sink.start();
  await razorpayApi.start();
  testDatabase = await createTestDatabase("postgres");
  const shared = { SMTP_URL: sink.url, ...razorpayStandInEnv(razorpayApi) };
  first = await startServerProcess(testDatabase, shared);
  second = await startServerProcess(testDatabase, { ...shared, SITE_URL: first.url });
}, 120_000);

afterAll(async () => {
  if (!postgres) return;
  await Promise.all([stopServerProcess(first), stopServerProcess(second)]);
  await testDatabase.drop();
  await razorpayApi.stop();
  await sink.stop();
});

async function register(server: ServerProcess, email: string) {
  const response = await fetch(`${server.url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: first.url },
    body: JSON.stringify({
      name: "Ananya Reddy",
      email,
      phone: "+91 98480 22338",
      college: "CBIT Hyderabad",
      section: "CSE-B",
      year: "3rd Year",
      paymentMethod: "razorpay",
      projectId: pipelineProjects[0]!.id,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { reference: string; razorpay: { orderId: string } };
}

describe.skipIf(!postgres)("Razorpay webhooks on two instances sharing PostgreSQL", () => {
  it("confirms each payment once although its events reach both instances at once", async () => {
    const registrations = await Promise.all(
      Array.from({ length: students }, (_, i) =>
        register(i % 2 ? second : first, `razorpay.two.${i}@student.example`),
      ),
    );
    await Promise.all(
      registrations.map(async ({ razorpay }) => {
        const payment = razorpayApi.pay(razorpay.orderId);
        const order = razorpayApi.orders.get(razorpay.orderId)!;
        const captured = paymentCaptured(payment);
        const capturedId = razorpayId("evt");
        // The same event to both instances at once (a redelivery), and order.paid to each.
        const answers = await Promise.all([
          deliverRazorpayEvent(first.url, captured, { eventId: capturedId }),
          deliverRazorpayEvent(second.url, captured, { eventId: capturedId }),
          deliverRazorpayEvent(second.url, orderPaid(order, payment)),
          deliverRazorpayEvent(first.url, orderPaid(order, payment)),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      }),
    );
    for (const [i, { reference }] of registrations.entries()) {
      const status = await fetch(`${second.url}/api/registrations/${reference}`);
      expect(((await status.json()) as { status: string }).status).toBe("paid");
      const receipt = (email: ReceivedEmail) =>
        sentTo(`razorpay.two.${i}@student.example`)(email) &&
        email.subject.startsWith("Payment received");
      await sink.waitFor(receipt, 1, 20_000);
    }
    // A few more outbox rounds on both: a second receipt would turn up now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const receipts = sink.received.filter((email) => email.subject.startsWith("Payment received"));
    expect(receipts).toHaveLength(students);
  });
});
