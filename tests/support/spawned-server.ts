import { freePort } from "./free-port";
import { spawnServer, waitUntilListening, type ServerProcess } from "./server-process";
import type { TestDatabase } from "./test-database";

/**
 * The production server in its own process (`spawnServer`) on a free port and the given
 * database, once it listens. `env` may depend on the address it will have (SITE_URL).
 */
export async function startServerProcess(
  testDatabase: TestDatabase,
  env: Record<string, string> | ((origin: string) => Record<string, string>) = {},
  timeoutMs?: number,
): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: testDatabase.directory,
    ...testDatabase.env,
    ...(typeof env === "function" ? env(origin) : env),
  });
  await waitUntilListening(server, timeoutMs);
  return server;
}

/** Sends SIGTERM and waits until the process has exited. */
export async function stopServerProcess(server: ServerProcess): Promise<void> {
  server.child.kill("SIGTERM");
  await server.exited;
}
