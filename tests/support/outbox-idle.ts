import { sql } from "kysely";
import type { TestServer } from "./test-server";

/**
 * Resolves once the outbox has sent every message that is due: nothing more is on its way.
 * Tests that prove a message was NOT sent assert after this instead of sleeping for a while
 * and hoping the wait was long enough. The SMTP sink records a message before it accepts it,
 * so whatever the outbox sent is in the sink by then.
 */
export async function outboxIdle(server: TestServer, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await server.outbox.runOnce();
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from email_outbox
      where sent_at is null and failed_at is null
        and next_attempt_at <= ${new Date().toISOString()}`.execute(server.database.db);
    if (Number(rows[0]?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error("the outbox still has messages due to be sent");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
