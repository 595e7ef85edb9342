/**
 * A client that trickles its request headers (slowloris) is cut off at the server's
 * 20-second header deadline, and other visitors are served meanwhile. It takes 20 s, so
 * only `npm run test:reliability` runs it.
 */
import net from "node:net";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../support/test-database";
import { full, report } from "./support/scale";
import { startServerProcess, stopServerProcess } from "./support/server";

describe.runIf(full)("slow clients", () => {
  it("answers 408 and closes a connection whose headers are not in within 20 s", async () => {
    const testDatabase = await createTestDatabase("sqlite");
    const server = await startServerProcess(testDatabase);
    try {
      const { port } = new URL(server.url);
      const socket = net.connect(Number(port), "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
      const started = Date.now();
      const closed = new Promise<number>((resolve) =>
        socket.once("close", () => resolve(Date.now() - started)),
      );
      socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      const trickle = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 1000);
      try {
        // Others are served while the slow client holds its connection.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        expect((await fetch(`${server.url}/`)).status).toBe(200);
        const closedAfterMs = await closed;
        expect(closedAfterMs).toBeGreaterThanOrEqual(19_000);
        expect(closedAfterMs).toBeLessThan(23_000);
        expect(answer).toMatch(/^HTTP\/1\.1 408 /);
        report("slow client", { closedAfterMs, status: 408 });
      } finally {
        clearInterval(trickle);
        socket.destroy();
      }
    } finally {
      await stopServerProcess(server);
      await testDatabase.drop();
    }
  });
});
