import { sql, type Selectable } from "kysely";
import type { Article, ArticleCategory } from "../../app/content/types";
import type { AppDatabase } from "../db/connect";
import type { BlogPostsTable } from "../db/schema";

export type ArticleSummary = Omit<Article, "body">;

export interface BlogFilter {
  category?: ArticleCategory | undefined;
  /** Matched, case-insensitively, anywhere in the title or the excerpt. */
  search?: string | undefined;
}

type Row = Selectable<BlogPostsTable>;

function toSummary(row: Omit<Row, "body" | "created_at" | "updated_at">): ArticleSummary {
  return {
    id: row.article_id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    date: row.published_on,
    category: row.category as ArticleCategory,
    image: {
      src: row.image_src,
      alt: row.image_alt,
      width: row.image_width,
      height: row.image_height,
    },
    readTime: row.read_time,
  };
}

function toRow(article: Article): Omit<Row, "created_at" | "updated_at"> {
  return {
    slug: article.slug,
    article_id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    author: article.author,
    published_on: article.date,
    category: article.category,
    image_src: article.image.src,
    image_alt: article.image.alt,
    image_width: article.image.width,
    image_height: article.image.height,
    read_time: article.readTime,
    body: JSON.stringify(article.body),
  };
}

/** LIKE treats % and _ as wildcards; a visitor searching for "50%" means the character. */
const likeEscape = sql.raw("'\\'");

function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const summaryColumns = [
  "slug",
  "article_id",
  "title",
  "excerpt",
  "author",
  "published_on",
  "category",
  "image_src",
  "image_alt",
  "image_width",
  "image_height",
  "read_time",
] as const;

export function createBlogService({ db }: AppDatabase) {
  return {
    /** Newest first. */
    async list(filter: BlogFilter = {}): Promise<ArticleSummary[]> {
      let query = db.selectFrom("blog_posts").select(summaryColumns);
      if (filter.category) query = query.where("category", "=", filter.category);
      const search = filter.search?.trim();
      if (search) {
        const pattern = likePattern(search);
        query = query.where((eb) =>
          eb.or([
            sql<boolean>`lower(title) like ${pattern} escape ${likeEscape}`,
            sql<boolean>`lower(excerpt) like ${pattern} escape ${likeEscape}`,
          ]),
        );
      }
      const rows = await query.orderBy("published_on", "desc").orderBy("slug").execute();
      return rows.map(toSummary);
    },

    async get(slug: string): Promise<Article | undefined> {
      const row = await db
        .selectFrom("blog_posts")
        .selectAll()
        .where("slug", "=", slug)
        .executeTakeFirst();
      return row ? { ...toSummary(row), body: JSON.parse(row.body) as string[] } : undefined;
    },

    async count(): Promise<number> {
      const { count } = await db
        .selectFrom("blog_posts")
        .select(({ fn }) => fn.countAll().as("count"))
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;

/**
 * Brings the blog_posts table in step with the articles in app/content: new ones are
 * added, changed ones updated, removed ones deleted. Rows that already match are left
 * alone, so restarts write nothing.
 */
export async function syncBlogPosts(
  { db }: AppDatabase,
  articles: readonly Article[],
  now = new Date(),
): Promise<{ added: number; updated: number; removed: number }> {
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = new Map(
      (await trx.selectFrom("blog_posts").selectAll().execute()).map((row) => [row.slug, row]),
    );
    let added = 0;
    let updated = 0;
    for (const article of articles) {
      const row = toRow(article);
      const current = existing.get(article.slug);
      existing.delete(article.slug);
      if (!current) {
        await trx
          .insertInto("blog_posts")
          .values({ ...row, created_at: timestamp, updated_at: timestamp })
          .onConflict((conflict) => conflict.column("slug").doNothing())
          .execute();
        added += 1;
      } else if (Object.entries(row).some(([key, value]) => current[key as keyof Row] !== value)) {
        await trx
          .updateTable("blog_posts")
          .set({ ...row, updated_at: timestamp })
          .where("slug", "=", article.slug)
          .execute();
        updated += 1;
      }
    }
    const removed = [...existing.keys()];
    if (removed.length > 0) {
      await trx.deleteFrom("blog_posts").where("slug", "in", removed).execute();
    }
    return { added, updated, removed: removed.length };
  });
}
