import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Icon } from "../components/icons";
import { PageHeader } from "../components/PageHeader";
import { articleCategories } from "#shared/content/types";
import { ArticleCard, FeaturedArticle } from "../features/blog/ArticleCard";
import { blogFilterHref, maxSearchLength, readBlogFilters } from "#shared/domain/blog-filters";
import { BlogNewsletter } from "../features/newsletter/BlogNewsletter";
import { pageMeta } from "../seo";
import type { Route } from "./+types/blog";

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = readBlogFilters(new URL(request.url));
  const articles = await context.services.blog.list(filters);
  return { articles, filters };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "Blog",
    description:
      "Articles on web technologies, AI and machine learning, LinkedIn optimisation, hackathon management and resume building from our trainers and mentors.",
    path: "/blog",
    // Filtered views are the same articles again: only the full list is indexed.
    noindex: Boolean(loaderData.filters.category ?? loaderData.filters.search),
  });

const searchDelayMs = 300;

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { articles, filters } = loaderData;
  const [featured, ...rest] = articles;
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchAsYouType = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void submit(form, { replace: true, preventScrollReset: true }),
      searchDelayMs,
    );
  };

  return (
    <>
      <PageHeader
        title="Blog"
        intro="Practical advice on skills, careers and hackathons from our trainers and mentors."
      />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <Form
          method="get"
          role="search"
          preventScrollReset
          className="flex max-w-xl gap-2"
          onChange={(event) => searchAsYouType(event.currentTarget)}
        >
          {filters.category && <input type="hidden" name="category" value={filters.category} />}
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          <div className="relative flex-1">
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="blog-search"
              type="search"
              name="q"
              defaultValue={filters.search}
              maxLength={maxSearchLength}
              placeholder="Search articles"
              className="min-h-11 w-full rounded-lg border border-slate-300 py-2 pr-3 pl-10"
            />
          </div>
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-900"
          >
            Search
          </button>
        </Form>

        <nav aria-label="Categories" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {[undefined, ...articleCategories].map((category) => {
              const active = filters.category === category;
              return (
                <li key={category ?? "All"}>
                  <Link
                    to={blogFilterHref({ category, search: filters.search })}
                    preventScrollReset
                    aria-current={active ? "true" : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                      active
                        ? "bg-brand-700 text-white"
                        : "bg-slate-100 text-slate-800 hover:bg-slate-200"
                    }`}
                  >
                    {category ?? "All"}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <p role="status" className="sr-only">
          {navigation.state === "loading"
            ? "Loading articles"
            : `${articles.length} ${articles.length === 1 ? "article" : "articles"} found`}
        </p>

        <div className="mt-10">
          {featured ? (
            <>
              <FeaturedArticle article={featured} />
              {rest.length > 0 && (
                <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {rest.map((article) => (
                    <ArticleCard key={article.slug} article={article} />
                  ))}
                </div>
              )}
            </>
          ) : (
            <p className="rounded-2xl bg-slate-50 p-10 text-center text-lg text-slate-700">
              No articles found. Try a different search or category!
            </p>
          )}
        </div>
      </div>
      <BlogNewsletter />
    </>
  );
}
