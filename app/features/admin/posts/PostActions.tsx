import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/button";
import type { PostDetail } from "#shared/schemas/blog-post";
import { ConfirmDialog } from "./ConfirmDialog";

/** Save, preview, publish, unpublish and delete (after asking), as the post's status allows. */
export function PostActions({
  post,
  busy,
  dirty,
  onPublish,
  onUnpublish,
  onDelete,
}: {
  post: PostDetail | null;
  busy: boolean;
  dirty: boolean;
  onPublish: () => void;
  onUnpublish: () => void;
  onDelete: () => Promise<void>;
}) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const status = post?.status ?? "draft";

  return (
    <>
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {post ? "Save" : "Save draft"}
        </button>
        {post && (
          <Link
            to={`/admin/posts/${post.id}/preview`}
            target="_blank"
            className={buttonClass("outline")}
          >
            Preview
          </Link>
        )}
        {status !== "published" && (
          <button
            type="button"
            disabled={busy}
            onClick={onPublish}
            className={buttonClass("accent")}
          >
            Publish now
          </button>
        )}
        {(status === "published" || status === "scheduled") && post && (
          <button
            type="button"
            disabled={busy}
            onClick={onUnpublish}
            className={buttonClass("outline")}
          >
            Unpublish
          </button>
        )}
        {post && (
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirmDelete(true)}
            className={buttonClass("outline", "text-red-800")}
          >
            Delete
          </button>
        )}
      </div>
      {post && dirty && (
        <p className="text-sm text-slate-600">Preview shows the last saved version.</p>
      )}

      {confirmDelete && post && (
        <ConfirmDialog
          title="Delete this post?"
          body={`“${post.title}” will be removed for good, and its address will answer “gone”. This cannot be undone.`}
          confirm="Delete post"
          onConfirm={() => void onDelete().finally(() => setConfirmDelete(false))}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </>
  );
}
