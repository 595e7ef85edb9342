/**
 * The one map of the personal data we hold (DPDP Act, decision 0018): every table of the
 * database, every column of it classified, how a table's rows are found for one person, and
 * what erasure does to them. The access summary, the download and erasure are all written
 * against this map, and tests/integration/privacy/personal-data-map.test.ts walks the live
 * schema and fails on a table or a column the map does not classify, so a new column cannot
 * slip past them.
 */

/**
 * personal: about the person (shown, downloaded, erased); record: a fact of the record that
 * says nothing about who they are (a status, a time, an amount); secret: a token or hash that
 * is never shown or downloaded, and goes with its row.
 */
export type ColumnRole = "personal" | "record" | "secret";

/**
 * How a table's rows are found for one address.
 * - email: rows where any of these columns is the address (compared in lower case).
 * - via: rows whose `column` equals `parentColumn` of the person's rows in `table`.
 * - none: the table holds nobody's data that a person could ask for, and why.
 */
export type Reach =
  | { email: readonly string[] }
  | { via: string; column: string; parentColumn: string }
  | { none: string };

/**
 * delete: the person's rows go. anonymise: the row stays as a record, its personal columns
 * blanked. payment-record: paid registrations keep amount, date, reference and method for tax
 * law (the rest blanked, the reason recorded); unpaid ones go. follows: goes or stays with the
 * row it belongs to (`via`).
 */
export type Erasure = "delete" | "anonymise" | "payment-record" | "follows" | "none";

export interface TableHoldings {
  /** What the person is shown, in plain words. */
  title: string;
  /** Why we hold it (the notice's purpose). */
  purpose: string;
  reach: Reach;
  /**
   * Columns of free text in which the address may appear although the row is not keyed by it
   * (a staff notification about a booking, an audit entry about a registration).
   */
  mentionedIn?: readonly string[];
  /**
   * A column naming (as `<table>:<id>`, see `recordKey`) the person's record a row is about
   * although it is addressed to someone else: a message to staff about their booking.
   */
  aboutColumn?: string;
  erasure: Erasure;
  columns: Readonly<Record<string, ColumnRole>>;
}

/** A table whose every column is a fact of the record: it says nothing about a person. */
const recordsOnly = (columns: readonly string[]): Record<string, ColumnRole> =>
  Object.fromEntries(columns.map((column) => [column, "record"]));

const consentAndTimes = {
  consent_notice: "record",
  consent_at: "record",
  created_at: "record",
  updated_at: "record",
} as const;

