/** One same-origin JSON request of the portal, with the session cookie. */
export function request(
  url: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  body?: unknown,
): Promise<Response> {
  return fetch(url, {
    method,
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
}

/** The portal's JSON calls to the specification's endpoints (/api/auth/…), with the session cookie. */
export async function call(url: string, body?: unknown): Promise<Response> {
  return request(url, body === undefined ? "GET" : "POST", body);
}

/** The server's sentence for a refused call, when it gave one. */
export async function errorOf(response: Response): Promise<string | undefined> {
  const data = (await response.json().catch(() => ({}))) as { error?: unknown };
  return typeof data.error === "string" && data.error !== "" ? data.error : undefined;
}

/** A field's first message, by the field's name. */
export type FieldMessages = Record<string, string>;

/** What a call to /api/admin/… came back with, in words for staff. */
export type ApiResult<T> =
  { ok: true; data: T } | { ok: false; status: number; error: string; fields: FieldMessages };

export const networkError =
  "The server could not be reached. What you typed is still here: try again.";

/** A 400's field errors (`errors: [{path,msg}]`), the first message of each path. */
export function pathMessages(errors: unknown): FieldMessages {
  const messages: FieldMessages = {};
  if (!Array.isArray(errors)) return messages;
  for (const error of errors as Array<{ path?: unknown; msg?: unknown }>) {
    if (typeof error.path !== "string" || typeof error.msg !== "string") continue;
    messages[error.path] ??= error.msg;
  }
  return messages;
}

/**
 * One JSON call of a portal screen. A refusal is the server's sentence (409, 502, …) and its
 * field errors (400), read by `fieldsOf` as the screen names its fields; never a stack trace.
 */
export async function send<T = unknown>(
  url: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  body?: unknown,
  fieldsOf: (errors: unknown) => FieldMessages = pathMessages,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await request(url, method, body);
  } catch {
    return { ok: false, status: 0, error: networkError, fields: {} };
  }
  const data = (await response.json().catch(() => ({}))) as {
    error?: unknown;
    errors?: unknown;
  };
  if (response.ok) return { ok: true, data: data as T };
  const fields = fieldsOf(data.errors);
  const error =
    typeof data.error === "string" && data.error !== ""
      ? data.error
      : response.status === 401 || response.status === 403
        ? "Your session has ended. Sign in again in another tab, then try again."
        : Object.keys(fields).length > 0
          ? "Some fields need correcting: see the messages below them."
          : "That did not work. Try again.";
  return { ok: false, status: response.status, error, fields };
}
