import type { CampaignStatus } from "#shared/domain/newsletter";

/** One failing email as the outbox screen (/admin/outbox) shows it. */
export interface FailingEmail {
  id: string;
  createdAt: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  /** Given up, or when the outbox tries next (once its campaign sends, for a copy). */
  state: { givenUp: true } | { givenUp: false; nextTryAt: string };
  /** A newsletter copy's campaign. */
  campaign: { id: string; subject: string; status: CampaignStatus } | null;
  /** Given up, and its campaign, if any, is sending: server/services/outbox-failures.ts. */
  canRetry: boolean;
}
