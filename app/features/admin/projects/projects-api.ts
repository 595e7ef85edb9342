import { messagesOf, type FieldMessages } from "./project-form";

/** What a call to /api/admin/… came back with, in words for staff. */
export type ApiResult<T> =
  { ok: true; data: T } | { ok: false; status: number; error: string; fields: FieldMessages };

export const networkError =
  "The server could not be reached. What you typed is still here: try again.";

/**
 * One JSON call of the project screens (same origin, the session cookie). A refusal is the
 * server's sentence (409, 502, …) and its field errors (400), never a stack trace.
 */
export async function send<T = unknown>(
  url: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  body?: unknown,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "include",
    });
  } catch {
    return { ok: false, status: 0, error: networkError, fields: {} };
  }
  const data = (await response.json().catch(() => ({}))) as {
    error?: unknown;
    errors?: unknown;
  };
  if (response.ok) return { ok: true, data: data as T };
  const fields = messagesOf(data.errors);
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
