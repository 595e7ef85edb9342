import { afterAll, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "./test-server";

/**
 * The application on a fresh database for the tests of one file: started before them, stopped
 * after. Read `server` inside the tests (or in a later beforeAll), once it has started.
 * `serverWithMail` is the same with its mail going to an SMTP sink.
 */
export function serverForFile(env: Record<string, string> = {}) {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(env);
  });
  afterAll(() => started?.close());
  return {
    get server(): TestServer {
      if (!started) throw new Error("The test server starts in beforeAll: use it inside tests.");
      return started;
    },
  };
}
