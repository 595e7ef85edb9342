import { useState } from "react";
import type { Image } from "#shared/content/types";
import { blogPostStatusLabels, type BlogPostStatus } from "#shared/domain/blog";
import { ArticleView } from "../../blog/ArticleView";

export interface PreviewPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** With its other widths, as the article page has it. */
  cover: Image;
  bodyHtml: string;
  status: BlogPostStatus;
  publishedOn: string;
  readTime: string;
}

/** The post as its article page shows it, whatever its status. */
function Article({ post }: { post: PreviewPost }) {
  return <ArticleView article={{ ...post, date: post.publishedOn, image: post.cover }} />;
}

/** The preview bar (status, width toggle, back to the editor) above the article. */
export function ArticlePreview({ post }: { post: PreviewPost }) {
  const [phone, setPhone] = useState(false);
  return (
    <>
      <div className="border-b border-amber-300 bg-amber-50">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
          <p className="font-semibold text-slate-900">
            Preview · {blogPostStatusLabels[post.status]} — visitors{" "}
            {post.status === "published" ? "see this post" : "do not see this post yet"}.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              aria-pressed={phone}
              onClick={() => setPhone(!phone)}
              className="min-h-10 rounded-md border border-slate-300 bg-white px-3 font-semibold"
            >
              Phone width
            </button>
            <a href={`/admin/posts/${post.id}`} className="text-brand-700 underline">
              Back to the editor
            </a>
          </div>
        </div>
      </div>
      {phone ? (
        <div className="bg-slate-200 py-6">
          <div
            role="region"
            aria-label="Phone-width preview"
            className="mx-auto w-[390px] max-w-full overflow-hidden rounded-2xl border border-slate-400 bg-white shadow-lg [container-type:inline-size]"
          >
            <Article post={post} />
          </div>
        </div>
      ) : (
        <Article post={post} />
      )}
    </>
  );
}
