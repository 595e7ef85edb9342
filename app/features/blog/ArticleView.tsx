import { Link } from "react-router";
import { ContentImage } from "../../components/ContentImage";
import { articleBodyClass } from "../../components/article-body";
import { formatDate } from "../../components/LegalPage";
import { PageHeader } from "../../components/PageHeader";
import type { Image } from "#shared/content/types";
import { articleImageSizes } from "#shared/domain/article-images";

export const articleBreadcrumbs = [
  { name: "Home", path: "/" },
  { name: "Blog", path: "/blog" },
];

/**
 * A post's header, cover and body: the article page and the staff's preview both show a
 * post through this, so the preview is the page.
 */
export function ArticleView({
  article,
}: {
  article: {
    title: string;
    excerpt: string;
    category: string;
    author: string;
    /** The day it was (or will be shown as) published, ISO. */
    date: string;
    readTime: string;
    image: Image;
    bodyHtml: string;
  };
}) {
  return (
    <>
      <PageHeader title={article.title} intro={article.excerpt} breadcrumbs={articleBreadcrumbs}>
        <p className="mt-4 text-sm text-slate-600">
          <Link
            to={`/blog?category=${encodeURIComponent(article.category)}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {article.category}
          </Link>{" "}
          · {article.author} · <time dateTime={article.date}>{formatDate(article.date)}</time> ·{" "}
          {article.readTime}
        </p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 pb-16">
        <ContentImage
          image={article.image}
          sizes={articleImageSizes}
          fetchPriority="high"
          className="h-auto w-full rounded-2xl bg-slate-100"
        />
        <div
          className={articleBodyClass}
          // Sanitised by the server's allow-list when it was saved
          // (server/services/blog/sanitize.ts) and highlighted there: no script or handler can
          // be in it.
          dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
        />
      </article>
    </>
  );
}
