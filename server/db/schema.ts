import type { Generated } from "kysely";
import type { adminLists, AdminListKind } from "#shared/domain/admin-lists";
import type { BlogPostStatus } from "#shared/domain/blog";
import type { StaffRole } from "#shared/domain/staff";
import type { ProjectStatus, WaitlistStatus } from "#shared/domain/projects";
import type { CampaignStatus, DeliveryStatus, SubscriberStatus } from "#shared/domain/newsletter";
import type { PaymentMethod, RegistrationStatus } from "#shared/domain/registrations";
import type {
  DataRequestChannel,
  DataRequestKind,
  DataRequestStatus,
} from "#shared/domain/privacy";

/**
 * The shape of every table, as Kysely sees it. Column names are snake_case as stored;
 * timestamps are ISO 8601 UTC strings with milliseconds (see docs/decisions/0003),
 * so they sort the same way on SQLite and PostgreSQL; money is integer paise.
 */

type StatusOf<Kind extends AdminListKind> = keyof (typeof adminLists)[Kind]["statuses"];
type BookingStatus = StatusOf<"bookings">;
type ContactStatus = StatusOf<"contacts">;

/** Which notice a person agreed to, and when: stored with every submission. */
interface Consent {
  consent_notice: string;
  consent_at: string;
}

interface Timestamps {
  created_at: string;
  updated_at: string;
}

export interface BookingsTable extends Consent, Timestamps {
  id: string;
  organization_name: string;
  email: string;
  contact_number: string;
  address: string;
  message: string;
  status: BookingStatus;
  idempotency_key: string | null;
}

export interface ContactMessagesTable extends Consent, Timestamps {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: ContactStatus;
}

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

export interface RegistrationsTable extends Consent, Timestamps {
  id: string;
  /** Short, human-readable, quoted by students and used as the UPI transaction note. */
  reference: string;
  project_id: string;
  name: string;
  email: string;
  phone: string;
  college: string;
  section: string;
  year: string;
  payment_method: PaymentMethod;
  amount_paise: number;
  currency: string;
  status: RegistrationStatus;
  stripe_payment_intent_id: string | null;
  /** The student's 12-digit UPI transaction reference, once handed in. */
  upi_utr: string | null;
  upi_submitted_at: string | null;
  paid_at: string | null;
  /** 1 when the student said they are under 18: a guardian must consent before we confirm. */
  under_18: Generated<number>;
  /** Why a payment failed or was refused, for the student and staff. */
  status_note: string | null;
  /** 1 while this registration counts one of its project's seats (decision 0016). */
  seat_held: Generated<number>;
  /** When an unpaid hold lapses; null once paid or released. */
  hold_expires_at: string | null;
  /** The Stripe refund's id, or the UPI refund's reference staff typed. */
  refund_reference: string | null;
  /** A student under 18: the parent or guardian who must consent before anything is charged. */
  guardian_name: string | null;
  guardian_email: string | null;
  /** SHA-256 of the guardian's emailed consent link's token, until it is used or lapses. */
  guardian_token_hash: string | null;
  guardian_consent_expires_at: string | null;
  /** The proof of the guardian's consent: when, and from which client address. */
  guardian_consented_at: string | null;
  guardian_consent_ip: string | null;
  /** Set when the student was erased and only the payment record stays: why it stays. */
  retained_reason: string | null;
  /** The Razorpay order this registration is paid through: one, reused on every retry. */
  razorpay_order_id: string | null;
  /** The Razorpay payment that paid it, from the signed checkout answer or the webhook. */
  razorpay_payment_id: string | null;
  /**
   * When the checkout's success handler brought a correctly signed answer: the student has
   * paid, and the webhook that makes it paid is on its way.
   */
  checkout_verified_at: string | null;
  /**
   * While a staff press is asking the gateway for this registration's refund: when it
   * claimed it. Other presses are refused until it is done or the claim lapses.
   */
  refund_claimed_at: string | null;
  /** The network (client address, or IPv6 /64) the UTR was handed in from (decision 0024). */
  upi_network: string | null;
  /**
   * 1 when the UTR handed in was given the long hold (SEAT_HOLD_UPI_HOURS) while staff verify
   * it: what the cap on such holds counts.
   */
  upi_seat_until_verified: Generated<number>;
}

