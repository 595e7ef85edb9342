import type { PostDetail } from "#shared/schemas/blog-post";
import { blogMessages } from "#shared/domain/blog";
import { isUniqueViolation, ServiceRefusal } from "../../errors";
import { markPagesChanged } from "../../pages-changed";
import type { Actor, Commit, UnitOfWork } from "../../unit-of-work";
import { detail, type Row } from "./records";

/** What every write to the blog shares: its transaction, the change mark and the version check. */
export interface PostChanges {
  commit: Commit;
  /** Told after every change visitors could see, so the page cache forgets the blog. */
  changed: () => void;
  /** Records in the database that the blog changed, for every instance's page cache. */
  markChanged: (unit: UnitOfWork) => Promise<unknown>;
  byId: (unit: UnitOfWork, id: number) => Promise<Row | undefined>;
  /** A slug left behind keeps leading to the post; a slug taken up again is live. */
  retireSlug: (unit: UnitOfWork, slug: string, articleId: number | null) => Promise<unknown>;
  /**
   * Runs a change to one post at the version the editor had: a post saved by someone else
   * meanwhile is refused, never overwritten.
   */
  change: (
    id: number,
    version: number,
    by: Actor,
    apply: (unit: UnitOfWork, row: Row) => Promise<Partial<Row>>,
  ) => Promise<PostDetail>;
}

export function postChanges(
  commit: Commit,
  tell: (markedAt: string | undefined) => void,
): PostChanges {
  // The latest mark written here. Were two changes told in the other order, the clock would
  // see a mark it was not told of and forget the blog once more: never once too few.
  let markedAt: string | undefined;
  const markChanged = async (unit: UnitOfWork) => {
    markedAt = await markPagesChanged(unit);
  };
  const changed = () => tell(markedAt);

  const byId = (unit: UnitOfWork, id: number) =>
    unit.trx.selectFrom("blog_posts").selectAll().where("article_id", "=", id).executeTakeFirst();

  const retireSlug = (unit: UnitOfWork, slug: string, articleId: number | null) =>
    unit.trx
      .insertInto("blog_slug_history")
      .values({ slug, article_id: articleId, retired_at: unit.now.toISOString() })
      .onConflict((conflict) =>
        conflict
          .column("slug")
          .doUpdateSet({ article_id: articleId, retired_at: unit.now.toISOString() }),
      )
      .execute();

  const change: PostChanges["change"] = async (id, version, by, apply) => {
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
  };

  return { commit, changed, markChanged, byId, retireSlug, change };
}
