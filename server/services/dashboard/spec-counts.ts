import { indiaDayStart } from "#shared/domain/india-time";
import type { DashboardCounts } from "#shared/schemas/admin";
import type { AppDatabase } from "../../db/connect";
import { reusedCount } from "./reuse";

type Db = AppDatabase["db"];
type Side = "<" | ">=";

/** The counted lists' rows on one side of `dayStart`, each from its index of arrival. */
async function countSide(db: Db, side: Side, dayStart: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("bookings")
        .select((count) => count.fn.countAll().as("n"))
        .where("created_at", side, dayStart)
        .as("bookings"),
      eb
        .selectFrom("contact_messages")
        .select((count) => count.fn.countAll().as("n"))
        .where("created_at", side, dayStart)
        .as("contacts"),
      eb
        .selectFrom("newsletter_subscribers")
        .select((count) => count.fn.countAll().as("n"))
        .where("status", "=", "subscribed")
        .where("created_at", side, dayStart)
        .as("subscribers"),
    ])
    .executeTakeFirstOrThrow();
  return {
    bookings: Number(row.bookings),
    contacts: Number(row.contacts),
    subscribers: Number(row.subscribers),
  };
}

/**
 * The specification's four counts (docs/product.md §3). A whole-table count read 100,000 rows
 * a list on every dashboard (about 12 ms on PostgreSQL): the rows of days gone by are counted
 * once and reused a while (reuse.ts) and today's are counted each time, so a new booking shows
 * at once and a change to an older row (an erasure, an old subscriber leaving) within
 * `closedPeriodReusedMs`. The blog is a few dozen posts, counted whole.
 */
export function specCounts(db: Db) {
  const earlierDays = reusedCount<Awaited<ReturnType<typeof countSide>>>();
  return async (now: Date): Promise<DashboardCounts> => {
    const today = indiaDayStart(now).toISOString();
    const [earlier, todays, blogs] = await Promise.all([
      earlierDays(today, now, () => countSide(db, "<", today)),
      countSide(db, ">=", today),
      db
        .selectFrom("blog_posts")
        .select((eb) => eb.fn.countAll().as("n"))
        // The blog's count is what visitors can read.
        .where("status", "=", "published")
        .executeTakeFirstOrThrow(),
    ]);
    return {
      bookings: earlier.bookings + todays.bookings,
      subscribers: earlier.subscribers + todays.subscribers,
      contacts: earlier.contacts + todays.contacts,
      blogs: Number(blogs.n),
    };
  };
}
