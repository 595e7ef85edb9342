import type { AppDatabase } from "../../db/connect";
import type { MailComposer } from "../../mail/messages";
import type { Commit } from "../unit-of-work";
import { createCampaigns } from "./campaigns";
import { createCampaignSender } from "./sending";
import { createSubscriptions } from "./subscriptions";

export { campaignId, endSubscription, maskedEmail, linkToken } from "./subscriptions";

/** The newsletter: subscriptions with double opt-in, campaigns staff write, and their sending. */
export function createNewsletter(
  database: AppDatabase,
  commit: Commit,
  { mail, siteUrl, ratePerMinute }: { mail: MailComposer; siteUrl: string; ratePerMinute: number },
) {
  const sender = createCampaignSender(database, mail, { ratePerMinute });
  return {
    subscriptions: createSubscriptions(database, commit, mail),
    campaigns: createCampaigns(database, commit, { mail, sender, siteUrl }),
    sender,
  };
}
