import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { SmtpSink } from "../support/smtp-sink";
import { freePort } from "../support/free-port";
import { countRows, postJsonTo, type Reachable } from "../support/http";
import { testDialect } from "../support/test-database";
import { startTestServer } from "../support/test-server";

const booking = {
  organizationName: "Chaitanya Bharathi Institute of Technology",
  email: "events@cbit.example",
  contactNumber: "+91 40 2419 3276",
  address: "Gandipet, Hyderabad, Telangana 500075",
  message: "A 24-hour hackathon for 200 students in February.",
};

const post = (server: Reachable, body: unknown) => postJsonTo(server, "/api/bookings", body);

describe("forms under pressure", () => {
  it("accepts a submission while the mail server is down and delivers its email once it is back", async () => {
    const port = await freePort();
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const sink = new SmtpSink();
    try {
      const response = await post(server, booking);
      expect(response.status).toBe(201);
      // The outbox tries, fails, and keeps the messages.
      await expect
        .poll(async () => {
          const row = await server.database.db
            .selectFrom("email_outbox")
            .select((eb) => eb.fn.max("attempts").as("attempts"))
            .executeTakeFirstOrThrow();
          return row.attempts;
        })
        .toBeGreaterThan(0);

      await sink.start(port);
      await sink.waitFor(() => true, 2);
      // Each is delivered once: no duplicate turns up after a few more outbox rounds.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(sink.received).toHaveLength(2);
      expect(sink.received.flatMap((email) => email.to).sort()).toEqual(
        ["events@cbit.example", server.config.mail.staffEmail].sort(),
      );
    } finally {
      await server.close();
      await sink.stop();
    }
  });

  it("answers 429 with a clear message once an address has used its share", async () => {
    const server = await startTestServer({ FORM_RATE_LIMIT: "3" });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await post(server, booking)).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = await post(server, booking);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await refused.json()).toEqual({
        error: "Too many submissions from your network. Please wait a minute and try again.",
      });
      expect(await countRows(server, "bookings")).toBe(3);
    } finally {
      await server.close();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    "shares the limit between instances through Redis when REDIS_URL is set",
    async () => {
      // Its own Redis database per test project: they run at the same time.
      const redisUrl = `${process.env.TEST_REDIS_URL ?? ""}/${testDialect() === "sqlite" ? 1 : 2}`;
      const redis = new Redis(redisUrl);
      const stale = await redis.keys("rate:forms*");
      if (stale.length > 0) await redis.del(...stale);
      redis.disconnect();
      const env = { FORM_RATE_LIMIT: "2", REDIS_URL: redisUrl };
      const first = await startTestServer(env);
      const second = await startTestServer(env);
      try {
        const statuses = [
          (await post(first, booking)).status,
          (await post(second, booking)).status,
          (await post(first, booking)).status,
          (await post(second, booking)).status,
        ];
        expect(statuses).toEqual([201, 201, 429, 429]);
      } finally {
        await first.close();
        await second.close();
      }
    },
  );
});
