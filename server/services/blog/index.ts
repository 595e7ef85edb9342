import type { Selectable } from "kysely";
import type { Article, ArticleCategory } from "#shared/content/types";
import type { AppDatabase } from "../../db/connect";
import type { BlogPostsTable } from "../../db/schema";
import { renderArticleBody } from "./article-body";
import { paragraphsToHtml } from "./seed-html";
import { containsText } from "../../db/text-search";
import { withResponsiveSources } from "../../media/responsive";

export type ArticleSummary = Omit<Article, "body">;

/** A published post as its page shows it: the body is sanitised HTML, code highlighted. */
export type PublishedPost = ArticleSummary & { bodyHtml: string };

/** What an address under /blog/ leads to. */
export type BlogLookup =
  | { kind: "post"; post: PublishedPost }
  /** The post's slug changed: 301 to the new one. */
  | { kind: "moved"; slug: string }
  /** It was here and is no more (unpublished or deleted): 410. */
  | { kind: "gone" };

export interface BlogFilter {
  category?: ArticleCategory | undefined;
  /** Matched, case-insensitively, anywhere in the title or the excerpt. */
  search?: string | undefined;
}

type Row = Selectable<BlogPostsTable>;

function toSummary(row: Pick<Row, (typeof summaryColumns)[number]>): ArticleSummary {
  return {
    id: row.article_id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    date: row.published_on,
    category: row.category as ArticleCategory,
    image: withResponsiveSources({
      src: row.image_src,
      alt: row.image_alt,
      width: row.image_width,
      height: row.image_height,
    }),
    readTime: row.read_time,
  };
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

/**
 * Rendering a long post (highlighting its code) takes milliseconds: done once per saved
 * version, not per request.
 * Bounded, since every version of every post would otherwise stay: when full it starts over.
 */
function renderedBodies(limit = 200) {
  const kept = new Map<string, string>();
  return (row: Pick<Row, "article_id" | "version" | "body_html">) => {
    const key = `${row.article_id}:${row.version}`;
    let html = kept.get(key);
    if (html === undefined) {
      html = renderArticleBody(row.body_html);
      if (kept.size >= limit) kept.clear();
      kept.set(key, html);
    }
    return html;
  };
}

/** What visitors read: published posts only. */
export function createBlogService({ db }: AppDatabase) {
  const published = () => db.selectFrom("blog_posts").where("status", "=", "published");
  const bodyOf = renderedBodies();

  return {
    /** Newest first. */
    async list(filter: BlogFilter = {}): Promise<ArticleSummary[]> {
      let query = published().select(summaryColumns);
      if (filter.category) query = query.where("category", "=", filter.category);
      const search = filter.search?.trim();
      if (search) {
        query = query.where((eb) =>
          eb.or([containsText("title", search), containsText("excerpt", search)]),
        );
      }
      const rows = await query
        .orderBy("published_on", "desc")
        .orderBy("article_id", "desc")
        .execute();
      return rows.map(toSummary);
    },

    async find(slug: string): Promise<BlogLookup | undefined> {
      const row = await db
        .selectFrom("blog_posts")
        .selectAll()
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (row) {
        return row.status === "published"
          ? { kind: "post", post: { ...toSummary(row), bodyHtml: bodyOf(row) } }
          : row.status === "unpublished"
            ? { kind: "gone" }
            : undefined;
      }
      const retired = await db
        .selectFrom("blog_slug_history")
        .leftJoin("blog_posts", "blog_posts.article_id", "blog_slug_history.article_id")
        .select(["blog_posts.slug as current", "blog_posts.status as status"])
        .where("blog_slug_history.slug", "=", slug)
        .executeTakeFirst();
      if (!retired) return undefined;
      if (retired.current && retired.status === "published") {
        return { kind: "moved", slug: retired.current };
      }
      return retired.current && retired.status !== "unpublished" ? undefined : { kind: "gone" };
    },

    /** The dashboard's "blogs": what visitors can read. */
    async count(): Promise<number> {
      const { count } = await published()
        .select(({ fn }) => fn.countAll().as("count"))
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;

/**
 * The first run's posts: the articles in shared/content, imported once into a database that has
 * never been seeded, never again, so a deploy never overwrites what staff wrote. The claim in
 * app_state makes it once across instances starting together.
 */
export async function seedBlogPosts(
  { db }: AppDatabase,
  articles: readonly Article[],
  now = new Date(),
): Promise<{ added: number }> {
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("app_state")
      .values({ key: "blog_seeded_at", value: timestamp })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0 || articles.length === 0) {
      return { added: 0 };
    }
    await trx
      .insertInto("blog_posts")
      .values(
        articles.map((article) => ({
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
          status: "published" as const,
          publish_at: null,
          body_html: paragraphsToHtml(article.body),
          updated_by: null,
          created_at: timestamp,
          updated_at: timestamp,
        })),
      )
      .execute();
    return { added: articles.length };
  });
}
