import https from "node:https";
import { booking } from "./bookings-load";
import type { HttpsClient } from "./https-client";

export interface Failure {
  /** When the request was sent, in milliseconds since the load started. */
  at: number;
  what: string;
}

/**
 * Visitors through the proxy until stopped: some reading pages, some sending bookings, each
 * booking with its own Idempotency-Key. What matters afterwards: every request that failed
 * (status or no answer, with when), and every booking acknowledged (key → id).
 */
export function startProxiedLoad(
  site: HttpsClient,
  { readers = 4, bookers = 4, prefix = "proxied" } = {},
) {
  const agent = new https.Agent({ keepAlive: true, maxSockets: readers + bookers });
  const started = performance.now();
  const state = { running: true, sent: 0 };
  const pages = { ok: 0, failed: [] as Failure[] };
  const bookings = { acknowledged: new Map<string, string>(), failed: [] as Failure[] };
  const now = () => Math.round(performance.now() - started);

  async function reader(index: number) {
    const paths = ["/", "/projects", "/blog", "/about"];
    for (let i = index; state.running; i++) {
      const path = paths[i % paths.length] as string;
      const at = now();
      try {
        const answer = await site(path, { agent });
        if (answer.status === 200) pages.ok += 1;
        else pages.failed.push({ at, what: `${path}: ${answer.status}` });
      } catch (error) {
        pages.failed.push({ at, what: `${path}: ${String(error)}` });
      }
    }
  }
  async function booker() {
    while (state.running) {
      const key = `${prefix}-${state.sent++}`;
      const at = now();
      try {
        const answer = await site("/api/bookings", {
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            origin: "https://kodeveda.localhost",
            "idempotency-key": key,
          },
          body: JSON.stringify(booking),
        });
        if (answer.status === 201 || answer.status === 200) {
          bookings.acknowledged.set(key, (JSON.parse(answer.body) as { id: string }).id);
        } else {
          bookings.failed.push({ at, what: `${key}: ${answer.status} ${answer.body}` });
        }
      } catch (error) {
        bookings.failed.push({ at, what: `${key}: ${String(error)}` });
      }
    }
  }
  const loops = Promise.all([
    ...Array.from({ length: readers }, (_, index) => reader(index)),
    ...Array.from({ length: bookers }, booker),
  ]);
  return {
    /** Milliseconds since the load started, on the clock the failures are stamped with. */
    now,
    async stop() {
      state.running = false;
      await loops;
      agent.destroy();
      return { pages, bookings };
    },
  };
}
