import { sql } from "kysely";
import { blogMessages } from "#shared/domain/blog";
import type { BlogPostInput, PostDetail } from "#shared/schemas/blog-post";
import { isUniqueViolation, ServiceRefusal } from "../../errors";
import type { Actor } from "../../unit-of-work";
import type { PostChanges } from "./changes";
import { contentColumns, detail, indianDate } from "./records";

/** The highest number a deleted post had: numbers are never given out twice. */
const removedIdKey = "blog_highest_removed_id";

/** Staff's drafts: creating one, saving its content, deleting a post for good. */
export function postWrites({
  commit,
  changed,
  markChanged,
  byId,
  retireSlug,
  change,
}: PostChanges) {
  return {
    /** A new draft. */
    async create(input: BlogPostInput, by: Actor): Promise<PostDetail> {
      for (let attempt = 1; ; attempt++) {
        try {
          const row = await commit(async (unit) => {
            // Never a deleted post's number: its admin address, cached body and audit trail
            // belong to that post, not to a new one.
            const { highest } = await unit.trx
              .selectFrom("blog_posts")
              .select(sql<number>`coalesce(max(article_id), 0)`.as("highest"))
              .executeTakeFirstOrThrow();
            const removed = await unit.trx
              .selectFrom("app_state")
              .select("value")
              .where("key", "=", removedIdKey)
              .executeTakeFirst();
            const next = Math.max(highest, Number(removed?.value ?? 0)) + 1;
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

    /** Gone for good: its addresses answer 410. */
    async remove(id: number, by: Actor): Promise<void> {
      await commit(async (unit) => {
        const current = await byId(unit, id);
        if (!current) throw new ServiceRefusal("not_found", blogMessages.notFound);
        await unit.trx.deleteFrom("blog_posts").where("article_id", "=", id).execute();
        await unit.trx
          .insertInto("app_state")
          .values({ key: removedIdKey, value: String(id) })
          .onConflict((conflict) =>
            conflict.column("key").doUpdateSet({
              value: sql<string>`case when cast(app_state.value as integer) < ${id} then ${String(id)} else app_state.value end`,
            }),
          )
          .execute();
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
  };
}
