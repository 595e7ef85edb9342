import { Link, redirect } from "react-router";
import { ContentImage } from "../components/ContentImage";
import { articleBodyClass } from "../components/article-body";
import { formatDate } from "../components/LegalPage";
import { PageHeader } from "../components/PageHeader";
import { site } from "../content/site";
import { articleImageSizes } from "../domain/article-images";
import { ArticleCard } from "../features/blog/ArticleCard";
import { BlogNewsletter } from "../features/newsletter/BlogNewsletter";
import { pageMeta, siteOriginOf } from "../seo";
import type { Route } from "./+types/article";

const relatedCount = 3;

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.services.blog.find(params.slug);
  if (!found) throw new Response("Not Found", { status: 404 });
  // A post whose slug changed keeps its old address working; one taken down is gone.
  if (found.kind === "moved") throw redirect(`/blog/${found.slug}`, 301);
  if (found.kind === "gone") throw new Response("Gone", { status: 410 });
  const article = found.post;
  const sameCategory = await context.services.blog.list({ category: article.category });
  const related = sameCategory
    .filter((other) => other.slug !== article.slug)
    .slice(0, relatedCount);
  return { article, related };
}

const breadcrumbs = [
  { name: "Home", path: "/" },
  { name: "Blog", path: "/blog" },
];

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { article } = loaderData;
  const origin = siteOriginOf(matches);
  const path = `/blog/${article.slug}`;
  return pageMeta(matches, {
    title: article.title,
    description: article.excerpt,
    path,
    type: "article",
    image: article.image,
    breadcrumbs,
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        description: article.excerpt,
        datePublished: article.date,
        author: { "@type": "Person", name: article.author },
        publisher: { "@id": `${origin}/#organization`, "@type": "Organization", name: site.name },
        image: `${origin}${article.image.src}`,
        articleSection: article.category,
        mainEntityOfPage: `${origin}${path}`,
      },
    ],
  });
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  return (
    <>
      <PageHeader title={article.title} intro={article.excerpt} breadcrumbs={breadcrumbs}>
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
          // Sanitised by the server's allow-list when it was saved (server/blog/sanitize.ts)
          // and highlighted there: no script or handler can be in it.
          dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
        />
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-16">
            <h2 id="related-title" className="text-2xl font-bold text-slate-900">
              More on {article.category}
            </h2>
            <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <ArticleCard key={other.slug} article={other} />
              ))}
            </div>
          </div>
        </section>
      )}
      <BlogNewsletter />
    </>
  );
}
