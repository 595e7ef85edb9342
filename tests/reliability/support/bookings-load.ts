/**
 * Bookings sent by many clients at once, each with its own Idempotency-Key, as a real client
 * that retries would send them. What matters afterwards is which ones were acknowledged: a
 * 2xx answer is a promise that the booking is stored.
 */
export const booking = {
  organizationName: "Chaitanya Bharathi Institute of Technology",
  email: "events@cbit.example",
  contactNumber: "+91 40 2419 3276",
  address: "Gandipet, Hyderabad, Telangana 500075",
  message: "A 24-hour hackathon for 200 students in February.",
};

export interface LoadOutcome {
  /** Idempotency-Key → booking id, for every 2xx. */
  acknowledged: Map<string, string>;
  /** Keys whose answer said it repeated an earlier booking. */
  replayed: Set<string>;
  /** Status → how many answers had it, 2xx included. */
  statuses: Map<number, number>;
  /** Requests that got no answer (connection refused or reset). */
  unanswered: number;
  elapsedMs: number;
}

export interface LoadOptions {
  url: string;
  keys: string[];
  concurrency: number;
  /** Called after each 2xx, so a test can act in the middle of the load. */
  onAcknowledged?: (count: number) => void;
}

export async function sendBookings({
  url,
  keys,
  concurrency,
  onAcknowledged,
}: LoadOptions): Promise<LoadOutcome> {
  const outcome: LoadOutcome = {
    acknowledged: new Map(),
    replayed: new Set(),
    statuses: new Map(),
    unanswered: 0,
    elapsedMs: 0,
  };
  const started = performance.now();
  let next = 0;
  const body = JSON.stringify(booking);
  async function client() {
    while (next < keys.length) {
      const key = keys[next++] as string;
      try {
        const response = await fetch(`${url}/api/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": key },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        const answer = (await response.json()) as { id?: string };
        outcome.statuses.set(response.status, (outcome.statuses.get(response.status) ?? 0) + 1);
        if (response.ok && answer.id) {
          outcome.acknowledged.set(key, answer.id);
          if (response.headers.get("idempotent-replayed") === "true") outcome.replayed.add(key);
          onAcknowledged?.(outcome.acknowledged.size);
        }
      } catch {
        outcome.unanswered += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  outcome.elapsedMs = Math.round(performance.now() - started);
  return outcome;
}

export const keysFor = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
