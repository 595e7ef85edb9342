import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { AuditAction } from "#shared/domain/audit";
import type { AppDatabase } from "../db/connect";
import type { DatabaseSchema } from "../db/schema";
import { queueEmails, type QueuedEmail } from "../mail/outbox";

/** Who did something a staff member may later need to account for. */
export interface Actor {
  /** Null for the system and for someone who could not be identified (a failed login). */
  id: string | null;
  email: string;
}

export interface AuditEntry {
  actor: Actor;
  action: AuditAction;
  subject?: string;
  detail?: string;
}

/** What a write may do besides its rows: collected, then stored in the same transaction. */
export interface UnitOfWork {
  trx: Transaction<DatabaseSchema>;
  /** The time the write is stored as made at. */
  now: Date;
  send: (emails: readonly QueuedEmail[]) => void;
  audit: (entry: AuditEntry) => void;
}

export interface CommitOptions {
  /** When the write is stored as made; now by default. */
  now?: Date;
  /**
   * For a write that counts rows before adding one (a limit): PostgreSQL then fails all but
   * one of two such writes at the same moment. SQLite runs one write at a time anyway.
   */
  serializable?: boolean;
}

export type Commit = <T>(
  work: (unit: UnitOfWork) => T | Promise<T>,
  options?: CommitOptions,
) => Promise<T>;

/**
 * The one way anything is written together with its emails and its audit row: all of them
 * in one transaction, so none is stored without the others; after the commit the outbox is
 * told there is something to send.
 */
export function createCommit({ db, write }: AppDatabase, emailQueued: () => void): Commit {
  return async (work, { now = new Date(), serializable = false } = {}) => {
    const transact: AppDatabase["write"] = serializable
      ? (inTransaction) => db.transaction().setIsolationLevel("serializable").execute(inTransaction)
      : write;
    const { value, queued } = await transact(async (trx) => {
      const emails: QueuedEmail[] = [];
      const entries: AuditEntry[] = [];
      const value = await work({
        trx,
        now,
        send: (more) => emails.push(...more),
        audit: (entry) => entries.push(entry),
      });
      await queueEmails(trx, emails, now);
      if (entries.length > 0) {
        await trx
          .insertInto("audit_log")
          .values(
            entries.map(({ actor, action, subject, detail }) => ({
              id: randomUUID(),
              actor_id: actor.id,
              actor_email: actor.email,
              action,
              subject: subject ?? null,
              detail: detail ?? null,
              created_at: now.toISOString(),
            })),
          )
          .execute();
      }
      return { value, queued: emails.length > 0 };
    });
    if (queued) emailQueued();
    return value;
  };
}
