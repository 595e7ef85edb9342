import type { PostDetail } from "#shared/schemas/blog-post";
import type { AppDatabase } from "#server/db/connect";
import type { Image } from "#shared/content/types";
import { renderArticleBody } from "../article-body";
import { withResponsiveSources } from "#server/media/responsive";
import type { Commit } from "../../unit-of-work";
import { postChanges } from "./changes";
import { listPosts, type PostListFilter } from "./list";
import { detail } from "./records";
import { scheduledPosts } from "./scheduled";
import { postTransitions } from "./transitions";
import { postWrites } from "./writes";

export interface BlogPostsOptions {
  /**
   * Told after every change visitors could see, so the page cache forgets the blog, with the
   * "blog changed at" mark the change wrote (the blog clock then knows it is not news).
   */
  changed: (markedAt: string | undefined) => void;
}

/**
 * Staff write the blog: drafts, edits refused when made over someone else's, publishing now
 * or at a time, unpublishing and deleting; each change is audited in its transaction and
 * marks the blog changed in the database, so every instance's page cache forgets it.
 */
export function createBlogPosts(
  database: AppDatabase,
  commit: Commit,
  { changed }: BlogPostsOptions,
) {
  const { db } = database;
  const changes = postChanges(commit, changed);

  return {
    list: (filter: PostListFilter) => listPosts(db, filter),

    async get(id: number): Promise<PostDetail | undefined> {
      const row = await db
        .selectFrom("blog_posts")
        .selectAll()
        .where("article_id", "=", id)
        .executeTakeFirst();
      return row && detail(row);
    },

    /** The post as visitors would see it, draft or not: body and cover as on its page. */
    async preview(id: number): Promise<(PostDetail & { cover: Image }) | undefined> {
      const post = await this.get(id);
      return (
        post && {
          ...post,
          bodyHtml: renderArticleBody(post.bodyHtml),
          cover: withResponsiveSources({
            src: post.coverSrc,
            alt: post.coverAlt,
            width: post.coverWidth,
            height: post.coverHeight,
          }),
        }
      );
    },

    ...postWrites(changes),
    ...postTransitions(changes),
    ...scheduledPosts(database, commit, changes.markChanged, changes.changed),
  };
}

export type BlogPosts = ReturnType<typeof createBlogPosts>;
