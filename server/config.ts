import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { site } from "#shared/content/site";
import { grievanceOfficer } from "#shared/content/legal";
import {
  defaultDataRequestResponseDays,
  defaultGrievanceResponseDays,
  defaultGuardianConsentHours,
  defaultRetention,
  type RetentionPeriods,
} from "#shared/domain/privacy";
import { ConfigError } from "./config/config-error";
import { sessionReminderSettings, type SessionReminderSettings } from "./config/session-reminders";
import { envSchema, type ParsedEnv } from "./config/env-schema";
import { resolveDkim, type DkimSigning } from "./config/mail-signing";

export { ConfigError };

/**
 * The only reader of process.env. Every variable of the configuration contract
 * (README, .env.example) is parsed here once, at start, into a typed object that the
 * rest of the server receives as a dependency.
 */

export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

export interface Config {
  port: number;
  host: string;
  siteUrl: URL;
  /** The site is served over HTTPS: secrets are mandatory, cookies Secure, HSTS on. */
  secureOrigin: boolean;
  database: DatabaseTarget;
  dataDir: string;
  /** Work the server can redo but keeps between starts (compressed pages); DATA_DIR/cache. */
  cacheDir: string;
  authSecret: string;
  admin: { email: string; password: string } | undefined;
  mail: {
    smtpUrl: string | undefined;
    from: string;
    staffEmail: string;
    /** Signs every message when a key is configured. */
    dkim: DkimSigning | undefined;
  };
  stripe:
    | { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl: URL | undefined }
    | undefined;
  /** Razorpay Checkout: all three keys or none; apiUrl only for a local stand-in in tests. */
  razorpay:
    | { keyId: string; keySecret: string; webhookSecret: string; apiUrl: URL | undefined }
    | undefined;
  upi: { vpa: string; payeeName: string } | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  redisUrl: string | undefined;
  /** Form submissions (contact, booking, newsletter) one client address may make per minute. */
  formRateLimitPerMinute: number;
  /** Sign-in and sign-up attempts one client address may make per minute. */
  signInRateLimitPerMinute: number;
  /** How often each instance looks for scheduled blog posts that are due. */
  blogScheduleCheckSeconds: number;
  /** How long a project seat is held while its payment is under way (decision 0016). */
  seatHolds: SeatHolds;
  /** How often each instance releases the seat holds that have expired. */
  seatHoldCheckSeconds: number;
  /** Reminders before each session: hours before, and how often each instance looks. */
  sessionReminders: SessionReminderSettings;
  /**
   * The company page certificates name on LinkedIn's "Add to profile" (its numeric id);
   * without it the link names the organisation by the site's name.
   */
  linkedInOrganizationId: string | undefined;
  /** Newsletter copies a minute, across every instance; 0 sends as fast as SMTP takes them. */
  newsletterRatePerMinute: number;
  /** How long a message being sent is reserved for one instance before another may take it. */
  outboxClaimSeconds: number;
  /** When a staff session ends: idle, and since sign-in however active (decision 0025). */
  staffSessions: StaffSessionLimits;
  /**
   * After a stop signal, how long the server goes on accepting requests while /readyz says it
   * is stopping, so a load balancer's health check takes it out before it stops listening.
   */
  drainDelaySeconds: number;
  /** The nightly backup (npm run db:backup:nightly): copies kept, and where rclone sends each. */
  backups: { keep: number; rcloneRemote: string | undefined };
  /** Behind a reverse proxy: the client address is the one it reports in X-Forwarded-For. */
  trustProxy: boolean;
  /** Lets a Prometheus elsewhere read /metrics with `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  logLevel: LogLevel;
  /** People's rights over their data and how long we keep it (DPDP Act, decision 0018). */
  privacy: PrivacySettings;
}

export interface PrivacySettings {
  /** Named in the privacy notice; receives grievances. */
  grievanceOfficer: { name: string; email: string };
  /** Days to answer an access, correction, erasure or nomination request. */
  requestResponseDays: number;
  /** Days to answer a grievance: at most the Rules' 90. */
  grievanceResponseDays: number;
  /** The periods the daily job deletes by and the privacy notice states. */
  retention: RetentionPeriods;
  /** How long a parent or guardian has to consent for a student under 18. */
  guardianConsentHours: number;
}

