import { sql } from "kysely";
import type { AppDatabase } from "#server/db/connect";
import { pagesChangedAt } from "../../pages-changed";
import type { Commit, UnitOfWork } from "../../unit-of-work";
import { indianDate } from "./records";

/** Scheduled posts going live, and the mark every instance's page cache watches. */
export function scheduledPosts(
  { db }: AppDatabase,
  commit: Commit,
  markChanged: (unit: UnitOfWork) => Promise<unknown>,
  changed: () => void,
) {
  return {
    /**
     * Publishes the scheduled posts whose time has come. The conditional update decides, so
     * instances running this together publish each post once.
     */
    async publishDue(now = new Date()): Promise<number> {
      const published = await commit(
        async (unit) => {
          const rows = await unit.trx
            .updateTable("blog_posts")
            .set({
              status: "published",
              publish_at: null,
              published_on: indianDate(now),
              version: sql`version + 1`,
              updated_at: now.toISOString(),
            })
            .where("status", "=", "scheduled")
            .where("publish_at", "<=", now.toISOString())
            .returning(["title"])
            .execute();
          for (const row of rows) {
            unit.audit({
              actor: { id: null, email: "system" },
              action: "blog.published_on_schedule",
              subject: row.title,
            });
          }
          if (rows.length > 0) await markChanged(unit);
          return rows.length;
        },
        { now },
      );
      if (published > 0) changed();
      return published;
    },

    /** When a cached page (the blog, the projects) last changed, as any instance recorded it. */
    changedAt: () => pagesChangedAt(db),
  };
}
