/**
 * The value of the cookie `name` in a Cookie header, or undefined when it is absent. Values
 * are taken as sent (the site's cookies are base64url, never quoted or escaped); a malformed
 * pair is skipped rather than trusted.
 */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

export interface CookieOptions {
  /** Seconds until the browser forgets it; 0 removes it now. */
  maxAgeSeconds: number;
  /** Set on an https:// site. */
  secure: boolean;
}

/**
 * A Set-Cookie value for a session cookie scripts cannot read (HttpOnly), sent with
 * same-site requests and top-level navigations only (SameSite=Lax), for the whole site.
 */
export function sessionCookie(
  name: string,
  value: string,
  { maxAgeSeconds, secure }: CookieOptions,
) {
  return [
    `${name}=${value}`,
    "Path=/",
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
