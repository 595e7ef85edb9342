/** The portal's JSON calls to the specification's endpoints (/api/auth/…), with the session cookie. */
export async function call(url: string, body?: unknown): Promise<Response> {
  return fetch(url, {
    method: body === undefined ? "GET" : "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
}

/** The server's sentence for a refused call, when it gave one. */
export async function errorOf(response: Response): Promise<string | undefined> {
  const data = (await response.json().catch(() => ({}))) as { error?: unknown };
  return typeof data.error === "string" && data.error !== "" ? data.error : undefined;
}
