import { privacyNoticeVersion } from "#shared/content/legal";

/** Which notice the person was shown when they submitted, and when: stored with the row. */
export function consentGiven(now: Date) {
  return { consent_notice: privacyNoticeVersion, consent_at: now.toISOString() };
}

/** The consent and timestamps every newly submitted row is stored with. */
export function submittedAt(now: Date) {
  return { ...consentGiven(now), created_at: now.toISOString(), updated_at: now.toISOString() };
}
