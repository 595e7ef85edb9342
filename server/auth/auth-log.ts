/**
 * What the log keeps of what better-auth reports: which error it was, never its details,
 * which carry the OAuth state, tokens and addresses (a forged Google callback logs its state).
 * As with addresses (server/http/logged-url.ts), only what is known to be harmless is kept:
 * an error's name, code, status and message (better-auth's own fixed sentences), numbers and
 * booleans; any other value is `[redacted]`.
 */
export function authLogDetails(args: readonly unknown[]): unknown[] {
  return args.map((arg) => {
    if (typeof arg === "number" || typeof arg === "boolean") return arg;
    if (typeof arg !== "object" || arg === null) return "[redacted]";
    const fields = arg as Record<string, unknown>;
    return Object.fromEntries(
      ["name", "code", "status", "message"].flatMap((key) => {
        const value = fields[key];
        return typeof value === "string" || typeof value === "number" ? [[key, value]] : [];
      }),
    );
  });
}
