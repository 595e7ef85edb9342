import type Stripe from "stripe";
import type { Auth } from "../auth/auth";
import type { AppDatabase } from "../db/connect";
import type { Logger } from "../logger";
import type { MailComposer } from "../mail/messages";
import { createAccountService } from "./accounts";
import { createAdminAccess } from "./admin-access";
import { createAdminLists } from "./admin-lists";
import { createBlogService } from "./blog";
import { createBlogPosts } from "./blog-posts";
import { createSignal } from "./signal";
import { createStaffService } from "./staff";
import { createBookingService } from "./bookings";
import { createContactMessageService } from "./contact-messages";
import { createNewsletterService } from "./newsletter";
import { createMediaService } from "../media/store";
import { createRegistrationService, type UpiSettings } from "./registrations";
import { isServiceRefusal } from "./errors";
import { createCommit } from "./unit-of-work";

export interface ServiceDependencies {
  auth: Auth;
  mail: MailComposer;
  /** Called after a transaction that queued email commits: the outbox sends it now. */
  emailQueued: () => void;
  logger: Logger;
  /** The Stripe client, when card payments are configured. */
  stripe: Stripe | undefined;
  upi: UpiSettings | undefined;
  /** Keys the hashes of admin reset codes. */
  authSecret: string;
  /** The site's origin, for links in emails (staff invitations). */
  siteUrl: string;
}

/**
 * The application's rules, each behind one service; created once at start and handed to
 * the API handlers and to page loaders (through the load context).
 */
export function createServices(
  database: AppDatabase,
  { auth, mail, emailQueued, logger, stripe, upi, authSecret, siteUrl }: ServiceDependencies,
) {
  const commit = createCommit(database, emailQueued);
  // With the "blog changed at" mark this instance wrote, when it made the change itself.
  const blogChanged = createSignal<string | undefined>();
  const adminAccess = createAdminAccess(database, auth, {
    mail,
    commit,
    logger,
    secret: authSecret,
  });
  return {
    isRefusal: isServiceRefusal,
    /** The page cache subscribes: it forgets the blog when a post changes. */
    blogChanged,
    adminAccess,
    staff: createStaffService(database, auth, commit, { mail, adminAccess, siteUrl }),
    accounts: createAccountService(database, auth),
    adminLists: createAdminLists(database, commit),
    blog: createBlogService(database),
    blogPosts: createBlogPosts(database, commit, { changed: blogChanged.notify }),
    bookings: createBookingService(database, commit, mail),
    contactMessages: createContactMessageService(commit, mail),
    media: createMediaService(database, commit),
    newsletter: createNewsletterService(database, commit, mail),
    registrations: createRegistrationService(database, commit, {
      mail,
      logger,
      stripe,
      upi,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
