import { request as send } from "../admin-api";
import { messagesOf, type FieldMessages } from "./post-form";
import type { PostDetail } from "#shared/schemas/blog-post";

/** What a call to /api/admin/posts came back with, in words for the trainer. */
export type PostResult =
  | { ok: true; post: PostDetail }
  | { ok: false; status: number; error: string; fields: FieldMessages };

const networkError = "The server could not be reached. Your changes are still here: try again.";

async function resultOf(response: Response): Promise<PostResult> {
  const data = (await response.json().catch(() => ({}))) as {
    post?: PostDetail;
    error?: unknown;
    errors?: unknown;
    fields?: unknown;
  };
  if (response.ok && data.post) return { ok: true, post: data.post };
  const error =
    typeof data.error === "string" && data.error !== ""
      ? data.error
      : response.status === 401
        ? "Your session has ended. Sign in again in another tab, then save."
        : "The post could not be saved. Try again.";
  return {
    ok: false,
    status: response.status,
    error,
    fields: { ...messagesOf(data.fields), ...messagesOf(data.errors) },
  };
}

async function attempt(call: () => Promise<Response>): Promise<PostResult> {
  try {
    return await resultOf(await call());
  } catch {
    return { ok: false, status: 0, error: networkError, fields: {} };
  }
}

export const postsApi = {
  create: (input: Record<string, unknown>) =>
    attempt(() => send("/api/admin/posts", "POST", input)),
  update: (id: number, version: number, input: Record<string, unknown>) =>
    attempt(() => send(`/api/admin/posts/${id}`, "PUT", { ...input, version })),
  publish: (id: number, version: number) =>
    attempt(() => send(`/api/admin/posts/${id}/publish`, "POST", { version })),
  schedule: (id: number, version: number, publishAt: string) =>
    attempt(() => send(`/api/admin/posts/${id}/schedule`, "POST", { version, publishAt })),
  unpublish: (id: number, version: number) =>
    attempt(() => send(`/api/admin/posts/${id}/unpublish`, "POST", { version })),
  async remove(id: number): Promise<{ ok: true } | { ok: false; error: string }> {
    try {
      const response = await send(`/api/admin/posts/${id}`, "DELETE");
      if (response.ok) return { ok: true };
      const { error } = await resultOf(response).then((r) =>
        r.ok ? { error: "" } : { error: r.error },
      );
      return { ok: false, error };
    } catch {
      return { ok: false, error: networkError };
    }
  },
};

export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}

/** How the body editor uploads an image: uploadImage below, or a stand-in. */
export type UploadImage = (file: File) => Promise<UploadedImage>;

/** POST /api/admin/media: the image re-encoded by the server, or the server's sentence. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append("file", file);
  let response: Response;
  try {
    response = await fetch("/api/admin/media", {
      method: "POST",
      body: form,
      credentials: "include",
      headers: { Accept: "application/json" },
    });
  } catch {
    throw new Error(networkError);
  }
  const data = (await response.json().catch(() => ({}))) as {
    media?: { src?: unknown; width?: unknown; height?: unknown };
    error?: unknown;
  };
  const media = data.media;
  if (
    response.ok &&
    media &&
    typeof media.src === "string" &&
    typeof media.width === "number" &&
    typeof media.height === "number"
  ) {
    return { src: media.src, width: media.width, height: media.height };
  }
  throw new Error(
    typeof data.error === "string" && data.error !== ""
      ? data.error
      : "The image could not be uploaded.",
  );
}
