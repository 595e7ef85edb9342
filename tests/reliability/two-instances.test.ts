/**
 * Two server processes on different ports sharing one PostgreSQL database and one Redis, as
 * behind a load balancer: a session made on one is good on the other, the rate limit counts
 * requests to both, and each outbox email is sent once although both outboxes run.
 */
import { Redis } from "ioredis";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, signUpRequest } from "../support/accounts";
import type { ServerProcess } from "../support/server-process";
import { sentTo, SmtpSink } from "../support/smtp-sink";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { booking, keysFor, sendBookings } from "./support/bookings-load";
import { full, report } from "./support/scale";
import { startServerProcess, stopServerProcess } from "./support/server";

const postgres = Boolean(process.env.TEST_POSTGRES_URL);
const redisUrl = process.env.TEST_REDIS_URL ? `${process.env.TEST_REDIS_URL}/3` : undefined;
const loginLimit = 4;
const bookings = full ? 200 : 20;

let testDatabase: TestDatabase;
let first: ServerProcess;
let second: ServerProcess;
const sink = new SmtpSink();

beforeAll(async () => {
  if (!postgres) return;
  await sink.start();
  testDatabase = await createTestDatabase("postgres");
  if (redisUrl) {
    // Its own Redis database, emptied of earlier runs' counters.
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    redis.disconnect();
  }
  const shared = {
    SMTP_URL: sink.url,
    SIGN_IN_RATE_LIMIT: String(loginLimit),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
  first = await startServerProcess(testDatabase, shared);
  // Both answer for the same site: the second takes the first's address as its own.
  second = await startServerProcess(testDatabase, { ...shared, SITE_URL: first.url });
}, 120_000);

afterAll(async () => {
  if (!postgres) return;
  await Promise.all([stopServerProcess(first), stopServerProcess(second)]);
  await testDatabase.drop();
  await sink.stop();
});

describe.skipIf(!postgres)("two instances sharing PostgreSQL and Redis", () => {
  it("accepts a session made on one instance on the other", async () => {
    const signUp = await signUpRequest(first.url, first.url, "ananya.two@student.example");
    expect(signUp.status).toBe(200);
    const cookie = cookieHeader(signUp);
    const session = await fetch(`${second.url}/api/account/get-session`, { headers: { cookie } });
    expect(((await session.json()) as { user?: { email?: string } }).user?.email).toBe(
      "ananya.two@student.example",
    );
  });

  it.skipIf(!redisUrl)("counts sign-in attempts to both against one limit", async () => {
    const attempt = (server: ServerProcess) =>
      fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: first.url },
        body: JSON.stringify({ email: "nobody@example.com", password: "wrong-password" }),
      }).then((response) => response.status);
    const statuses = [];
    for (let i = 0; i < loginLimit; i++) statuses.push(await attempt(i % 2 ? second : first));
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(await attempt(first)).toBe(429);
    expect(await attempt(second)).toBe(429);
  });

  it("sends each queued email once although both outboxes run", async () => {
    const keys = keysFor("two", bookings);
    const [a, b] = await Promise.all([
      sendBookings({ url: first.url, keys: keys.slice(0, bookings / 2), concurrency: 10 }),
      sendBookings({ url: second.url, keys: keys.slice(bookings / 2), concurrency: 10 }),
    ]);
    expect(a.acknowledged.size + b.acknowledged.size).toBe(bookings);
    const toOrganisation = sentTo(booking.email);
    await sink.waitFor(toOrganisation, bookings, 60_000);
    // A few more outbox rounds on both: a duplicate would turn up now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const received = sink.received.filter(toOrganisation).length;
    expect(received).toBe(bookings);
    report("two instances", {
      bookings,
      emailsToOrganisation: received,
      duplicated: received - bookings,
    });
  });

  it("makes a picture's missing width once, and both serve that one file", async () => {
    // A picture uploaded before the 720 width existed: stored at 480, 960 and 1440 only.
    const database = testDatabase.connect();
    const id = "a1b2c3d4e5f6a7b8c9d0";
    const picture = sharp({
      create: { width: 2000, height: 1000, channels: 3, background: "#336699" },
    });
    try {
      await database.db
        .insertInto("media")
        .values({
          id,
          original_name: "campus.jpg",
          width: 2000,
          height: 1000,
          uploaded_by: "editor@kodeveda.example",
          created_at: new Date().toISOString(),
        })
        .execute();
      for (const width of [480, 960, 1440]) {
        const bytes = await picture.clone().resize({ width }).webp().toBuffer();
        await database.db
          .insertInto("media_variants")
          .values({ media_id: id, format: "webp", width, height: width / 2, bytes })
          .execute();
      }

      const answers = await Promise.all(
        [first, second, first, second].map((server) => fetch(`${server.url}/media/${id}-720.webp`)),
      );
      const files = await Promise.all(
        answers.map(async (answer) => {
          expect(answer.status).toBe(200);
          return Buffer.from(await answer.arrayBuffer());
        }),
      );
      for (const file of files) expect(file.equals(files[0]!)).toBe(true);
      expect(await sharp(files[0]).metadata()).toMatchObject({ width: 720, height: 360 });
      const stored = await database.db
        .selectFrom("media_variants")
        .select("bytes")
        .where("media_id", "=", id)
        .where("width", "=", 720)
        .execute();
      expect(stored).toHaveLength(1);
      expect(Buffer.from(stored[0]!.bytes).equals(files[0]!)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
