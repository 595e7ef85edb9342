import { afterAll, beforeAll } from "vitest";
import { SmtpSink } from "./smtp-sink";
import { startTestServer, type TestServer } from "./test-server";

/**
 * The application with its mail going to a real SMTP sink, for the tests of one file:
 * started before them, stopped after. Read `server` inside the tests, once it has started.
 */
export function serverWithMail(env: Record<string, string> = {}) {
  const sink = new SmtpSink();
  let started: TestServer | undefined;
  beforeAll(async () => {
    await sink.start();
    started = await startTestServer({ SMTP_URL: sink.url, ...env });
  });
  afterAll(async () => {
    await started?.close();
    await sink.stop();
  });
  return {
    sink,
    get server(): TestServer {
      if (!started) throw new Error("The test server starts in beforeAll: use it inside tests.");
      return started;
    },
  };
}
