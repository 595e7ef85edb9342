import type { Auth } from "../../auth/auth";
import type { PrivacySettings } from "../../config";
import type { AppDatabase } from "../../db/connect";
import type { MailComposer } from "../../mail/messages";
import type { Subscriptions } from "../newsletter/subscriptions";
import type { Commit } from "../unit-of-work";
import { createAccess } from "./access";
import { createErasure } from "./erasure";
import { createPersonData } from "./person-data";
import { createRetention } from "./retention";
import { createRequestQueue } from "./queue";

export interface PrivacyDependencies {
  mail: MailComposer;
  settings: PrivacySettings;
  siteUrl: string;
  subscriptions: Pick<Subscriptions, "unsubscribeIn">;
  /** Who is signed in: a visitor with a confirmed address reaches their data without a link. */
  auth: Auth;
}

/**
 * A person's rights over their data under the DPDP Act (decision 0018): what we hold for an
 * address, erasure, the emailed "Your data" links, the staff's requests queue and the daily
 * retention job.
 */
export function createPrivacy(database: AppDatabase, commit: Commit, deps: PrivacyDependencies) {
  const person = createPersonData(database);
  const erasure = createErasure(database, commit, { ...deps, person });
  const queue = createRequestQueue(database, commit, { ...deps, person, erasure });
  const access = createAccess(database, commit, { ...deps, person, erasure });
  return {
    person,
    erasure,
    queue,
    access,
    /** The configured grievance officer, answer deadlines and retention periods, for the notice. */
    settings: deps.settings,
    retention: createRetention(database, commit, deps.settings.retention),
  };
}

export type Privacy = ReturnType<typeof createPrivacy>;
