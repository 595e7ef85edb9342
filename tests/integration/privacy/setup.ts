import { randomInt } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import { createMailComposer } from "#server/mail/messages";
import { createCommit } from "#server/services/unit-of-work";
import { issueAccessLink } from "#server/services/privacy/access-links";
import { fileRequest } from "#server/services/privacy/requests";
import { sessionCookieOf } from "../../support/admin-session";
import { campaignApi } from "../../support/newsletter";
import { outboxIdle } from "../../support/outbox-idle";
import { serverWithAdmin } from "../../support/server-with-admin";
import { SmtpSink, type ReceivedEmail } from "../../support/smtp-sink";
import { StripeApiStandIn } from "../../support/stripe-api";
import { deliverStripeEvent, stripeEvent, stripeStandInEnv } from "../../support/stripe-events";
import { studentRegistration } from "../../support/students";
import { projectDraft } from "../projects/setup";

export const staffEmail = "office@kodeveda.test";
export const adminEmail = "admin@kodeveda.test";

/** Mail to `address`, whatever the case it was typed in. */
export const mailTo = (address: string) => (mail: ReceivedEmail) =>
  mail.to.some((to) => to.toLowerCase().includes(address.toLowerCase()));

/**
 * The site with card and UPI payments (Stripe answered by a local stand-in), mail caught by a
 * local SMTP server, newsletters unthrottled and the first admin signed in; for one file.
 */
export function privacyServer() {
  const sink = new SmtpSink();
  const stripeApi = new StripeApiStandIn();
  beforeAll(async () => {
    await sink.start();
    await stripeApi.start();
  });
  // Registered before the site's own, so it runs after the site has stopped (vitest runs
  // after-hooks last registered first) and no mail connection is left open to the sink.
  afterAll(async () => {
    await stripeApi.stop();
    await sink.stop();
  });
  const portal = serverWithAdmin({
    email: adminEmail,
    env: () => ({
      SMTP_URL: sink.url,
      STAFF_EMAIL: staffEmail,
      FORM_RATE_LIMIT: "10000",
      NEWSLETTER_RATE: "0",
      UPI_VPA: "kodeveda@okaxis",
      UPI_PAYEE_NAME: "Kodeveda Technologies",
      ...stripeStandInEnv(stripeApi),
    }),
  });
  return { portal, sink, stripeApi, server: () => portal.server };
}

export type PrivacyServer = ReturnType<typeof privacyServer>;

const letters = "abcdefghijklmnopqrstuvwxyz";
const word = (length: number) =>
  Array.from({ length }, () => letters.charAt(randomInt(letters.length))).join("");

/** Values found nowhere else, so a search of the database for them means something. */
export function distinctivePerson() {
  const surname = word(10);
  const capitalised = surname.charAt(0).toUpperCase() + surname.slice(1);
  return {
    name: `Vaidehi ${capitalised}`,
    email: `Vaidehi.${capitalised}@College-${word(5)}.Example`,
    phone: `9${String(randomInt(100_000_000, 1_000_000_000))}`,
    password: "correct horse battery staple",
  };
}

export type Person = ReturnType<typeof distinctivePerson>;

/**
 * One person leaves every kind of record a person can, through the site as they would: an
 * account, a card registration paid through Stripe's webhook, an unpaid UPI one holding the
 * last seat of a project, a waitlist place offered to them, a booking, a contact message, a
 * confirmed newsletter subscription that received a campaign, a failed staff sign-in with
 * their address, a request about their data and a "Your data" link. Staff notifications
 * quoting their address go out with these. Returns what the tests look up afterwards.
 */
