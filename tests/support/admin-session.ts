import type { TestServer } from "./test-server";

/** A JSON POST from the site's own origin, as the site's forms and the admin portal send it. */
export function postJson(server: TestServer, path: string, body: unknown, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: server.config.siteUrl.origin,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** A plain form POST to a page's action, as a browser without JavaScript sends it. */
export function postForm(
  server: TestServer,
  path: string,
  fields: Record<string, string>,
  cookie: string,
) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      cookie,
      // React Router refuses a form post whose Origin is not the address it was sent to.
      origin: server.url,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
  });
}

/** The session cookie a sign-in set, as the browser sends it back. */
export const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .filter((value) => value.startsWith("kodeveda.session_token="))
    .join("; ");

/** Signs in to the admin portal (POST /api/auth/login). */
export async function adminLogin(server: TestServer, email: string, password: string) {
  const response = await postJson(server, "/api/auth/login", { email, password });
  return { response, cookie: sessionCookieOf(response) };
}
