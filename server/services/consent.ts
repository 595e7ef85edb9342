import { privacyNoticeVersion } from "../../app/content/legal";

/** Which notice the person was shown when they submitted, and when: stored with the row. */
export function consentGiven(now: Date) {
  return { consent_notice: privacyNoticeVersion, consent_at: now.toISOString() };
}
