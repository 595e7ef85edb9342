import http from "node:http";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../support/server-process";
import { startServerProcess, stopServerProcess } from "../support/spawned-server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * No request body can end the process (docs/security.md, item 1): the production server as
 * `npm run serve` starts it, heap cap included, gets 40 MB bodies on every kind of route.
 */
const fortyMegabytes = 40 * 1024 * 1024;

let testDatabase: TestDatabase;
let server: ServerProcess;
let origin: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  server = await startServerProcess(testDatabase, (url) => ({ SITE_URL: url }), 30_000);
  origin = server.url;
}, 60_000);
afterAll(async () => {
  await stopServerProcess(server);
  await testDatabase.drop();
});

/**
 * Sends a body of `bytes` (declared, or chunked with no length) and resolves with the
 * status, whether or not the server read it all: a server that answers early may close the
 * connection while the body is still being written.
 */
// `{"name":"xxxx…"}`: valid JSON, so only its size can be the reason it is refused.
const opening = '{"name":"';
const closing = '"}';
const filler = Buffer.alloc(64 * 1024, "x");

function postLarge(
  path: string,
  {
    bytes,
    chunked,
    contentType = "application/json",
  }: { bytes: number; chunked: boolean; contentType?: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, {
      method: "POST",
      headers: {
        "content-type": contentType,
        origin,
        ...(chunked
          ? { "transfer-encoding": "chunked" }
          : { "content-length": String(opening.length + bytes + closing.length) }),
      },
    });
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", (error) => {
      if (!request.destroyed || request.writableFinished) reject(error);
    });
    request.write(opening);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const chunk = filler.subarray(0, Math.min(filler.length, bytes - sent));
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", pump);
          return;
        }
      }
      request.end(closing);
    };
    pump();
  });
}

async function stillAnswers() {
  const health = await fetch(`${origin}/healthz`);
  expect(health.status).toBe(200);
  expect(server.child.exitCode).toBeNull();
}

async function storedAccounts(): Promise<number> {
  const database = testDatabase.connect();
  try {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from "user"`.execute(
      database.db,
    );
    return Number(rows[0]!.n);
  } finally {
    await database.close();
  }
}

describe("a 40 MB body", () => {
  it.each([
    ["/api/account/sign-up/email", false],
    ["/api/account/sign-in/email", false],
    ["/api/account/sign-up/email", true],
    ["/api/account/sign-in/email", true],
    ["/api/contact", true],
    ["/api/auth/logout", true],
  ] as const)(
    "to %s (chunked: %s) is refused with 413 and the server keeps answering",
    async (path, chunked) => {
      expect(await postLarge(path, { bytes: fortyMegabytes, chunked })).toBe(413);
      await stillAnswers();
    },
  );

  it("four at once to sign-up and sign-in: each 413, and the server keeps answering", async () => {
    const statuses = await Promise.all(
      ["/api/account/sign-up/email", "/api/account/sign-in/email"].flatMap((path) => [
        postLarge(path, { bytes: fortyMegabytes, chunked: false }),
        postLarge(path, { bytes: fortyMegabytes, chunked: true }),
      ]),
    );
    expect(statuses).toEqual([413, 413, 413, 413]);
    await stillAnswers();
    expect(await storedAccounts()).toBe(1); // the first admin, created at start
  });

  it("to a page's form action is refused before React Router reads it (411 without a length)", async () => {
    const form = "application/x-www-form-urlencoded";
    expect(
      await postLarge("/newsletter/unsubscribe", {
        bytes: fortyMegabytes,
        chunked: false,
        contentType: form,
      }),
    ).toBe(413);
    expect(
      await postLarge("/admin/bookings", {
        bytes: fortyMegabytes,
        chunked: true,
        contentType: form,
      }),
    ).toBe(411);
    await stillAnswers();
  });
});