export interface SeatHolds {
  /** A card payment in the dialog; also a UPI payment until its UTR is handed in. */
  cardMinutes: number;
  /** A UPI payment whose UTR staff have yet to find in the bank statement. */
  upiHours: number;
}

export interface StaffSessionLimits {
  idleHours: number;
  maxDays: number;
}

type Env = Record<string, string | undefined>;

function describeIssue(issue: z.core.$ZodIssue, env: Env): string {
  const name = String(issue.path[0] ?? "configuration");
  const given = env[name];
  const shown = given === undefined ? "" : ` (got ${JSON.stringify(redact(name, given))})`;
  return `${name} ${issue.message}${shown}`;
}

function redact(name: string, value: string): string {
  return /SECRET|PASSWORD|KEY/.test(name) ? "…" : value.replace(/\/\/[^@/]*@/, "//…@");
}

/** Variables that only make sense together: one without the other is a mistake. */
function requirePairs(parsed: ParsedEnv, pairs: Array<[keyof ParsedEnv, keyof ParsedEnv]>) {
  for (const [a, b] of pairs) {
    if ((parsed[a] === undefined) !== (parsed[b] === undefined)) {
      const [set, missing] = parsed[a] === undefined ? [b, a] : [a, b];
      throw new ConfigError(`${missing} must be set because ${set} is set`);
    }
  }
}

function parseDatabase(url: string, cwd: string): DatabaseTarget {
  if (url.startsWith("file:")) {
    return { kind: "sqlite", file: path.resolve(cwd, url.slice("file:".length)) };
  }
  return { kind: "postgres", url };
}

/**
 * Development machines get a secret generated once and kept in the data folder, so
 * sessions survive restarts without any setup; a public HTTPS deployment must bring its own.
 */
