import type { DataRequestChannel } from "#shared/domain/privacy";
import type { PrivacySettings } from "../../config";
import type { MailComposer } from "../../mail/messages";
import type { Actor, UnitOfWork } from "../unit-of-work";
import type { PersonData } from "./person-data";

/**
 * What an erasure promises its callers (the "Your data" page, the staff's queue) and tells
 * people: its interface, its refusals and the outcome it files. Done in erasure.ts.
 */

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
  /** The public origin, for the waitlist offer of a seat an erasure gives back. */
  siteUrl: string;
}

export interface Erasure {
  /**
   * Erases everything held for `email` inside the caller's unit of work (see holdings.ts for
   * what each table loses), puts the address's hash on the suppression list and queues the
   * last email. `by` is the staff member, or "self" for the person's own page; `reference`
   * is the erasure request's, told in the last email and the audit entry.
   */
  eraseIn(
    unit: UnitOfWork,
    email: string,
    by: Actor | "self",
    reference?: string,
  ): Promise<KeptRecord[]>;
  /** Erases `email` and files a completed erasure request: one transaction. */
  erase(
    email: string,
    options: { by: Actor | "self"; channel: DataRequestChannel },
  ): Promise<ErasureOutcome>;
  /** True when the address was erased: the newsletter must not store or mail it. */
  isSuppressed(email: string): Promise<boolean>;
}

export const erasureMessages = {
  staffAccount: "This address belongs to a staff account. Remove it from the staff portal first.",
  paymentBeingVerified: (reference: string) =>
    `A UPI payment for registration ${reference} is being verified. Erase once staff have confirmed or rejected it, so no payment goes unrecorded.`,
} as const;

/** Who the audit log names when the person erased themselves on their own page. */
export const selfService: Actor = { id: null, email: "the person (self-service)" };

/** What an erasure kept, in the words filed as the request's outcome. */
export const keptText = (kept: readonly KeptRecord[]) =>
  kept.length === 0
    ? "Everything erased; nothing kept."
    : `Everything erased but: ${kept.map(({ what, why }) => `${what} (${why})`).join("; ")}.`;