export async function fillPerson(
  { portal, sink, stripeApi, server }: PrivacyServer,
  person: Person,
) {
  const site = server();
  const origin = site.config.siteUrl.origin;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, ...headers },
      body: JSON.stringify(body),
    });
  const newProject = async (seats?: number) => {
    const response = await portal.request("/api/admin/projects", {
      method: "POST",
      json: projectDraft(seats === undefined ? {} : { seats }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { project: { id: string } }).project.id;
  };
  const register = async (body: Record<string, unknown>) => {
    const response = await post("/api/register", body);
    expect(response.status).toBe(201);
    return (await response.json()) as { reference: string; client_secret?: string };
  };
  const theirs = {
    name: person.name,
    email: person.email,
    phone: person.phone,
    college: `${person.name} College`,
  };

  const signUp = await post("/api/account/sign-up/email", {
    name: person.name,
    email: person.email,
    password: person.password,
  });
  expect(signUp.status).toBe(200);
  const cookie = sessionCookieOf(signUp);

  // Paid by card: Stripe's webhook confirms it.
  const paidProject = await newProject();
  const paid = await register(
    studentRegistration(paidProject, { ...theirs, paymentMethod: "stripe" }),
  );
  const intentId = paid.client_secret!.split("_secret_")[0]!;
  const intent = stripeApi.intents.get(intentId)!;
  const paidEvent = stripeEvent("payment_intent.succeeded", {
    ...intent,
    status: "succeeded",
    amount_received: intent.amount,
  });
  expect((await deliverStripeEvent(site.url, paidEvent)).status).toBe(200);

  // Unpaid, holding the last seat of a project someone else waits for.
  const heldProject = await newProject(1);
  const unpaid = await register(studentRegistration(heldProject, theirs));
  const waiting = studentRegistration(heldProject);
  const joined = await post(`/api/projects/${heldProject}/waitlist`, {
    name: waiting.name,
    email: waiting.email,
    phone: waiting.phone,
  });
  expect(joined.status).toBe(201);

  // Waiting for a full project, then offered the seat another student gave back.
  const fullProject = await newProject(1);
  const other = await register(studentRegistration(fullProject));
  const queued = await post(`/api/projects/${fullProject}/waitlist`, {
    name: person.name,
    email: person.email,
    phone: person.phone,
  });
  expect(queued.status).toBe(201);
  const cancelled = await portal.request(`/api/admin/registrations/${other.reference}/cancel`, {
    method: "POST",
    json: { reason: "Asked to cancel" },
  });
  expect(cancelled.status).toBe(200);

  expect(
    (
      await post("/api/bookings", {
        organizationName: `${person.name} Foundation`,
        email: person.email,
        contactNumber: person.phone,
        address: `12 ${person.name} Road, Hyderabad`,
        message: `Please call ${person.name} on ${person.phone} about a workshop.`,
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await post("/api/contact", {
        name: person.name,
        email: person.email,
        phone: person.phone,
        message: `This is ${person.name}: is there a weekend batch?`,
      })
    ).status,
  ).toBe(201);

  expect((await post("/api/newsletter", { email: person.email, source: "footer" })).status).toBe(
    201,
  );
  await outboxIdle(site);
  const [confirmation] = await sink.waitFor(
    (mail) => mailTo(person.email)(mail) && mail.subject.startsWith("Confirm your subscription"),
  );
  const token = /confirm\?token=([\w-]{32})/.exec(confirmation!.text)?.[1] ?? "";
  expect(await site.services.newsletter.confirm(token, "203.0.113.77")).toBe(true);
  const campaigns = campaignApi((path, init) => portal.request(path, init));
  const campaign = await campaigns.createAndSend(`News for ${word(6)}`);
  await campaigns.waitForStatus(campaign, "sent");

  const failedSignIn = await post("/api/auth/login", {
    email: person.email,
    password: "not the password",
  });
  expect(failedSignIn.status).toBe(401);

  const commit = createCommit(site.database, () => site.outbox.notify());
  await commit(async (unit) => {
    await fileRequest(
      unit,
      { kind: "access", channel: "web", email: person.email, name: person.name },
      site.config.privacy,
    );
    await issueAccessLink(
      unit,
      person.email,
      createMailComposer({ siteUrl: origin, staffEmail: site.config.mail.staffEmail }),
    );
  });
  await outboxIdle(site);

  return {
    cookie,
    paidReference: paid.reference,
    unpaidReference: unpaid.reference,
    heldProject,
    fullProject,
    waitingEmail: waiting.email,
    otherReference: other.reference,
  };
}
