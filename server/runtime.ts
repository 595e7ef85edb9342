import path from "node:path";
import { Redis } from "ioredis";
import { createAuth, verificationLinkHours, type Auth } from "./auth/auth";
import type { Config } from "./config";
import type { AppDatabase } from "./db/connect";
import type { Logger } from "./logger";
import { createMailComposer } from "./mail/messages";
import {
  createOutboxWorker,
  queueEmails,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from "./mail/outbox";
import { folderTransport, smtpTransport } from "./mail/transport";
import { createMetrics, type Metrics } from "./metrics/metrics";
import { createPaymentGateways } from "./payments/registry";
import { startBlogClock } from "./services/blog/blog-clock";
import { startHoldClock } from "./services/projects/hold-clock";
import { startNewsletterClock } from "./services/newsletter/newsletter-clock";
import { startRetentionClock } from "./services/privacy/retention-clock";
import { startReminderClock } from "./services/sessions/reminder-clock";
import { createServices, type Services } from "./services";

export interface Runtime {
  services: Services;
  /** Accounts and sessions (better-auth), mounted at /api/account. */
  auth: Auth;
  outbox: OutboxWorker;
  /** The shared store for rate limits when several instances run (REDIS_URL). */
  redis: Redis | undefined;
  /** What /metrics reports. */
  metrics: Metrics;
  /** Stops the outbox (finishing a send in progress) and closes connections. */
  close(): Promise<void>;
}

/**
 * What the HTTP app runs on besides the database: the services, the email outbox and
 * its transport, and the rate-limit store. Built the same way by the server and the tests.
 */
export function createRuntime({
  config,
  database,
  logger,
  outbox: outboxOptions = {},
}: {
  config: Config;
  database: AppDatabase;
  logger: Logger;
  outbox?: Partial<Pick<OutboxWorkerOptions, "pollIntervalMs" | "retryDelayMs">>;
}): Runtime {
  const transport = config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl, config.mail.dkim)
    : folderTransport(path.join(config.dataDir, "outbox"), logger, config.mail.dkim);
  const metrics = createMetrics(database.db, {
    backupsDir: path.join(config.dataDir, "backups"),
  });
  const outbox = createOutboxWorker({
    database,
    transport,
    logger,
    from: config.mail.from,
    claimMs: config.outboxClaimSeconds * 1000,
    onSendFailure: (outcome) => metrics.emailSendFailed(outcome),
    ...outboxOptions,
  });
  const mail = createMailComposer({
    siteUrl: config.siteUrl.origin,
    from: config.mail.from,
    staffEmail: config.mail.staffEmail,
  });
  const redis = config.redisUrl
    ? // Without an offline queue a Redis outage fails fast, and the rate limiter falls back
      // to its in-memory limits instead of holding requests.
      new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  redis?.on("error", (error) => logger.warn({ err: error }, "Redis unavailable"));

  const auth = createAuth({
    config,
    database,
    logger,
    sendVerificationLink: async (to, url) => {
      await queueEmails(database.db, mail.verifyEmail(to, url, verificationLinkHours));
      outbox.notify();
    },
  });
  const services = createServices(database, {
    auth,
    mail,
    emailQueued: () => outbox.notify(),
    logger,
    payments: createPaymentGateways(config, { db: database.db, logger }),
    seatHolds: config.seatHolds,
    authSecret: config.authSecret,
    staffSessionLimits: config.staffSessions,
    siteUrl: config.siteUrl.origin,
    newsletterRatePerMinute: config.newsletterRatePerMinute,
    privacy: config.privacy,
    sessionReminders: config.sessionReminders,
    mailFrom: config.mail.from,
    linkedInOrganizationId: config.linkedInOrganizationId,
  });
  const newsletterClock = startNewsletterClock({
    sender: services.campaignSender,
    deleteUnconfirmed: () => services.newsletter.deleteUnconfirmed(),
    queued: () => outbox.notify(),
    logger,
  });
  const blogClock = startBlogClock({
    blogPosts: services.blogPosts,
    changes: services.pagesChanged,
    logger,
    publishEveryMs: config.blogScheduleCheckSeconds * 1000,
  });
  const holdClock = startHoldClock({
    projects: services.projects,
    logger,
    everyMs: config.seatHoldCheckSeconds * 1000,
  });
  const retentionClock = startRetentionClock({ retention: services.privacy.retention, logger });
  const reminderClock = startReminderClock({
    sendDue: () => services.sessions.sendDueReminders(),
    queued: () => outbox.notify(),
    logger,
    everyMs: config.sessionReminders.checkSeconds * 1000,
  });
  return {
    auth,
    services,
    outbox,
    redis,
    metrics,
    async close() {
      newsletterClock.stop();
      blogClock.stop();
      holdClock.stop();
      retentionClock.stop();
      reminderClock.stop();
      await outbox.stop();
      redis?.disconnect();
    },
  };
}
