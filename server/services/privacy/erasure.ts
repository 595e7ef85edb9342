import type { PrivacySettings } from "../../config";
import type { AppDatabase } from "../../db/connect";
import type { MailComposer } from "../../mail/messages";
import type { DataRequestChannel } from "../../../app/domain/privacy";
import type { PersonData } from "./person-data";
import type { Actor, Commit, UnitOfWork } from "../unit-of-work";

/** A record that outlives an erasure because the law requires it, and why. */
export interface KeptRecord {
  /** e.g. "Payment record KV8Q3M2ZP1". */
  what: string;
  why: string;
}

export interface ErasureOutcome {
  /** The completed erasure request's reference (DR-…). */
  reference: string;
  kept: KeptRecord[];
}

export interface ErasureDependencies {
  mail: MailComposer;
  settings: PrivacySettings;
  person: PersonData;
}

export interface Erasure {
  /**
   * Erases everything held for `email` inside the caller's unit of work (see holdings.ts for
   * what each table loses), puts the address's hash on the suppression list and queues the
   * last email. `by` is the staff member, or "self" for the person's own page.
   */
  eraseIn(unit: UnitOfWork, email: string, by: Actor | "self"): Promise<KeptRecord[]>;
  /** Erases `email` and files a completed erasure request: one transaction. */
  erase(
    email: string,
    options: { by: Actor | "self"; channel: DataRequestChannel },
  ): Promise<ErasureOutcome>;
  /** True when the address was erased: the newsletter must not store or mail it. */
  isSuppressed(email: string): Promise<boolean>;
}

/** Issue 21, being built: the placeholder a parallel branch replaces with the real erasure. */
export function createErasure(
  database: AppDatabase,
  commit: Commit,
  deps: ErasureDependencies,
): Erasure {
  void [database, commit, deps];
  const notYet = () => Promise.reject(new Error("erasure is not built yet"));
  return { eraseIn: notYet, erase: notYet, isSuppressed: () => Promise.resolve(false) };
}
