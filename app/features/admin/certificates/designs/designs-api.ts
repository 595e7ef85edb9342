import type { DesignInput } from "#shared/schemas/certificate";
import {
  networkError,
  pathMessages,
  send,
  type ApiResult,
  type FieldMessages,
} from "../../admin-api";

export type PictureKind = "background" | "signature";

const designsUrl = "/api/admin/certificate-designs";
const designUrl = (id: string) => `${designsUrl}/${encodeURIComponent(id)}`;
const pictureUrl = (id: string, kind: PictureKind, version: number) =>
  `${designUrl(id)}/${kind}?version=${version}`;

/** A saved design's picture, as the placement preview shows it. */
export const savedPictureUrl = (id: string, kind: PictureKind) => `${designUrl(id)}/${kind}`;

/** A refused upload names its field either way the API answers: `fields` (415) or `errors` (400). */
function uploadFields(data: { fields?: unknown; errors?: unknown }): FieldMessages {
  const messages = pathMessages(data.errors);
  if (data.fields && typeof data.fields === "object") {
    for (const [name, message] of Object.entries(data.fields)) {
      if (typeof message === "string") messages[name] ??= message;
    }
  }
  return messages;
}

/**
 * A picture's upload (the file as the body, its own Content-Type) or removal. Not `send`:
 * the body is the file's bytes, not JSON.
 */
async function picture(
  url: string,
  method: "PUT" | "DELETE",
  file?: File,
): Promise<ApiResult<{ version: number }>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { Accept: "application/json", ...(file ? { "Content-Type": file.type } : {}) },
      body: file,
      credentials: "include",
    });
  } catch {
    return { ok: false, status: 0, error: networkError, fields: {} };
  }
  const data = (await response.json().catch(() => ({}))) as {
    error?: unknown;
    errors?: unknown;
    fields?: unknown;
    version?: unknown;
  };
  if (response.ok && typeof data.version === "number") {
    return { ok: true, data: { version: data.version } };
  }
  const fields = uploadFields(data);
  const error =
    typeof data.error === "string" && data.error !== ""
      ? data.error
      : (Object.values(fields)[0] ?? "That did not work. Try again.");
  return { ok: false, status: response.status, error, fields };
}

/**
 * The design form's calls to /api/admin/certificate-designs. Each save answers the design's
 * new version, which the next save must send: the server refuses a stale one (409).
 */
export const designsApi = {
  save: (id: string | null, input: DesignInput) =>
    id === null
      ? send<{ id: string; version: number }>(designsUrl, "POST", input)
      : send<{ id: string; version: number }>(designUrl(id), "PUT", input),
  upload: (id: string, kind: PictureKind, file: File, version: number) =>
    picture(pictureUrl(id, kind, version), "PUT", file),
  remove: (id: string, kind: PictureKind, version: number) =>
    picture(pictureUrl(id, kind, version), "DELETE"),
  previewUrl: (id: string) => `${designUrl(id)}/preview.pdf`,
};

export const builtInPreviewUrl = `${designsUrl}/built-in/preview.pdf`;
