import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server";

/** Every JSON line the server logs, as written. */
const lines: string[] = [];
const destination = { write: (line: string) => void lines.push(line) };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: "info" }, { log: destination });
});
afterAll(async () => {
  await server.close();
});

/** A secret of the shape the site makes, never seen before: what must not reach the log. */
const secrets: string[] = [];
const secret = (make: () => string) => {
  const value = make();
  secrets.push(value);
  return value;
};
const linkToken = () => secret(() => randomBytes(32).toString("base64url"));
const crockford = (length: number) =>
  Array.from(randomBytes(length), (byte) =>
    "0123456789ABCDEFGHJKMNPQRSTVWXYZ".charAt(byte % 32),
  ).join("");
const registrationReference = () => secret(() => `KV${crockford(8)}`);
const stripeId = (prefix: string) =>
  secret(() => `${prefix}_${randomBytes(12).toString("base64url")}`);

/** Every address the site puts a secret in: its emails' links, its pages' and its API's. */
function tokenBearingRequests(): Array<[method: string, path: string]> {
  const intent = stripeId("pi");
  return [
    ["GET", `/account/confirm?token=${linkToken()}`],
    ["GET", `/api/account/verify-email?token=${linkToken()}&callbackURL=/account`],
    ["GET", `/api/account/reset-password/${linkToken()}?callbackURL=/account`],
    ["GET", `/api/account/callback/google?state=${linkToken()}&code=${linkToken()}`],
    ["GET", `/newsletter/confirm?token=${linkToken()}`],
    ["GET", `/newsletter/unsubscribe?token=${linkToken()}&campaign=${linkToken()}`],
    ["GET", `/api/newsletter/unsubscribe?token=${linkToken()}&campaign=${linkToken()}`],
    ["POST", `/api/newsletter/unsubscribe?token=${linkToken()}`],
    ["GET", `/your-data?token=${linkToken()}`],
    ["GET", `/your-data.data?token=${linkToken()}`],
    ["GET", `/guardian-consent?token=${linkToken()}`],
    ["GET", `/admin/invitation?token=${linkToken()}`],
    ["GET", `/projects?offer=${linkToken()}`],
    ["GET", `/projects.data?offer=${linkToken()}&_routes=routes/projects`],
    ["GET", `/api/waitlist-offers/${linkToken()}`],
    ["GET", `/projects?pay=${registrationReference()}`],
    ["GET", `/projects?success=true&reference=${registrationReference()}`],
    [
      "GET",
      `/projects?success=true&payment_intent=${intent}&payment_intent_client_secret=${intent}_secret_${secret(() => randomBytes(18).toString("base64url"))}&redirect_status=succeeded`,
    ],
    ["GET", `/api/registrations/by-payment-intent/${stripeId("pi")}`],
    ["GET", `/api/registrations/${registrationReference()}`],
    ["POST", `/api/registrations/${registrationReference()}/payment`],
    ["POST", `/api/registrations/${registrationReference()}/upi`],
    ["POST", `/api/registrations/${registrationReference()}/razorpay`],
    ["GET", `/admin/requests/${secret(() => `DR-${crockford(6)}`)}`],
    ["GET", `/api/admin/requests/${secret(() => `DR-${crockford(6)}`)}`],
  ];
}

describe("the request log", () => {
  it("logs a line for every address that carries a secret, and none of the secrets", async () => {
    const requests = tokenBearingRequests();
    // A page kept in the page cache is answered before Express and logs nothing; every
    // other answer carries the X-Request-Id of its log line.
    let logged = 0;
    for (const [method, path] of requests) {
      // Not followed: a redirect may lead off this server (Google, the SITE_URL origin).
      const response = await fetch(`${server.url}${path}`, {
        method,
        redirect: "manual",
        headers: { origin: server.config.siteUrl.origin, "content-type": "application/json" },
        ...(method === "POST" ? { body: "{}" } : {}),
      });
      await response.arrayBuffer();
      if (response.headers.has("x-request-id")) logged += 1;
    }
    expect(logged).toBeGreaterThan(requests.length - 4);
    // The line is written when the response has finished, which the client may see first.
    await expect
      .poll(() => lines.filter((line) => line.includes('"req":')).length)
      .toBeGreaterThanOrEqual(logged);

    const log = lines.join("");
    for (const value of secrets) {
      expect(log).not.toContain(value);
      expect(log).not.toContain(encodeURIComponent(value));
    }
    const urls = lines.flatMap((line) => {
      const entry = JSON.parse(line) as { req?: { url: string } };
      return entry.req ? [entry.req.url] : [];
    });
    expect(urls).toContain("/projects?offer=[redacted]");
    expect(urls).toContain("/api/waitlist-offers/[redacted]");
    expect(urls).toContain("/api/registrations/[redacted]/payment");
  });
});
