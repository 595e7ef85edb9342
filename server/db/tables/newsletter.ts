import type { Generated } from "kysely";
import type { CampaignStatus, DeliveryStatus, SubscriberStatus } from "#shared/domain/newsletter";
import type { Consent, Timestamps } from "./columns";

/** The newsletter: subscribers, campaigns and each subscriber's copy. */

export interface NewsletterSubscribersTable extends Consent, Timestamps {
  id: string;
  email: string;
  status: SubscriberStatus;
  unsubscribe_token: string;
  source: string;
  unsubscribed_at: string | null;
  /** SHA-256 of the emailed confirmation link's token, until it is used or lapses. */
  confirm_token_hash: string | null;
  /** When the last confirmation email was queued: re-sent at most once an hour. */
  confirm_sent_at: string | null;
  confirm_expires_at: string | null;
  /** The proof of consent: when the link was followed, and from which client address. */
  confirmed_at: string | null;
  confirmed_ip: string | null;
  /** When a mail server refused the address for good; it is not mailed again. */
  bounced_at: string | null;
}

export interface NewsletterCampaignsTable {
  id: string;
  subject: string;
  preview_text: string;
  /** Sanitised when stored, like a blog post's. */
  body_html: string;
  status: CampaignStatus;
  scheduled_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  /** The email, rendered once when the send starts, with a placeholder for each unsubscribe link. */
  rendered_html: string | null;
  rendered_text: string | null;
  /** Confirmed subscribers when the send started: the progress bar's length until all are queued. */
  recipient_estimate: Generated<number>;
  /** The last subscriber id queued: recipients are read in pages of id order from here. */
  cursor: string | null;
  /** 1 once every recipient has a delivery row. */
  enqueue_done: Generated<number>;
  /** The throttle's bucket (messages that may be queued now), refilled from throttle_at. */
  throttle_tokens: Generated<number>;
  throttle_at: string | null;
  version: Generated<number>;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One subscriber's copy of one campaign: its primary key is what makes it go out once. */
export interface CampaignDeliveriesTable {
  campaign_id: string;
  subscriber_id: string;
  status: DeliveryStatus;
  /** The queued message, while there is one. */
  outbox_id: string | null;
  /** Set when the subscriber unsubscribed through this campaign's link. */
  unsubscribed_at: string | null;
  created_at: string;
  updated_at: string;
}
