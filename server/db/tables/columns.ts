/** Which notice a person agreed to, and when: stored with every submission. */
export interface Consent {
  consent_notice: string;
  consent_at: string;
}

export interface Timestamps {
  created_at: string;
  updated_at: string;
}
