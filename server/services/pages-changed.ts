import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../db/schema";
import type { Commit, UnitOfWork } from "./unit-of-work";

/**
 * The mark in app_state of the last change visitors could see on a cached page (a post, a
 * project). Every instance's clock (server/services/blog/blog-clock.ts) watches it and, when it
 * moves, forgets its page cache, so a change made on one instance shows on all.
 */
const key = "pages_changed_at";

/** Writes the mark in the change's own transaction; returns it. */
export async function markPagesChanged({ trx, now }: UnitOfWork): Promise<string> {
  const at = now.toISOString();
  await trx
    .insertInto("app_state")
    .values({ key, value: at })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: at }))
    .execute();
  return at;
}

export async function pagesChangedAt(db: Kysely<DatabaseSchema>): Promise<string | undefined> {
  const row = await db
    .selectFrom("app_state")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.value;
}

/**
 * Commits a change visitors will see (a post, a project, a session): the mark is written in
 * the change's own transaction, then told to this instance's cache.
 */
export function visibleChange(commit: Commit, changed: (markedAt: string) => void) {
  return async <T>(work: (unit: UnitOfWork) => Promise<T>): Promise<T> => {
    let markedAt = "";
    const value = await commit(async (unit) => {
      const result = await work(unit);
      markedAt = await markPagesChanged(unit);
      return result;
    });
    changed(markedAt);
    return value;
  };
}
