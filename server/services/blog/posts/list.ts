import { adminPageSize } from "#shared/domain/admin-lists";
import type { BlogPostStatus } from "#shared/domain/blog";
import type { PostSummary } from "#shared/schemas/blog-post";
import type { AppDatabase } from "#server/db/connect";
import { containsText } from "#server/db/text-search";
import { summary } from "./records";

export interface PostListFilter {
  q?: string | undefined;
  status?: BlogPostStatus | undefined;
  page?: number | undefined;
}

export interface PostList {
  posts: PostSummary[];
  total: number;
  page: number;
  pages: number;
}

/**
 * The admin's posts list: searched by title, author or slug, filtered by status, the most
 * recently changed first, a page at a time (a page past the last shows the first).
 */
export async function listPosts(db: AppDatabase["db"], filter: PostListFilter): Promise<PostList> {
  let query = db.selectFrom("blog_posts");
  const q = filter.q?.trim();
  if (q) {
    query = query.where((eb) =>
      eb.or([containsText("title", q), containsText("author", q), containsText("slug", q)]),
    );
  }
  if (filter.status) query = query.where("status", "=", filter.status);
  const { n } = await query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
  const total = Number(n);
  const pages = Math.max(1, Math.ceil(total / adminPageSize));
  const page = filter.page && filter.page <= pages ? filter.page : 1;
  const rows = await query
    .selectAll()
    .orderBy("updated_at", "desc")
    .orderBy("article_id", "desc")
    .limit(adminPageSize)
    .offset((page - 1) * adminPageSize)
    .execute();
  return { posts: rows.map(summary), total, page, pages };
}
