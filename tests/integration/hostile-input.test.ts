/**
 * Hostile input, generated: every JSON endpoint gets random and malformed bodies (wrong types,
 * huge and odd strings, prototype-pollution keys, SQL and script payloads, broken JSON) and
 * must answer a 4xx with a clear error and write nothing, or, when the body happens to be a
 * valid submission, accept it. Never a 5xx, never a stack trace. PROPERTY_RUNS raises the
 * number of cases per endpoint (CI runs the default).
 */
import fc from "fast-check";
import type { z } from "zod/mini";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pipelineProjects } from "#shared/content/projects";
import { adminForgotSchema, adminLoginSchema, adminResetSchema } from "#shared/schemas/admin";
import { bookingSchema } from "#shared/schemas/booking";
import { contactSchema } from "#shared/schemas/contact";
import { newsletterSchema } from "#shared/schemas/newsletter";
import { registrationSchema, upiTransactionSchema } from "#shared/schemas/registration";
import { countRows } from "../support/http";
import { StripeApiStandIn } from "../support/stripe-api";
import { stripeStandInEnv } from "../support/stripe-events";
import { startTestServer, type TestServer } from "../support/test-server";
import { recentUtr } from "../support/utr";

const runs = Number(process.env.PROPERTY_RUNS ?? 40);

interface Endpoint {
  path: string;
  /** A valid body: cases start from it and break some of it, to reach past the first check. */
  valid: Record<string, unknown>;
  /** The API's own schema: a 2xx is right only for a body it accepts. Absent: better-auth's. */
  schema?: z.ZodMiniType;
  /** Endpoints padded in time (forgot-password) get fewer cases. */
  slow?: boolean;
}

const endpoints: Endpoint[] = [
  {
    path: "/api/bookings",
    schema: bookingSchema,
    valid: {
      organizationName: "Vasavi College of Engineering",
      email: "tpo@vasavi.example",
      contactNumber: "+91 40 2345 6789",
      address: "Ibrahimbagh, Hyderabad, Telangana 500031",
      message: "A two-day React workshop for 60 third-year students.",
    },
  },
  {
    path: "/api/contact",
    schema: contactSchema,
    valid: {
      name: "Priya Sharma",
      email: "priya@example.com",
      phone: "+91 98765 43210",
      message: "I would like to know about the web development batch.",
    },
  },
  {
    path: "/api/newsletter",
    schema: newsletterSchema,
    valid: { email: "reader@example.com", source: "blog" },
  },
  {
    path: "/api/register",
    schema: registrationSchema,
    valid: {
      name: "Ananya Reddy",
      email: "ananya@student.example",
      phone: "+91 98480 22338",
      college: "CBIT Hyderabad",
      section: "CSE-B",
      year: "3rd Year",
      paymentMethod: "upi",
      projectId: pipelineProjects[0]?.id,
    },
  },
  {
    path: "/api/registrations/KV-NOSUCH/upi",
    schema: upiTransactionSchema,
    valid: { utr: recentUtr() },
  },
  {
    path: "/api/auth/login",
    schema: adminLoginSchema,
    valid: { email: "nobody@example.com", password: "not-the-password" },
  },
  {
    path: "/api/auth/forgot-password",
    schema: adminForgotSchema,
    valid: { email: "nobody@example.com" },
    slow: true,
  },
  {
    path: "/api/auth/reset-password",
    schema: adminResetSchema,
    valid: { email: "nobody@example.com", otp: "123456", newPassword: "a-new-password-1" },
  },
  { path: "/api/account/sign-in/email", valid: { email: "a@example.com", password: "password-1" } },
  {
    path: "/api/account/sign-up/email",
    valid: { name: "Ravi", email: "ravi@example.com", password: "password-12" },
  },
];

const payloads = [
  "' OR '1'='1",
  "'; DROP TABLE bookings; --",
  "1; SELECT pg_sleep(5)",
  '"><script>alert(1)</script>',
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "{{7*7}}${7*7}",
  "../../../../etc/passwd",
  "%00\u0000nul",
  "\u202Egnp.exe",
  "\u200B\u200D\uFEFF",
  "\uD800",
  "👩🏽‍💻🇮🇳",
  "नमस्ते",
  "x".repeat(6000),
];

