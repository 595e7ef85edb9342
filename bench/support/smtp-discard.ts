import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * An SMTP server that accepts and forgets every message: a mail provider for benchmarks.
 * It counts what it accepted, so a run can check that each message arrived exactly once.
 */
export async function startDiscardingSmtp(): Promise<{
  url: string;
  /** Messages accepted so far (each accepted DATA, whatever its number of recipients). */
  received(): number;
  stop(): Promise<void>;
}> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
