import { blogPostStatusLabels } from "#shared/domain/blog";
import type { PostDetail } from "#shared/schemas/blog-post";
import { formatIst } from "./post-form";

/**
 * Where the post stands and what last happened to it, then any refusal (a conflict, a
 * failed call) in an alert, so a screen reader hears it at once.
 */
export function PostStatusBanner({
  post,
  dirty,
  notice,
  alert,
}: {
  post: PostDetail | null;
  dirty: boolean;
  notice: string;
  alert: string;
}) {
  const status = post?.status ?? "draft";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
        <p>
          <span className="font-semibold">Status: {blogPostStatusLabels[status]}</span>
          {post?.status === "scheduled" && post.publishAt && (
            <> · goes live {formatIst(post.publishAt)}</>
          )}
          {post?.status === "published" && (
            <>
              {" "}
              ·{" "}
              <a href={`/blog/${post.slug}`} className="text-brand-700 underline">
                View on the site
              </a>
            </>
          )}
        </p>
        <p role="status" className="text-slate-700">
          {dirty ? "Unsaved changes" : notice}
        </p>
      </div>

      <div aria-live="assertive">
        {alert && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900"
          >
            {alert}
          </p>
        )}
      </div>
    </>
  );
}
