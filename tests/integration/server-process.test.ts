import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portalRoute, siteRoutes } from "../support/routes";
import { spawnServer } from "../support/server-process";
import { startServerProcess, stopServerProcess } from "../support/spawned-server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(() => testDatabase.drop());

const startServer = () => startServerProcess(testDatabase);

describe("the production server process", () => {
  it("migrates its database on start and serves every page", async () => {
    const server = await startServer();
    try {
      expect(server.output()).toContain('"msg":"database migrated"');
      for (const route of [...siteRoutes, portalRoute]) {
        expect((await fetch(server.url + route.path)).status, route.path).toBe(200);
      }
      expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);
      const ready = await fetch(`${server.url}/readyz`);
      expect(await ready.json()).toEqual({ status: "ready", database: testDatabase.target.kind });
    } finally {
      await stopServerProcess(server);
    }
  });

  it("finishes a request in flight when told to stop, then exits 0", async () => {
    const server = await startServer();
    const port = Number(new URL(server.url).port);
    const body = JSON.stringify({ organizationName: "Slow upload college" });
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let response = "";
    socket.on("data", (chunk: Buffer) => (response += chunk.toString()));
    const closed = new Promise((resolve) => socket.once("close", resolve));

    // Headers and half the body now; the rest only after the stop signal.
    socket.write(
      `POST /api/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.child.exitCode).toBeNull();
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

    socket.write(body.slice(10));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
    expect(response).toContain('{"error":"Not found."}');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('"msg":"stopped"');
  });

  it.each([
    [
      "PORT",
      "eighty",
      /^Configuration error: PORT must be a whole number from 0 to 65535 \(got "eighty"\)$/,
    ],
    [
      "DATABASE_URL",
      "mysql://localhost/site",
      /^Configuration error: DATABASE_URL must be file:<path> for SQLite or postgres:\/\//,
    ],
  ])("refuses to start with a bad %s, in one line naming it", async (name, value, message) => {
    const server = spawnServer({ DATA_DIR: testDatabase.directory, [name]: value });
    const { code } = await server.exited;
    expect(code).toBe(1);
    const lines = server.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});
