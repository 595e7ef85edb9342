import type { FieldError } from "../../schemas/fields";

export type PostResult =
  | { ok: true }
  | { ok: false; kind: "invalid"; errors: FieldError[] }
  | { ok: false; kind: "refused"; message: string }
  | { ok: false; kind: "network" };

/**
 * Sends a form to the API as JSON and reads the answer in the API's conventions:
 * `{ errors: [{ path, msg }] }` for invalid fields, `{ error }` for anything else.
 */
export async function postJson(url: string, body: unknown): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "include",
    });
  } catch {
    return { ok: false, kind: "network" };
  }
  if (response.ok) return { ok: true };
  const data = (await response.json().catch(() => ({}))) as { errors?: unknown; error?: unknown };
  if (Array.isArray(data.errors))
    return { ok: false, kind: "invalid", errors: data.errors as FieldError[] };
  return {
    ok: false,
    kind: "refused",
    message: typeof data.error === "string" ? data.error : "The server could not take it just now.",
  };
}
