import type { Selectable } from "kysely";
import type { ArticleCategory } from "#shared/content/types";
import { blogTimeZone } from "#shared/domain/blog";
import { slugify } from "#shared/lib/slug";
import type { BlogPostInput, PostDetail, PostSummary } from "#shared/schemas/blog-post";
import type { BlogPostsTable } from "#server/db/schema";
import { readTime } from "../read-time";
import { sanitizePostHtml } from "../sanitize";

export type Row = Selectable<BlogPostsTable>;

export function detail(row: Row): PostDetail {
  return {
    id: row.article_id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category as ArticleCategory,
    author: row.author,
    coverSrc: row.image_src,
    coverAlt: row.image_alt,
    coverWidth: row.image_width,
    coverHeight: row.image_height,
    bodyHtml: row.body_html,
    status: row.status,
    publishAt: row.publish_at,
    publishedOn: row.published_on,
    readTime: row.read_time,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** A row as the posts list shows it: what a line of the list needs, not the body. */
export function summary(row: Row): PostSummary {
  return {
    id: row.article_id,
    slug: row.slug,
    title: row.title,
    category: row.category as ArticleCategory,
    author: row.author,
    status: row.status,
    publishAt: row.publish_at,
    publishedOn: row.published_on,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** The day in India: the date a post shows is the day staff published it there. */
export const indianDate = (at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: blogTimeZone }).format(at);

/** The columns an editor's input sets; the body is sanitised here, whatever was sent. */
export function contentColumns(input: BlogPostInput) {
  const bodyHtml = sanitizePostHtml(input.bodyHtml);
  return {
    slug: input.slug || slugify(input.title),
    title: input.title,
    excerpt: input.excerpt,
    category: input.category,
    author: input.author,
    image_src: input.coverSrc,
    image_alt: input.coverAlt,
    image_width: input.coverWidth,
    image_height: input.coverHeight,
    body_html: bodyHtml,
    read_time: readTime(bodyHtml),
  };
}
