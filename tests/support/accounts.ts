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
