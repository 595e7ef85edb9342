import type { Auth } from "../auth/auth";
import type { AppDatabase } from "../db/connect";
import type { Logger } from "../logger";
import type { MailComposer } from "../mail/messages";
import { createAccountService } from "./accounts";
import { createAdminAccess } from "./admin-access";
import { createAdminLists } from "./admin-lists";
import { createBlogService } from "./blog";
import { createBlogPosts } from "./blog/posts";
import { createSignal } from "./signal";
import { createStaffService } from "./staff";
import { createBookingService } from "./bookings";
import { createContactMessageService } from "./contact-messages";
import { createDashboard } from "./dashboard";
import { createNewsletter } from "./newsletter";
import { createOutboxFailures } from "./outbox-failures";
import { createMediaService } from "../media/store";
import { createProjectService } from "./projects";
import { createRegistrationService } from "./registrations";
import type { PaymentGateways } from "../payments/registry";
import type { PrivacySettings, SeatHolds, StaffSessionLimits } from "../config";
import type { SessionReminderSettings } from "../config/session-reminders";
import { createCertificateService } from "./certificates";
import { createSessionService } from "./sessions";
import { createPrivacy } from "./privacy";
import { isServiceRefusal } from "./errors";
import { createCommit } from "./unit-of-work";

export interface ServiceDependencies {
  auth: Auth;
  mail: MailComposer;
  /** Called after a transaction that queued email commits: the outbox sends it now. */
  emailQueued: () => void;
  logger: Logger;
  /** Every way to pay, configured or not. */
  payments: PaymentGateways;
  seatHolds: SeatHolds;
  /** Keys the hashes of admin reset codes. */
  authSecret: string;
  /** How long a staff session lasts idle, and at most. */
  staffSessionLimits: StaffSessionLimits;
  /** The site's origin, for links in emails (staff invitations). */
  siteUrl: string;
  /** NEWSLETTER_RATE. */
  newsletterRatePerMinute: number;
  /** The grievance officer, answer deadlines and retention periods. */
  privacy: PrivacySettings;
  /** When reminders go before each session. */
  sessionReminders: SessionReminderSettings;
  /** The address emails are sent from: the organiser of calendar entries. */
  mailFrom?: string;
  /** The company page certificates name on LinkedIn (LINKEDIN_ORGANIZATION_ID). */
  linkedInOrganizationId?: string | undefined;
}

/**
 * The application's rules, each behind one service; created once at start and handed to
 * the API handlers and to page loaders (through the load context).
 */
export function createServices(
  database: AppDatabase,
  {
    auth,
    mail,
    emailQueued,
    logger,
    payments,
    seatHolds,
    authSecret,
    staffSessionLimits,
    siteUrl,
    newsletterRatePerMinute,
    privacy,
    sessionReminders,
    mailFrom,
    linkedInOrganizationId,
  }: ServiceDependencies,
) {
  const commit = createCommit(database, emailQueued);
  // With the "pages changed at" mark this instance wrote, when it made the change itself.
  const pagesChanged = createSignal<string | undefined>();
  const newsletter = createNewsletter(database, commit, {
    mail,
    siteUrl,
    ratePerMinute: newsletterRatePerMinute,
    unconfirmedDays: privacy.retention.unconfirmedSubscriberDays,
  });
  const privacyRights = createPrivacy(database, commit, {
    mail,
    settings: privacy,
    siteUrl,
    subscriptions: newsletter.subscriptions,
    auth,
  });
  const adminAccess = createAdminAccess(database, auth, {
    mail,
    commit,
    logger,
    secret: authSecret,
    staffSessionLimits,
  });
  return {
    isRefusal: isServiceRefusal,
    /** The page cache subscribes: it forgets its pages when a post or a project changes. */
    pagesChanged,
    adminAccess,
    staff: createStaffService(database, auth, commit, { mail, adminAccess, siteUrl }),
    accounts: createAccountService(database, auth),
    adminLists: createAdminLists(database, commit),
    blog: createBlogService(database),
    blogPosts: createBlogPosts(database, commit, { changed: pagesChanged.notify }),
    bookings: createBookingService(database, commit, mail),
    contactMessages: createContactMessageService(commit, mail),
    media: createMediaService(database, commit),
    /** The emails the outbox gave up on or keeps retrying, and sending one again. */
    outboxFailures: createOutboxFailures(database, commit, emailQueued),
    /** Subscriptions with double opt-in. */
    newsletter: newsletter.subscriptions,
    /** The campaigns staff write and send. */
    campaigns: newsletter.campaigns,
    /** Queues sending campaigns' copies; the newsletter clock drives it. */
    campaignSender: newsletter.sender,
    projects: createProjectService(database, commit, {
      mail,
      siteUrl,
      changed: pagesChanged.notify,
    }),
    /** A person's rights over their data (DPDP Act): access, erasure, requests, retention. */
    privacy: privacyRights,
    /** The admin dashboard's figures: attention, money, promises, seats and trends. */
    dashboard: createDashboard(database, {
      overdueDataRequests: (now) => privacyRights.queue.overdueCount(now),
    }),
    /** Sessions, tickets, check-in and reminders (issue 39). */
    sessions: createSessionService(database, commit, {
      mail,
      siteUrl,
      from: mailFrom,
      reminders: sessionReminders,
      changed: pagesChanged.notify,
    }),
    /** Completion, designs, issuing, verification and the holder's choices (issue 40). */
    certificates: createCertificateService(database, commit, {
      mail,
      siteUrl,
      organizationId: linkedInOrganizationId,
    }),
    /** The ways to pay: their webhooks, reports and reconciliations are mounted from it. */
    payments,
    registrations: createRegistrationService(database, commit, {
      mail,
      logger,
      payments,
      seatHolds,
      siteUrl,
      guardianConsentHours: privacy.guardianConsentHours,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
