import { freePort } from "../../support/free-port";
import { spawnServer, waitUntilListening, type ServerProcess } from "../../support/server-process";
import type { TestDatabase } from "../../support/test-database";

/**
 * The production server as a process of its own (so it can be killed), on a free port, over
 * the given database. The form rate limit is lifted: here one address is every client.
 */
export async function startServerProcess(
  database: Pick<TestDatabase, "directory" | "env">,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: database.directory,
    FORM_RATE_LIMIT: "1000000000",
    ...database.env,
    ...env,
  });
  await waitUntilListening(server);
  return server;
}

export async function stopServerProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGTERM");
  }
  await server.exited;
}