export interface ProjectsTable {
  /** The slug the page and registrations use. */
  id: string;
  title: string;
  status: ProjectStatus;
  timeline: string;
  description: string;
  /** JSON array of strings. */
  technologies: string;
  /** JSON array of strings. */
  objectives: string;
  mentor: string;
  progress: number;
  seats: number;
  /** Seats held or taken: changed only by the conditional updates of services/projects/seats.ts. */
  seats_used: Generated<number>;
  registration_open: number;
  position: number;
  version: Generated<number>;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CompletedProjectsTable {
  id: string;
  title: string;
  goal: string;
  /** JSON array of strings. */
  tech_stack: string;
  outcome: string;
  testimonial_quote: string;
  testimonial_author: string;
  testimonial_role: string;
  /** JSON array of { src, alt, width, height }. */
  images: string;
  /** The pipeline project it grew from, when staff marked one completed. */
  project_id: string | null;
  position: number;
  version: Generated<number>;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Someone waiting for a seat in a full project; an offered entry holds one seat for them. */
export interface WaitlistEntriesTable extends Consent, Timestamps {
  id: string;
  project_id: string;
  name: string;
  email: string;
  phone: string;
  status: WaitlistStatus;
  /** SHA-256 of the emailed offer link's token. */
  offer_token_hash: string | null;
  offered_at: string | null;
  offer_expires_at: string | null;
  /** The network the place was taken from: a few places per network (decision 0024). */
  network: string | null;
}

/** Stripe events already processed: a replayed or duplicate delivery changes nothing. */
export interface PaymentEventsTable {
  id: string;
  type: string;
  payment_intent_id: string | null;
  registration_id: string | null;
  received_at: string;
  /**
   * A Razorpay event's type and the payment or refund its signed body names: unique, so a
   * redelivery under another (unsigned) event id is applied once. Null for Stripe's events.
   */
  payload_key: string | null;
}

export interface EmailOutboxTable {
  id: string;
  template: string;
  to_address: string;
  subject: string;
  /** Empty when the message is rendered at send time from `props`. */
  text_body: string;
  html_body: string;
  /** The template's props (JSON), for messages rendered when they are sent. */
  props: string | null;
  /** JSON object of extra headers, or null. */
  headers: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** Set while one worker is sending it, so two instances never send the same message. */
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  /** A newsletter campaign's copy: sent only while its campaign is sending. */
  campaign_id: string | null;
  /** Refused for good (a 5xx for the address): never tried again. */
  failed_at: string | null;
  /** 1 for the last email to an erased person: deleted as soon as the mail server has it. */
  discard_after_send: Generated<number>;
  /** The record a message to staff is about (`<table>:<id>`): how "Your data" finds it. */
  about: string | null;
  created_at: string;
}

export interface BlogPostsTable {
  slug: string;
  article_id: number;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date shown on the post, e.g. 2026-11-12: the day it was (first) published. */
  published_on: string;
  category: string;
  image_src: string;
  image_alt: string;
  image_width: number;
  image_height: number;
  read_time: string;
  status: BlogPostStatus;
  /** UTC ISO time a scheduled post goes live. */
  publish_at: string | null;
  /** Sanitised when stored (server/services/blog), highlighted when rendered. */
  body_html: string;
  /** One more on every save: an edit made over an older version is refused. */
  version: Generated<number>;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A slug a post had before: 301 to the post's slug now, or 410 once it is gone. */
export interface BlogSlugHistoryTable {
  slug: string;
  article_id: number | null;
  retired_at: string;
}

/** An uploaded image; its re-encoded files are media_variants. */
export interface MediaTable {
  id: string;
  original_name: string;
  width: number;
  height: number;
  uploaded_by: string;
  created_at: string;
}

export interface MediaVariantsTable {
  media_id: string;
  format: "webp" | "avif";
  width: number;
  height: number;
  bytes: Buffer;
}

/** An emailed invitation to work in the admin portal; only its token's hash is kept. */
export interface StaffInvitationsTable {
  id: string;
  email: string;
  role: StaffRole;
  token_hash: string;
  /** The sender's address, as the staff page shows it. */
  invited_by: string;
  /** The sender's account: accepting re-checks that it may still give the role. */
  invited_by_id: string | null;
  expires_at: string;
  used_at: string | null;
  /** Revoked by an admin, or ended with its sender's removal or demotion. */
  revoked_at: string | null;
  created_at: string;
}

/** Facts about the installation, e.g. when the blog was seeded. */
export interface AppStateTable {
  key: string;
  value: string;
}

/** A one-time code for resetting an admin's password: single use, 10 minutes, 5 tries. */
export interface AdminPasswordResetsTable {
  id: string;
  user_id: string;
  /** HMAC-SHA256 of the code with the auth secret: a leaked table does not give codes away. */
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Every change an admin makes, and sign-ins and password resets. */
export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  /** What it was done to, e.g. a registration's reference. */
  subject: string | null;
  detail: string | null;
  created_at: string;
}

/** A person's request under the DPDP Act, and how staff answered it (decision 0018). */
export interface DataRequestsTable {
  id: string;
  /** DR- and six characters: what the person and staff quote. */
  reference: string;
  kind: DataRequestKind;
  status: DataRequestStatus;
  channel: DataRequestChannel;
  /** The person's address, lower case; null once they are erased. */
  email: string | null;
  name: string | null;
  /** JSON: what was asked (a correction's changes, a nominee, a grievance's text). */
  details: string | null;
  received_at: string;
  /** When the answer is due: DATA_REQUEST_RESPONSE_DAYS or GRIEVANCE_RESPONSE_DAYS after receipt. */
  due_at: string;
  answered_at: string | null;
  /** The staff member's address, or "self" for what the person did on their own page. */
  answered_by: string | null;
  /** What was done, or why it was declined: told to the person. */
  outcome: string | null;
  /** The staff member who recorded a request made by phone or post. */
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** An emailed "Your data" link, and the short session it opens; only hashes of their secrets. */
export interface DataAccessLinksTable {
  id: string;
  email: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  session_hash: string | null;
  session_expires_at: string | null;
  created_at: string;
}

/** SHA-256 of an erased address: the newsletter never mails it again, and nothing is readable. */
export interface SuppressedEmailsTable {
  email_hash: string;
  reason: string;
  created_at: string;
}

/** A job one instance runs at a time across several (the daily retention job). */
export interface ScheduledJobsTable {
  name: string;
  /** While set and in the future, the instance named in lease_owner is running the job. */
  lease_until: string | null;
  lease_owner: string | null;
  /** The day (IST, YYYY-MM-DD) of the last completed run. */
  last_run_on: string | null;
  last_finished_at: string | null;
}

export interface DatabaseSchema {
  data_requests: DataRequestsTable;
  data_access_links: DataAccessLinksTable;
  suppressed_emails: SuppressedEmailsTable;
  scheduled_jobs: ScheduledJobsTable;
  admin_password_resets: AdminPasswordResetsTable;
  audit_log: AuditLogTable;
  blog_posts: BlogPostsTable;
  blog_slug_history: BlogSlugHistoryTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
  app_state: AppStateTable;
  staff_invitations: StaffInvitationsTable;
  bookings: BookingsTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_campaigns: NewsletterCampaignsTable;
  campaign_deliveries: CampaignDeliveriesTable;
  registrations: RegistrationsTable;
  projects: ProjectsTable;
  completed_projects: CompletedProjectsTable;
  waitlist_entries: WaitlistEntriesTable;
  payment_events: PaymentEventsTable;
  email_outbox: EmailOutboxTable;
}
