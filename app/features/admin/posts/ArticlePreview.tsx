import { useState } from "react";
import { ContentImage } from "../../../components/ContentImage";
import { formatDate } from "../../../components/LegalPage";
import { PageHeader } from "../../../components/PageHeader";
import { articleBodyClass } from "../../../components/article-body";
import type { Image } from "../../../content/types";
import { articleImageSizes } from "../../../domain/article-images";
import { blogPostStatusLabels, type BlogPostStatus } from "../../../domain/blog";

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

/** The article page's header and body for a post, whatever its status. */
function Article({ post }: { post: PreviewPost }) {
  return (
    <>
      <PageHeader
        title={post.title}
        intro={post.excerpt}
        breadcrumbs={[
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blog" },
        ]}
      >
        <p className="mt-4 text-sm text-slate-600">
          <span className="font-semibold text-brand-700">{post.category}</span> · {post.author} ·{" "}
          <time dateTime={post.publishedOn}>{formatDate(post.publishedOn)}</time> · {post.readTime}
        </p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 pb-16">
        <ContentImage
          image={post.cover}
          sizes={articleImageSizes}
          fetchPriority="high"
          className="h-auto w-full rounded-2xl bg-slate-100"
        />
        <div
          className={articleBodyClass}
          // Sanitised by the server's allow-list when it was saved (server/blog/sanitize.ts).
          dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
        />
      </article>
    </>
  );
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
