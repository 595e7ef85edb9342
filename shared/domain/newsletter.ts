/**
 * The newsletter's words and numbers, shared by the public boxes, the portal's campaign
 * screens and the server (docs/decisions/0017-newsletter-campaigns.md).
 */

/** How long a confirmation link works. */
export const confirmationValidDays = 7;
/** Subscribing again while pending re-sends the confirmation at most this often. */
export const confirmationResendMinutes = 60;

export const subscriberStatuses = ["pending", "subscribed", "unsubscribed", "bounced"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];
export const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  pending: "Awaiting confirmation",
  subscribed: "Subscribed",
  unsubscribed: "Unsubscribed",
  bounced: "Bounced",
};

export const campaignStatuses = [
  "draft",
  "scheduled",
  "sending",
  "paused",
  "sent",
  "cancelled",
] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  paused: "Paused",
  sent: "Sent",
  cancelled: "Cancelled",
};
/** A campaign whose words can still change. */
export const isEditableCampaign = (status: CampaignStatus) => status === "draft";

/**
 * One subscriber's copy of one campaign. queued: in the outbox; sent: the mail server took
 * it; bounced: refused for good (5xx); skipped: unsubscribed, bounced or cancelled before it
 * went out.
 */
export const deliveryStatuses = ["queued", "sent", "bounced", "skipped"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** How many of the latest published posts "Start from the latest posts" offers by default. */
export const latestPostsInCampaign = 3;

/** What a campaign's progress panel shows, as GET /api/admin/campaigns/:id/progress answers it. */
export interface CampaignProgress {
  status: CampaignStatus;
  /** Confirmed subscribers when the send started, plus those reached since. */
  recipients: number;
  /** Still waiting in the outbox (including those being retried). */
  queued: number;
  sent: number;
  /** Queued copies whose last try failed for a reason that may pass: they are retried. */
  failed: number;
  bounced: number;
  /** Unsubscribed, bounced or cancelled before their copy went out. */
  skipped: number;
  /** Unsubscribes through this campaign's links. */
  unsubscribed: number;
}

/** A campaign as the portal shows it. */
export interface CampaignDetail {
  id: string;
  subject: string;
  previewText: string;
  bodyHtml: string;
  status: CampaignStatus;
  /** UTC ISO time a scheduled campaign starts. */
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  progress: CampaignProgress;
}

export type CampaignSummary = Omit<CampaignDetail, "bodyHtml" | "previewText">;

export const newsletterMessages = {
  campaignNotFound: "This campaign does not exist (any more).",
  campaignChanged:
    "Someone else changed this campaign since you opened it. Reload to see their version; your text is still here.",
  notEditable: "This campaign has been sent or is sending: its text can no longer change.",
  noSubscribers: "There is nobody to send it to yet: no subscriber has confirmed.",
  noPosts: "There is no published post to start from yet.",
  scheduleInPast: "Choose a time in the future",
} as const;
