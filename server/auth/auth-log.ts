/**
 * What the log keeps of what better-auth reports: which error it was, never its details,
 * which carry the OAuth state, tokens and addresses (a forged Google callback logs its state).
 * As with addresses (server/http/logged-url.ts), only what is known to be harmless is kept:
 * an error's name, code, status and message (better-auth's own fixed sentences), numbers and
 * booleans; any other value is `[redacted]`.
 */
/**
 * better-auth's message, without the values it writes into some of them ("Sign-up attempt
 * for existing email: <address>", "Invalid callbackURL: <url>"): an address, a URL or a long
 * token-like run becomes `[redacted]`.
 */
export function authLogMessage(message: string): string {
  return message
    .replace(/\S+@\S+/g, "[redacted]")
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, "[redacted]")
    .replace(/[A-Za-z0-9_-]{20,}/g, "[redacted]");
}

export function authLogDetails(args: readonly unknown[]): unknown[] {
  return args.map((arg) => {
    if (typeof arg === "number" || typeof arg === "boolean") return arg;
    if (typeof arg !== "object" || arg === null) return "[redacted]";
    const fields = arg as Record<string, unknown>;
    return Object.fromEntries(
      ["name", "code", "status", "message"].flatMap((key): Array<[string, string | number]> => {
        const value = fields[key];
        if (typeof value === "number") return [[key, value]];
        return typeof value === "string" ? [[key, authLogMessage(value)]] : [];
      }),
    );
  });
}
