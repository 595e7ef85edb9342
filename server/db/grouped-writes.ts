import { sql, type Kysely, type Transaction } from "kysely";
import type { DatabaseSchema } from "./schema";

/** Runs `work` in a transaction and resolves once it is committed (durable). */
export type WriteTransaction = <T>(
  work: (trx: Transaction<DatabaseSchema>) => Promise<T>,
) => Promise<T>;

interface Pending {
  work: (trx: Transaction<DatabaseSchema>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Enough to share one fsync widely, few enough that one batch holds the database briefly. */
const maxBatch = 128;

/**
 * SQLite makes each commit durable with an fsync, and better-sqlite3 waits for it on the
 * event loop: one transaction per request caps a busy form at a few hundred writes a
 * second, and requests waiting for the one connection are served in no particular order.
 * Writes that arrive together are committed together instead: one transaction, each
 * write in its own savepoint (a write that fails is rolled back alone and its caller gets
 * the error), one fsync, and every caller answered after the commit. The work must only
 * touch the database: anything slow inside it would hold up the whole batch.
 */
export function groupedWrites(db: Kysely<DatabaseSchema>): WriteTransaction {
  let queue: Pending[] = [];
  let scheduled = false;

  async function flush() {
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const { work } of batch) {
          await sql`savepoint grouped_write`.execute(trx);
          try {
            outcomes.push({ ok: true, value: await work(trx) });
            await sql`release grouped_write`.execute(trx);
          } catch (error) {
            await sql`rollback to grouped_write`.execute(trx);
            await sql`release grouped_write`.execute(trx);
            outcomes.push({ ok: false, value: error });
          }
        }
      });
    } catch (error) {
      // The commit itself failed: nothing in the batch was stored.
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) pending.resolve(outcome.value);
      else pending.reject(outcome?.value);
    });
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // setImmediate: requests read in the same turn of the event loop join this batch.
    setImmediate(() => {
      void flush().finally(() => {
        scheduled = false;
        if (queue.length > 0) schedule();
      });
    });
  }

  return <T>(work: (trx: Transaction<DatabaseSchema>) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      schedule();
    });
}

/** PostgreSQL groups concurrent commits itself, across its pool of connections. */
export function separateWrites(db: Kysely<DatabaseSchema>): WriteTransaction {
  return (work) => db.transaction().execute(work);
}
