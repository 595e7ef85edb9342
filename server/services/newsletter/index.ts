import type { AppDatabase } from "../../db/connect";
import type { MailComposer } from "../../mail/messages";
import type { Commit } from "../unit-of-work";
import { createCampaigns } from "./campaigns";
import { createCampaignSender } from "./sending";
import { createSubscriptions } from "./subscriptions";

export { campaignId, maskedEmail, linkToken } from "./subscriber-links";

/** The newsletter: subscriptions with double opt-in, campaigns staff write, and their sending. */
export function createNewsletter(
  database: AppDatabase,
  commit: Commit,
  {
    mail,
    siteUrl,
    ratePerMinute,
    unconfirmedDays,
  }: { mail: MailComposer; siteUrl: string; ratePerMinute: number; unconfirmedDays: number },
) {
  const sender = createCampaignSender(database, mail, { ratePerMinute });
  return {
    subscriptions: createSubscriptions(database, commit, mail, unconfirmedDays),
    campaigns: createCampaigns(database, commit, { mail, sender, siteUrl }),
    sender,
  };
}
