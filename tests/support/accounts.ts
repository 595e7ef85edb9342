import { expect } from "vitest";
import { sessionCookieOf } from "./admin-session";
import type { TestServer } from "./test-server";

/** A visitor signing up through better-auth's endpoint, as the sign-in dialog does. */
export function signUpRequest(
  url: string,
  origin: string,
  email: string,
  password = "correct horse battery",
): Promise<Response> {
  return fetch(`${url}/api/account/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ name: "Ananya Reddy", email, password }),
  });
}

/** The cookies a response set, as a browser would send them back. */
export const cookieHeader = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

let emailCounter = 0;
/** An address nobody has used yet: `${prefix}.<time>.<n>@student.example`. */
export const uniqueStudentEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${++emailCounter}@student.example`;

/** Signs a visitor up (status 200) and returns the session cookie the sign-up set. */
export async function signUpVisitor(
  server: TestServer,
  email: string,
  password = "correct horse battery",
) {
  const response = await signUpRequest(server.url, server.config.siteUrl.origin, email, password);
  expect(response.status).toBe(200);
  const cookie = sessionCookieOf(response);
  expect(cookie, "the sign-up's session cookie").not.toBe("");
  return { email, password, cookie, response };
}

/** The session better-auth reads from a cookie (GET /api/account/get-session), or null. */
export async function sessionFor(server: TestServer, cookie: string) {
  const response = await fetch(`${server.url}/api/account/get-session`, { headers: { cookie } });
  return (await response.json()) as { user: { email: string; name: string; role?: string } } | null;
}