export const holdings = {
  user: {
    title: "Your account",
    purpose: "Signing in to see your registrations",
    reach: { email: ["email"] },
    erasure: "delete",
    columns: {
      id: "record",
      name: "personal",
      email: "personal",
      emailVerified: "record",
      image: "personal",
      role: "record",
      createdAt: "record",
      updatedAt: "record",
    },
  },
  session: {
    title: "Your signed-in sessions",
    purpose: "Keeping you signed in",
    reach: { via: "user", column: "userId", parentColumn: "id" },
    erasure: "follows",
    columns: {
      id: "record",
      userId: "record",
      token: "secret",
      expiresAt: "record",
      ipAddress: "personal",
      userAgent: "personal",
      createdAt: "record",
      updatedAt: "record",
    },
  },
  account: {
    title: "Your sign-in methods",
    purpose: "Signing in with a password or Google",
    reach: { via: "user", column: "userId", parentColumn: "id" },
    erasure: "follows",
    columns: {
      id: "record",
      accountId: "personal",
      providerId: "record",
      userId: "record",
      accessToken: "secret",
      refreshToken: "secret",
      idToken: "secret",
      accessTokenExpiresAt: "record",
      refreshTokenExpiresAt: "record",
      scope: "record",
      password: "secret",
      createdAt: "record",
      updatedAt: "record",
    },
  },
  verification: {
    title: "Pending email confirmations and sign-in codes",
    purpose: "Confirming your address and resetting passwords",
    reach: { none: "Found by the address it mentions; each lapses within hours" },
    mentionedIn: ["identifier", "value"],
    erasure: "delete",
    columns: {
      id: "record",
      identifier: "personal",
      value: "secret",
      expiresAt: "record",
      createdAt: "record",
      updatedAt: "record",
    },
  },
  rateLimit: {
    title: "Sign-in attempt counters",
    purpose: "Slowing down password guessing",
    reach: { none: "Counts per network address for a minute; no name or email" },
    erasure: "none",
    columns: { id: "record", key: "personal", count: "record", lastRequest: "record" },
  },
  admin_password_resets: {
    title: "Staff password reset codes",
    purpose: "Resetting a staff member's password",
    reach: { via: "user", column: "user_id", parentColumn: "id" },
    erasure: "follows",
    columns: {
      id: "record",
      user_id: "record",
      code_hash: "secret",
      attempts: "record",
      expires_at: "record",
      used_at: "record",
      created_at: "record",
    },
  },
  staff_invitations: {
    title: "Invitations to the staff portal",
    purpose: "Inviting staff",
    reach: { email: ["email"] },
    erasure: "delete",
    columns: {
      id: "record",
      email: "personal",
      role: "record",
      token_hash: "secret",
      invited_by: "record",
      invited_by_id: "record",
      expires_at: "record",
      used_at: "record",
      revoked_at: "record",
      created_at: "record",
    },
  },
  registrations: {
    title: "Project registrations and payments",
    purpose: "Enrolling you in a project and taking the ₹500 fee",
    reach: { email: ["email", "guardian_email"] },
    erasure: "payment-record",
    columns: {
      id: "record",
      reference: "record",
      project_id: "record",
      name: "personal",
      email: "personal",
      phone: "personal",
      college: "personal",
      section: "personal",
      year: "personal",
      payment_method: "record",
      amount_paise: "record",
      currency: "record",
      status: "record",
      stripe_payment_intent_id: "record",
      upi_utr: "record",
      upi_submitted_at: "record",
      paid_at: "record",
      under_18: "personal",
      status_note: "record",
      seat_held: "record",
      hold_expires_at: "record",
      refund_reference: "record",
      guardian_name: "personal",
      guardian_email: "personal",
      guardian_token_hash: "secret",
      guardian_consent_expires_at: "record",
      guardian_consented_at: "record",
      guardian_consent_ip: "personal",
      retained_reason: "record",
      razorpay_order_id: "record",
      razorpay_payment_id: "record",
      checkout_verified_at: "record",
      refund_claimed_at: "record",
      upi_network: "personal",
      upi_seat_until_verified: "record",
      ...consentAndTimes,
    },
  },
  payment_events: {
    title: "Payment notifications from Stripe and Razorpay",
    purpose: "Recording each payment once",
    reach: { via: "registrations", column: "registration_id", parentColumn: "id" },
    erasure: "follows",
    columns: {
      id: "record",
      type: "record",
      payment_intent_id: "record",
      registration_id: "record",
      received_at: "record",
      payload_key: "record",
    },
  },
  waitlist_entries: {
    title: "Places on project waitlists",
    purpose: "Offering you a seat when one frees up",
    reach: { email: ["email"] },
    erasure: "delete",
    columns: {
      id: "record",
      project_id: "record",
      name: "personal",
      email: "personal",
      phone: "personal",
      status: "record",
      offer_token_hash: "secret",
      offered_at: "record",
      offer_expires_at: "record",
      network: "personal",
      ...consentAndTimes,
    },
  },
  bookings: {
    title: "Training bookings",
    purpose: "Arranging training for your college or organisation",
    reach: { email: ["email"] },
    erasure: "delete",
    columns: {
      id: "record",
      organization_name: "personal",
      email: "personal",
      contact_number: "personal",
      address: "personal",
      message: "personal",
      status: "record",
      idempotency_key: "secret",
      ...consentAndTimes,
    },
  },
  contact_messages: {
    title: "Messages you sent us",
    purpose: "Answering you",
    reach: { email: ["email"] },
    erasure: "delete",
    columns: {
      id: "record",
      name: "personal",
      email: "personal",
      phone: "personal",
      message: "personal",
      status: "record",
      ...consentAndTimes,
    },
  },
  newsletter_subscribers: {
    title: "Newsletter subscription and its proof of consent",
    purpose: "Sending the newsletter you asked for",
    reach: { email: ["email"] },
    erasure: "delete",
    columns: {
      id: "record",
      email: "personal",
      status: "record",
      unsubscribe_token: "secret",
      source: "record",
      unsubscribed_at: "record",
      confirm_token_hash: "secret",
      confirm_sent_at: "record",
      confirm_expires_at: "record",
      confirmed_at: "record",
      confirmed_ip: "personal",
      bounced_at: "record",
      ...consentAndTimes,
    },
  },
  campaign_deliveries: {
    title: "Newsletters sent to you",
    purpose: "Sending each newsletter once",
    reach: { via: "newsletter_subscribers", column: "subscriber_id", parentColumn: "id" },
    erasure: "follows",
    columns: {
      campaign_id: "record",
      subscriber_id: "record",
      status: "record",
      outbox_id: "record",
      unsubscribed_at: "record",
      created_at: "record",
      updated_at: "record",
    },
  },
  email_outbox: {
    title: "Emails we sent you, and staff's notifications about your records",
    purpose: "Sending acknowledgements, receipts and newsletters; telling staff what you sent",
    reach: { email: ["to_address"] },
    aboutColumn: "about",
    erasure: "delete",
    columns: {
      id: "record",
      template: "record",
      to_address: "personal",
      subject: "personal",
      text_body: "personal",
      html_body: "personal",
      props: "personal",
      headers: "personal",
      attempts: "record",
      next_attempt_at: "record",
      locked_until: "record",
      sent_at: "record",
      last_error: "personal",
      campaign_id: "record",
      failed_at: "record",
      discard_after_send: "record",
      about: "record",
      created_at: "record",
    },
  },
  audit_log: {
    title: "Records of staff actions that concern you",
    purpose: "Accountability for what staff did (kept at least a year)",
    reach: { email: ["actor_email"] },
    mentionedIn: ["subject", "detail"],
    erasure: "anonymise",
    columns: {
      id: "record",
      actor_id: "record",
      actor_email: "personal",
      action: "record",
      subject: "personal",
      detail: "personal",
      created_at: "record",
    },
  },
  data_requests: {
    title: "Your requests about your data",
    purpose: "Answering your requests under the DPDP Act",
    reach: { email: ["email"] },
    erasure: "anonymise",
    columns: {
      id: "record",
      reference: "record",
      kind: "record",
      status: "record",
      channel: "record",
      email: "personal",
      name: "personal",
      details: "personal",
      received_at: "record",
      due_at: "record",
      answered_at: "record",
      answered_by: "record",
      outcome: "personal",
      created_by: "record",
      created_at: "record",
      updated_at: "record",
    },
  },
  data_access_links: {
    title: "Links to this page",
    purpose: "Proving that this address is yours",
    reach: { email: ["email"] },
    erasure: "delete",
    columns: {
      id: "record",
      email: "personal",
      token_hash: "secret",
      expires_at: "record",
      used_at: "record",
      session_hash: "secret",
      session_expires_at: "record",
      created_at: "record",
    },
  },
  suppressed_emails: {
    title: "Erased addresses",
    purpose: "Never mailing an erased address again",
    reach: { none: "One-way hashes of erased addresses: nothing readable" },
    erasure: "none",
    columns: { email_hash: "secret", reason: "record", created_at: "record" },
  },
  scheduled_jobs: {
    title: "Scheduled jobs",
    purpose: "Running the daily retention job once",
    reach: { none: "Which server instance runs a job; no person" },
    erasure: "none",
    columns: {
      name: "record",
      lease_until: "record",
      lease_owner: "record",
      last_run_on: "record",
      last_finished_at: "record",
    },
  },
  blog_posts: {
    title: "Blog posts",
    purpose: "The company's articles",
    reach: { none: "The company's published writing; staff are named as authors by choice" },
    erasure: "none",
    columns: recordsOnly([
      "slug",
      "article_id",
      "title",
      "excerpt",
      "author",
      "published_on",
      "category",
      "image_src",
      "image_alt",
      "image_width",
      "image_height",
      "read_time",
      "status",
      "publish_at",
      "body_html",
      "version",
      "updated_by",
      "created_at",
      "updated_at",
    ]),
  },
  blog_slug_history: {
    title: "Old addresses of blog posts",
    purpose: "Redirecting old links",
    reach: { none: "Blog addresses only" },
    erasure: "none",
    columns: { slug: "record", article_id: "record", retired_at: "record" },
  },
  media: {
    title: "Pictures staff uploaded for posts",
    purpose: "Illustrating the company's articles",
    reach: { none: "Only staff upload pictures, for the company's posts; visitors upload nothing" },
    erasure: "none",
    columns: {
      id: "record",
      original_name: "record",
      width: "record",
      height: "record",
      uploaded_by: "record",
      created_at: "record",
    },
  },
  media_variants: {
    title: "Re-encoded pictures",
    purpose: "Serving pictures at each size",
    reach: { none: "Image files of staff uploads" },
    erasure: "none",
    columns: {
      media_id: "record",
      format: "record",
      width: "record",
      height: "record",
      bytes: "record",
    },
  },
  projects: {
    title: "Projects",
    purpose: "The project pipeline",
    reach: { none: "The company's catalogue; mentors are named with their agreement" },
    erasure: "none",
    columns: recordsOnly([
      "id",
      "title",
      "status",
      "timeline",
      "description",
      "technologies",
      "objectives",
      "mentor",
      "progress",
      "seats",
      "seats_used",
      "registration_open",
      "position",
      "version",
      "archived_at",
      "created_at",
      "updated_at",
    ]),
  },
  completed_projects: {
    title: "Completed projects",
    purpose: "The gallery of finished projects",
    reach: { none: "Published case studies; a testimonial is quoted with its author's agreement" },
    erasure: "none",
    columns: recordsOnly([
      "id",
      "title",
      "goal",
      "tech_stack",
      "outcome",
      "testimonial_quote",
      "testimonial_author",
      "testimonial_role",
      "images",
      "project_id",
      "position",
      "version",
      "archived_at",
      "created_at",
      "updated_at",
    ]),
  },
  newsletter_campaigns: {
    title: "Newsletter campaigns",
    purpose: "The newsletters staff write",
    reach: { none: "The company's newsletters; copies sent to a person are in email_outbox" },
    erasure: "none",
    columns: recordsOnly([
      "id",
      "subject",
      "preview_text",
      "body_html",
      "status",
      "scheduled_at",
      "started_at",
      "finished_at",
      "rendered_html",
      "rendered_text",
      "recipient_estimate",
      "cursor",
      "enqueue_done",
      "throttle_tokens",
      "throttle_at",
      "version",
      "created_by",
      "updated_by",
      "created_at",
      "updated_at",
    ]),
  },
  app_state: {
    title: "Installation facts",
    purpose: "Remembering what the installation has done",
    reach: { none: "Facts about the installation" },
    erasure: "none",
    columns: { key: "record", value: "record" },
  },
  kysely_migration: {
    title: "Database migrations",
    purpose: "Upgrading the database",
    reach: { none: "The database's own bookkeeping" },
    erasure: "none",
    columns: { name: "record", timestamp: "record" },
  },
  kysely_migration_lock: {
    title: "Database migration lock",
    purpose: "Upgrading the database",
    reach: { none: "The database's own bookkeeping" },
    erasure: "none",
    columns: { id: "record", is_locked: "record" },
  },
} as const satisfies Record<string, TableHoldings>;

