import { afterAll, beforeAll, expect } from "vitest";
import { defaultProjectSeats } from "#shared/domain/projects";
import type { ProjectInput } from "#shared/schemas/project";
import { outboxIdle } from "../../support/outbox-idle";
import { serverWithAdmin } from "../../support/server-with-admin";
import { SmtpSink, type ReceivedEmail } from "../../support/smtp-sink";
import { StripeApiStandIn } from "../../support/stripe-api";
import { stripeStandInEnv } from "../../support/stripe-events";
import { studentRegistration } from "../../support/students";

export const staffEmail = "office@kodeveda.test";
export const upiEnv = { UPI_VPA: "kodeveda@okaxis", UPI_PAYEE_NAME: "Kodeveda Technologies" };

let counter = 0;
/** A project nobody has registered for, with `seats` seats. */
export function projectDraft(overrides: Partial<ProjectInput> = {}): ProjectInput {
  counter += 1;
  return {
    title: `Seat test project ${counter} ${Date.now()}`,
    status: "In Progress",
    timeline: "Jan 2027 – Apr 2027",
    description: "A project for testing seats.",
    technologies: ["React", "Node.js"],
    mentor: "Sneha Iyer",
    objectives: ["Never sell a seat twice"],
    progress: 10,
    seats: defaultProjectSeats,
    registrationOpen: true,
    ...overrides,
  };
}

/** A student nobody has used yet, registering for `projectId` (UPI unless told otherwise). */
export const student = studentRegistration;

let networks = 0;
/** A client address (for X-Forwarded-For) no other test of the file has used. */
export const freshNetwork = () => {
  networks += 1;
  return `198.51.${Math.floor(networks / 250)}.${(networks % 250) + 1}`;
};

/**
 * The site with card and UPI payments (Stripe answered by a local stand-in), mail caught by
 * a local SMTP server and the first admin signed in; for the tests of one file.
 */
export function projectServer(env: Record<string, string> = {}) {
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
    email: "admin@kodeveda.test",
    env: () => ({
      SMTP_URL: sink.url,
      STAFF_EMAIL: staffEmail,
      FORM_RATE_LIMIT: "10000",
      ...stripeStandInEnv(stripeApi),
      ...upiEnv,
      ...env,
    }),
  });
  const server = () => portal.server;
  const db = () => server().database.db;

  const helpers = {
    portal,
    sink,
    stripeApi,
    server,

    /** A new project, made by the admin through the portal's API. */
    project: async (overrides: Partial<ProjectInput> = {}): Promise<string> => {
      const response = await portal.request("/api/admin/projects", {
        method: "POST",
        json: projectDraft(overrides),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { project: { id: string } }).project.id;
    },

    register: (body: Record<string, unknown>, url = server().url) =>
      fetch(`${url}/api/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),

    /** Registers and expects a seat: the registration's reference. */
    registered: async (body: Record<string, unknown>): Promise<string> => {
      const response = await helpers.register(body);
      expect(response.status).toBe(201);
      return ((await response.json()) as { reference: string }).reference;
    },

    seatsUsed: async (projectId: string) =>
      (
        await db()
          .selectFrom("projects")
          .select(["seats", "seats_used"])
          .where("id", "=", projectId)
          .executeTakeFirstOrThrow()
      ).seats_used,

    registration: (reference: string) =>
      db()
        .selectFrom("registrations")
        .selectAll()
        .where("reference", "=", reference)
        .executeTakeFirstOrThrow(),

    /**
     * The seats the rows account for: registrations holding one and offers not yet
     * answered. Always equal to seats_used, whatever happened.
     */
    accountedSeats: async (projectId: string) => {
      const [registrations, offers] = await Promise.all([
        db()
          .selectFrom("registrations")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("project_id", "=", projectId)
          .where("seat_held", "=", 1)
          .executeTakeFirstOrThrow(),
        db()
          .selectFrom("waitlist_entries")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("project_id", "=", projectId)
          .where("status", "=", "offered")
          .executeTakeFirstOrThrow(),
      ]);
      return Number(registrations.n) + Number(offers.n);
    },

    /**
     * Hands in a UTR; `from` is the client address a proxy reports (the server must trust
     * it: TRUST_PROXY=true), `url` another instance.
     */
    submitUtr: (
      reference: string,
      utr: string,
      { from, url = server().url }: { from?: string; url?: string } = {},
    ) =>
      fetch(`${url}/api/registrations/${reference}/upi`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(from ? { "x-forwarded-for": from } : {}),
        },
        body: JSON.stringify({ utr }),
      }),

    cancel: (reference: string, json: Record<string, unknown>) =>
      portal.request(`/api/admin/registrations/${reference}/cancel`, { method: "POST", json }),

    /** The mail matching `which` once the outbox has nothing more to send. */
    settledMail: async (which: (email: ReceivedEmail) => boolean, expected = 1) => {
      await sink.waitFor(which, expected);
      await outboxIdle(server());
      return sink.received.filter(which);
    },
  };
  return helpers;
}