function resolveAuthSecret(given: string | undefined, secureOrigin: boolean, dataDir: string) {
  if (given) return given;
  if (secureOrigin) {
    throw new ConfigError(
      "AUTH_SECRET must be set when SITE_URL is https:// (generate one with: openssl rand -base64 48)",
    );
  }
  const file = path.join(dataDir, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  return secret;
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new ConfigError(first ? describeIssue(first, env) : "invalid configuration");
  }
  const parsed = result.data;
  requirePairs(parsed, [
    ["ADMIN_EMAIL", "ADMIN_PASSWORD"],
    ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY"],
    ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
    ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET"],
    ["RAZORPAY_KEY_ID", "RAZORPAY_WEBHOOK_SECRET"],
    ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ]);

  const port = parsed.PORT ?? 3000;
  const siteUrl = new URL(parsed.SITE_URL ?? `http://localhost:${port}`);
  const secureOrigin = siteUrl.protocol === "https:";
  const dataDir = path.resolve(cwd, parsed.DATA_DIR ?? "data");
  const from = parsed.MAIL_FROM ?? `${site.name} <no-reply@${siteUrl.hostname}>`;

  return {
    port,
    host: parsed.HOST ?? "0.0.0.0",
    siteUrl,
    secureOrigin,
    database: parseDatabase(parsed.DATABASE_URL ?? "file:./data/app.db", cwd),
    dataDir,
    cacheDir: path.resolve(cwd, parsed.CACHE_DIR ?? path.join(dataDir, "cache")),
    authSecret: resolveAuthSecret(parsed.AUTH_SECRET, secureOrigin, dataDir),
    admin:
      parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD
        ? { email: parsed.ADMIN_EMAIL, password: parsed.ADMIN_PASSWORD }
        : undefined,
    mail: {
      smtpUrl: parsed.SMTP_URL,
      from,
      staffEmail: parsed.STAFF_EMAIL ?? site.email,
      dkim: resolveDkim(
        {
          keyFile: parsed.DKIM_PRIVATE_KEY_FILE,
          selector: parsed.DKIM_SELECTOR,
          domain: parsed.DKIM_DOMAIN,
        },
        from,
        cwd,
      ),
    },
    stripe:
      parsed.STRIPE_SECRET_KEY && parsed.STRIPE_PUBLISHABLE_KEY && parsed.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: parsed.STRIPE_SECRET_KEY,
            publishableKey: parsed.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
            apiUrl: parsed.STRIPE_API_URL ? new URL(parsed.STRIPE_API_URL) : undefined,
          }
        : undefined,
    razorpay:
      parsed.RAZORPAY_KEY_ID && parsed.RAZORPAY_KEY_SECRET && parsed.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: parsed.RAZORPAY_KEY_ID,
            keySecret: parsed.RAZORPAY_KEY_SECRET,
            webhookSecret: parsed.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: parsed.RAZORPAY_API_URL ? new URL(parsed.RAZORPAY_API_URL) : undefined,
          }
        : undefined,
    upi: parsed.UPI_VPA
      ? { vpa: parsed.UPI_VPA, payeeName: parsed.UPI_PAYEE_NAME ?? site.name }
      : undefined,
    google:
      parsed.GOOGLE_CLIENT_ID && parsed.GOOGLE_CLIENT_SECRET
        ? { clientId: parsed.GOOGLE_CLIENT_ID, clientSecret: parsed.GOOGLE_CLIENT_SECRET }
        : undefined,
    redisUrl: parsed.REDIS_URL,
    formRateLimitPerMinute: parsed.FORM_RATE_LIMIT ?? 20,
    signInRateLimitPerMinute: parsed.SIGN_IN_RATE_LIMIT ?? 10,
    blogScheduleCheckSeconds: parsed.BLOG_SCHEDULE_CHECK_SECONDS ?? 30,
    seatHolds: {
      cardMinutes: parsed.SEAT_HOLD_CARD_MINUTES ?? 30,
      upiHours: parsed.SEAT_HOLD_UPI_HOURS ?? 48,
    },
    seatHoldCheckSeconds: parsed.SEAT_HOLD_CHECK_SECONDS ?? 30,
    sessionReminders: sessionReminderSettings(parsed),
    linkedInOrganizationId: parsed.LINKEDIN_ORGANIZATION_ID,
    newsletterRatePerMinute: parsed.NEWSLETTER_RATE ?? 120,
    outboxClaimSeconds: parsed.OUTBOX_CLAIM_SECONDS ?? 120,
    staffSessions: {
      idleHours: parsed.STAFF_SESSION_IDLE_HOURS ?? 12,
      maxDays: parsed.STAFF_SESSION_MAX_DAYS ?? 7,
    },
    drainDelaySeconds: parsed.DRAIN_DELAY_SECONDS ?? 0,
    backups: { keep: parsed.BACKUP_KEEP ?? 14, rcloneRemote: parsed.BACKUP_RCLONE_REMOTE },
    trustProxy: parsed.TRUST_PROXY === "true",
    metricsToken: parsed.METRICS_TOKEN,
    logLevel: parsed.LOG_LEVEL ?? "info",
    privacy: {
      grievanceOfficer: {
        name: parsed.GRIEVANCE_OFFICER_NAME ?? grievanceOfficer.name,
        email: parsed.GRIEVANCE_OFFICER_EMAIL ?? grievanceOfficer.email,
      },
      requestResponseDays: parsed.DATA_REQUEST_RESPONSE_DAYS ?? defaultDataRequestResponseDays,
      grievanceResponseDays: parsed.GRIEVANCE_RESPONSE_DAYS ?? defaultGrievanceResponseDays,
      guardianConsentHours: parsed.GUARDIAN_CONSENT_HOURS ?? defaultGuardianConsentHours,
      retention: {
        unconfirmedSubscriberDays:
          parsed.RETENTION_UNCONFIRMED_SUBSCRIBER_DAYS ??
          defaultRetention.unconfirmedSubscriberDays,
        contactMessageMonths:
          parsed.RETENTION_CONTACT_MESSAGE_MONTHS ?? defaultRetention.contactMessageMonths,
        bookingMonths: parsed.RETENTION_BOOKING_MONTHS ?? defaultRetention.bookingMonths,
        unpaidRegistrationMonths:
          parsed.RETENTION_UNPAID_REGISTRATION_MONTHS ?? defaultRetention.unpaidRegistrationMonths,
        paidRegistrationMonths:
          parsed.RETENTION_PAID_REGISTRATION_MONTHS ?? defaultRetention.paidRegistrationMonths,
        paymentRecordYears:
          parsed.RETENTION_PAYMENT_RECORD_YEARS ?? defaultRetention.paymentRecordYears,
        sentEmailDays: parsed.RETENTION_SENT_EMAIL_DAYS ?? defaultRetention.sentEmailDays,
        auditLogMonths: parsed.RETENTION_AUDIT_LOG_MONTHS ?? defaultRetention.auditLogMonths,
      },
    },
  };
}
