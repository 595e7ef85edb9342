import { sql } from "kysely";
import { adminPageSize } from "../../../app/domain/admin-lists";
import { blogMessages, type BlogPostStatus } from "../../../app/domain/blog";
import type { BlogPostInput, PostDetail, PostSummary } from "../../../app/schemas/blog-post";
import type { AppDatabase } from "../../db/connect";
import { highlightCode } from "../../blog/highlight";
import { containsText } from "../../db/text-search";
import { isUniqueViolation, ServiceRefusal } from "../errors";
import type { Actor, Commit, UnitOfWork } from "../unit-of-work";
import { contentColumns, detail, indianDate, type Row } from "./records";
import { scheduledPosts } from "./scheduled";

export interface BlogPostsOptions {
  /** Told after every change visitors could see, so the page cache forgets the blog. */
  changed: () => void;
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
  const markChanged = (unit: UnitOfWork) =>
    unit.trx
      .insertInto("app_state")
      .values({ key: "blog_changed_at", value: unit.now.toISOString() })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({ value: unit.now.toISOString() }),
      )
      .execute();
  const scheduled = scheduledPosts(database, commit, markChanged, changed);

  const byId = (unit: UnitOfWork, id: number) =>
    unit.trx.selectFrom("blog_posts").selectAll().where("article_id", "=", id).executeTakeFirst();

  /** A slug left behind keeps leading to the post; a slug taken up again is live. */
  async function retireSlug(unit: UnitOfWork, slug: string, articleId: number | null) {
    await unit.trx
      .insertInto("blog_slug_history")
      .values({ slug, article_id: articleId, retired_at: unit.now.toISOString() })
      .onConflict((conflict) =>
        conflict
          .column("slug")
          .doUpdateSet({ article_id: articleId, retired_at: unit.now.toISOString() }),
      )
      .execute();
  }

  /**
   * Runs a change to one post at the version the editor had: a post saved by someone else
   * meanwhile is refused, never overwritten.
   */
  async function change(
    id: number,
    version: number,
    by: Actor,
    apply: (unit: UnitOfWork, row: Row) => Promise<Partial<Row>>,
  ): Promise<PostDetail> {
    try {
      const row = await commit(async (unit) => {
        const current = await byId(unit, id);
        if (!current) throw new ServiceRefusal("not_found", blogMessages.notFound);
        if (current.version !== version) {
          throw new ServiceRefusal("conflict", blogMessages.editConflict);
        }
        const set = await apply(unit, current);
        const updated = await unit.trx
          .updateTable("blog_posts")
          .set({
            ...set,
            version: version + 1,
            updated_by: by.email,
            updated_at: unit.now.toISOString(),
          })
          .where("article_id", "=", id)
          .where("version", "=", version)
          .returningAll()
          .executeTakeFirst();
        if (!updated) throw new ServiceRefusal("conflict", blogMessages.editConflict);
        await markChanged(unit);
        return updated;
      });
      changed();
      return detail(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ServiceRefusal("conflict", blogMessages.slugTaken);
      throw error;
    }
  }

  return {
    async list(filter: {
      q?: string | undefined;
      status?: BlogPostStatus | undefined;
      page?: number | undefined;
    }) {
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
      const posts: PostSummary[] = rows.map((row) => {
        const {
          id,
          slug,
          title,
          category,
          author,
          status,
          publishAt,
          publishedOn,
          updatedAt,
          updatedBy,
        } = detail(row);
        return {
          id,
          slug,
          title,
          category,
          author,
          status,
          publishAt,
          publishedOn,
          updatedAt,
          updatedBy,
        };
      });
      return { posts, total, page, pages };
    },

    async get(id: number): Promise<PostDetail | undefined> {
      const row = await db
        .selectFrom("blog_posts")
        .selectAll()
        .where("article_id", "=", id)
        .executeTakeFirst();
      return row && detail(row);
    },

    /** The post as visitors would see it, draft or not: code highlighted as on its page. */
    async preview(id: number): Promise<PostDetail | undefined> {
      const post = await this.get(id);
      return post && { ...post, bodyHtml: highlightCode(post.bodyHtml) };
    },

    /** A new draft. */
    async create(input: BlogPostInput, by: Actor): Promise<PostDetail> {
      for (let attempt = 1; ; attempt++) {
        try {
          const row = await commit(async (unit) => {
            const { next } = await unit.trx
              .selectFrom("blog_posts")
              .select(sql<number>`coalesce(max(article_id), 0) + 1`.as("next"))
              .executeTakeFirstOrThrow();
            const columns = contentColumns(input);
            const taken = await unit.trx
              .selectFrom("blog_posts")
              .select("article_id")
              .where("slug", "=", columns.slug)
              .executeTakeFirst();
            if (taken) throw new ServiceRefusal("conflict", blogMessages.slugTaken);
            await unit.trx
              .deleteFrom("blog_slug_history")
              .where("slug", "=", columns.slug)
              .execute();
            const created = await unit.trx
              .insertInto("blog_posts")
              .values({
                ...columns,
                article_id: next,
                status: "draft",
                publish_at: null,
                published_on: indianDate(unit.now),
                updated_by: by.email,
                created_at: unit.now.toISOString(),
                updated_at: unit.now.toISOString(),
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            unit.audit({ actor: by, action: "blog.created", subject: created.title });
            return created;
          });
          return detail(row);
        } catch (error) {
          // Two posts created at the same moment drew the same number: draw again.
          if (attempt < 3 && isUniqueViolation(error)) continue;
          if (isUniqueViolation(error))
            throw new ServiceRefusal("conflict", blogMessages.slugTaken);
          throw error;
        }
      }
    },

    /** Saves the editor's content; a changed slug leaves the old address leading here. */
    update(id: number, version: number, input: BlogPostInput, by: Actor) {
      return change(id, version, by, async (unit, current) => {
        const columns = contentColumns(input);
        if (columns.slug !== current.slug) {
          await unit.trx.deleteFrom("blog_slug_history").where("slug", "=", columns.slug).execute();
          await retireSlug(unit, current.slug, current.article_id);
        }
        unit.audit({ actor: by, action: "blog.updated", subject: columns.title });
        return columns;
      });
    },

    publish(id: number, version: number, by: Actor) {
      return change(id, version, by, (unit, current) => {
        unit.audit({ actor: by, action: "blog.published", subject: current.title });
        return Promise.resolve({
          status: "published" as const,
          publish_at: null,
          // A post published again keeps the date it first had.
          published_on:
            current.status === "draft" || current.status === "scheduled"
              ? indianDate(unit.now)
              : current.published_on,
        });
      });
    },

    schedule(id: number, version: number, publishAt: Date, by: Actor) {
      return change(id, version, by, (unit, current) => {
        if (publishAt.getTime() <= unit.now.getTime()) {
          throw new ServiceRefusal("invalid", blogMessages.scheduleInPast);
        }
        unit.audit({
          actor: by,
          action: "blog.scheduled",
          subject: current.title,
          detail: publishAt.toISOString(),
        });
        return Promise.resolve({
          status: "scheduled" as const,
          publish_at: publishAt.toISOString(),
        });
      });
    },

    unpublish(id: number, version: number, by: Actor) {
      return change(id, version, by, (unit, current) => {
        unit.audit({ actor: by, action: "blog.unpublished", subject: current.title });
        return Promise.resolve({ status: "unpublished" as const, publish_at: null });
      });
    },

    /** Gone for good: its addresses answer 410. */
    async remove(id: number, by: Actor): Promise<void> {
      await commit(async (unit) => {
        const current = await byId(unit, id);
        if (!current) throw new ServiceRefusal("not_found", blogMessages.notFound);
        await unit.trx.deleteFrom("blog_posts").where("article_id", "=", id).execute();
        await unit.trx
          .updateTable("blog_slug_history")
          .set({ article_id: null })
          .where("article_id", "=", id)
          .execute();
        await retireSlug(unit, current.slug, null);
        await markChanged(unit);
        unit.audit({ actor: by, action: "blog.deleted", subject: current.title });
      });
      changed();
    },

    ...scheduled,
  };
}

export type BlogPosts = ReturnType<typeof createBlogPosts>;