export type HeldTable = keyof typeof holdings;

/** The tables that can hold a person's data, in the order the summary lists them. */
export const personalTables = (Object.keys(holdings) as HeldTable[]).filter(
  (table) => !("none" in holdings[table].reach) || "mentionedIn" in holdings[table],
);

/** The columns of a table a person sees and downloads: everything but its secrets. */
export const shownColumns = (table: HeldTable): string[] =>
  Object.entries(holdings[table].columns as Record<string, ColumnRole>)
    .filter(([, role]) => role !== "secret")
    .map(([column]) => column);

/** The columns erasure blanks or removes. */
export const personalColumns = (table: HeldTable): string[] =>
  Object.entries(holdings[table].columns as Record<string, ColumnRole>)
    .filter(([, role]) => role === "personal")
    .map(([column]) => column);

/**
 * SQLite's search indexes of the admin lists (migration 0014), and the table each indexes.
 * They hold nothing of their own: the trigrams of their table's searched columns, kept in
 * step with its rows by triggers, with FTS5's secure-delete, so that a row erased or
 * corrected leaves none of its old text in the index's pages. PostgreSQL's are indexes, not
 * tables. FTS5 keeps each index in shadow tables named after it (`<index>_data`, …).
 */
export const searchIndexes: Readonly<Record<string, HeldTable>> = {
  bookings_search: "bookings",
  contact_messages_search: "contact_messages",
  newsletter_subscribers_search: "newsletter_subscribers",
  registrations_search: "registrations",
  data_requests_search: "data_requests",
};

/** The search index `table` is, or one of its shadow tables; undefined for any other table. */
export function searchIndexOf(table: string): string | undefined {
  const index = /^(.+_search)(?:_(?:data|idx|docsize|config|content))?$/.exec(table)?.[1];
  return index !== undefined && Object.hasOwn(searchIndexes, index) ? index : undefined;
}
