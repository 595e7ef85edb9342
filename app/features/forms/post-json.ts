import type { FieldError } from "#shared/schemas/fields";

/** For forms that have no wording of their own for a refusal without a sentence. */
export const serverGaveNoReason = "The server could not take it just now.";

export type PostResult =
  | { ok: true; data: unknown }
  | { ok: false; kind: "invalid"; errors: FieldError[] }
  /** `message` is the server's own sentence, when its answer had one. */
  | { ok: false; kind: "refused"; message: string | undefined }
  | { ok: false; kind: "network" };

/**
 * Sends a form to the API as JSON and reads the answer in the API's conventions:
 * `{ errors: [{ path, msg }] }` for invalid fields, `{ error }` for anything else. With an
 * idempotency key, a retry of the same submission is stored once (see use-idempotency-key).
 */
export async function postJson(
  url: string,
  body: unknown,
  { idempotencyKey }: { idempotencyKey?: string } = {},
): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
      credentials: "include",
    });
  } catch {
    return { ok: false, kind: "network" };
  }
  if (response.ok) return { ok: true, data: await response.json().catch(() => undefined) };
  const data = (await response.json().catch(() => ({}))) as { errors?: unknown; error?: unknown };
  if (Array.isArray(data.errors))
    return { ok: false, kind: "invalid", errors: data.errors as FieldError[] };
  return {
    ok: false,
    kind: "refused",
    message: typeof data.error === "string" && data.error !== "" ? data.error : undefined,
  };
}
