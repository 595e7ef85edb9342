import { data, Link, useLocation } from "react-router";
import { buttonClass } from "../components/button";
import { PageHeader } from "../components/PageHeader";
import { blogPostStatusLabels } from "#shared/domain/blog";
import { ListFilterForm } from "../features/admin/ListFilterForm";
import { ListPager } from "../features/admin/ListPager";
import { listQuery } from "../features/admin/list-query";
import { staffOnly } from "../features/admin/page-guard.server";
import { PostsTable } from "../features/admin/posts/PostsTable";
import { blogPostListSchema } from "#shared/schemas/blog-post";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-posts";

/** /admin/posts: every post, any status, newest change first, for signed-in staff (admins and editors). */
export const loader = staffOnly(async ({ request, context }: Route.LoaderArgs) => {
  const search = new URL(request.url).searchParams;
  const q = search.get("q") ?? "";
  const status = search.get("status") ?? "";
  const filter = blogPostListSchema.safeParse({
    q: q || undefined,
    status: status || undefined,
    page: search.get("page") ?? undefined,
  });
  if (!filter.success) {
    return data(
      {
        q,
        status,
        posts: [],
        total: 0,
        page: 1,
        pages: 1,
        filterError: "Nothing is listed until the filter below is corrected.",
      },
      { status: 400 },
    );
  }
  const result = await context.services.blogPosts.list(filter.data);
  return { q, status, ...result, filterError: undefined };
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Blog posts",
    description: "Kodeveda staff portal.",
    path: "/admin/posts",
    noindex: true,
  });

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { q, status, posts, total, page, pages, filterError } = loaderData;
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;

  return (
    <>
      <PageHeader
        title="Blog posts"
        intro={
          filterError ??
          `${total} in all${q || status ? " matching the filter" : ""}, last changed first.`
        }
        breadcrumbs={[{ name: "Admin", path: "/admin" }]}
      />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <ListFilterForm q={q} status={status} statuses={blogPostStatusLabels} />
          <Link to="/admin/posts/new" className={buttonClass("primary")}>
            New post
          </Link>
        </div>
        <div role="status" className="mt-4">
          {typeof notice === "string" && (
            <p className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-slate-900">
              {notice}
            </p>
          )}
        </div>
        <PostsTable posts={posts} />
        <ListPager
          page={page}
          pages={pages}
          queryFor={(n) => listQuery({ q, status }, { page: String(n) })}
        />
      </div>
    </>
  );
}