const pollutionKeys = ["__proto__", "constructor", "prototype"];

const hostileString = fc.oneof(
  fc.constantFrom(...payloads),
  fc.string({ maxLength: 64 }),
  fc.string({ unit: "grapheme", maxLength: 32 }),
  fc.string({ unit: "binary", maxLength: 32 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.constant({ polluted: true }),
  fc.dictionary(fc.constantFrom(...pollutionKeys, "a"), hostileString, { maxKeys: 2 }),
);

/** JSON text written by hand, so "__proto__" can be an own key as an attacker sends it. */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}`;
}

function bodies(endpoint: Endpoint): fc.Arbitrary<string> {
  const fields = Object.keys(endpoint.valid);
  const broken = fc
    .record({
      replaced: fc.dictionary(fc.constantFrom(...fields), hostileValue, { minKeys: 1 }),
      removed: fc.subarray(fields),
      extra: fc.array(
        fc.tuple(fc.constantFrom(...pollutionKeys, "isAdmin", "role"), hostileValue),
        {
          maxLength: 2,
        },
      ),
    })
    .map(({ replaced, removed, extra }) => {
      const entries = Object.entries({ ...endpoint.valid, ...replaced }).filter(
        ([key]) => !removed.includes(key) || key in replaced,
      );
      return objectText([...entries, ...extra]);
    });
  const anything = fc.jsonValue().map((value) => JSON.stringify(value));
  const malformed = fc.oneof(
    fc.constantFrom("{", '{"email":', "[1,2", "nul", "{'a':1}", '{"a":1}}', "\u0000", ""),
    fc.string({ maxLength: 40 }),
  );
  return fc.oneof({ weight: 6, arbitrary: broken }, anything, malformed);
}

const counted = [
  "bookings",
  "contact_messages",
  "newsletter_subscribers",
  "registrations",
  "email_outbox",
  "admin_password_resets",
  "user",
] as const;

let server: TestServer;
const stripeApi = new StripeApiStandIn();

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of counted) counts[table] = await countRows(server, table);
  return counts;
}

beforeAll(async () => {
  await stripeApi.start();
  server = await startTestServer({
    FORM_RATE_LIMIT: "1000000",
    SIGN_IN_RATE_LIMIT: "1000000",
    ...stripeStandInEnv(stripeApi),
    UPI_VPA: "kodeveda@okaxis",
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await stripeApi.stop();
});

describe("hostile bodies", () => {
  it.each(endpoints)(
    "POST $path: a clear 4xx that writes nothing, or a valid submission; never a 5xx",
    async (endpoint) => {
      await fc.assert(
        fc.asyncProperty(bodies(endpoint), async (text) => {
          const before = await rowCounts();
          const response = await fetch(server.url + endpoint.path, {
            method: "POST",
            headers: { "content-type": "application/json", origin: server.config.siteUrl.origin },
            body: text,
          });
          const answer = await response.text();
          expect(response.status, answer).toBeLessThan(500);
          expect(answer).not.toMatch(/\n\s+at [\w.<>]+ \(|node_modules|\.ts:\d+/);
          if (response.status >= 400) {
            const json = JSON.parse(answer) as {
              error?: unknown;
              errors?: { path: unknown; msg: unknown }[];
              message?: unknown;
            };
            const clear =
              (typeof json.error === "string" && json.error.length > 0) ||
              (typeof json.message === "string" && json.message.length > 0) ||
              (Array.isArray(json.errors) &&
                json.errors.length > 0 &&
                json.errors.every((e) => typeof e.path === "string" && typeof e.msg === "string"));
            expect(clear, answer).toBe(true);
            expect(await rowCounts()).toEqual(before);
          } else if (endpoint.schema) {
            expect(endpoint.schema.safeParse(JSON.parse(text)).success, text).toBe(true);
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: endpoint.slow ? Math.ceil(runs / 4) : runs },
      );
    },
    120_000,
  );
});
