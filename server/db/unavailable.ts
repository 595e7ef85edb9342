/**
 * Errors that mean the database cannot be reached right now (down, restarting, refusing
 * connections), as opposed to a fault in the request or in our code. The API answers them
 * with 503, so clients retry and load balancers steer away, instead of a 500.
 */
const unavailableCodes = new Set([
  // The network: nothing listening, connection dropped, no route or name.
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // PostgreSQL's class 08 (connection exception) and 57P (operator intervention).
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  // SQLite: another process held the lock for longer than the busy timeout.
  "SQLITE_BUSY",
]);

const unavailableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
];

export const databaseUnavailableMessage =
  "We cannot save or load data right now. Please try again in a minute.";

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string" && unavailableCodes.has(code)) return true;
    if (typeof message === "string" && unavailableMessages.some((pattern) => pattern.test(message)))
      return true;
    // AggregateError (several addresses refused) carries its reasons in errors.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}
