import { Link } from "react-router";
import { ContentImage } from "../../components/ContentImage";
import { formatDate } from "../../components/LegalPage";
import type { Article } from "#shared/content/types";

type Summary = Omit<Article, "body">;

function Byline({ article }: { article: Summary }) {
  return (
    <p className="mt-4 text-sm text-slate-600">
      {article.author} · <time dateTime={article.date}>{formatDate(article.date)}</time> ·{" "}
      {article.readTime}
    </p>
  );
}

export function FeaturedArticle({ article }: { article: Summary }) {
  return (
    <article className="grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:grid-cols-2">
      <ContentImage
        image={article.image}
        // The largest paint of /blog on a phone: fetched first, before the scripts.
        fetchPriority="high"
        sizes="(min-width: 80rem) 39rem, (min-width: 64rem) 50vw, calc(100vw - 2rem)"
        className="h-full w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <p className="text-sm font-semibold text-brand-700">Featured · {article.category}</p>
        <h2 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
          <Link to={`/blog/${article.slug}`} className="hover:text-brand-700">
            {article.title}
          </Link>
        </h2>
        <p className="mt-3 text-lg text-slate-600">{article.excerpt}</p>
        <Byline article={article} />
      </div>
    </article>
  );
}

export function ArticleCard({ article }: { article: Summary }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <ContentImage
        image={article.image}
        loading="lazy"
        sizes="(min-width: 80rem) 25rem, (min-width: 64rem) 33vw, (min-width: 48rem) 50vw, calc(100vw - 2rem)"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-700">{article.category}</p>
        <h3 className="mt-2 text-lg font-semibold text-slate-900">
          <Link to={`/blog/${article.slug}`} className="hover:text-brand-700">
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-slate-600">{article.excerpt}</p>
        <Byline article={article} />
      </div>
    </article>
  );
}
