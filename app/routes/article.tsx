import { redirect } from "react-router";
import { site } from "#shared/content/site";
import { ArticleCard } from "../features/blog/ArticleCard";
import { ArticleView, articleBreadcrumbs } from "../features/blog/ArticleView";
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
    breadcrumbs: articleBreadcrumbs,
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
      <ArticleView article={article} />
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
