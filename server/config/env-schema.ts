import { z } from "zod";
import { grievanceResponseDaysMax } from "#shared/domain/privacy";

/** An empty value in a .env file means "not set", not "set to nothing". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const email = z.email();

const wholeNumber = (min: number, max: number) =>
  optional(
    z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );

/** Every variable of the configuration contract (README, .env.example), with its rule. */
export const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: "must be a whole number from 0 to 65535" })
      .int("must be a whole number from 0 to 65535")
      .min(0, "must be a whole number from 0 to 65535")
      .max(65535, "must be a whole number from 0 to 65535"),
  ),
  HOST: optional(z.string()),
  SITE_URL: optional(
    z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })
      .refine(
        (value) => !URL.canParse(value) || new URL(value).pathname === "/",
        "must be an origin without a path",
      ),
  ),
  DATABASE_URL: optional(
    z
      .string()
      .regex(
        /^(file:.+|postgres(ql)?:\/\/.+)$/,
        "must be file:<path> for SQLite or postgres://user@host:port/database for PostgreSQL",
      ),
  ),
  DATA_DIR: optional(z.string()),
  CACHE_DIR: optional(z.string()),
  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters long")),
  ADMIN_EMAIL: optional(email),
  ADMIN_PASSWORD: optional(z.string().min(8, "must be at least 8 characters long")),
  SMTP_URL: optional(
    z.string().regex(/^smtps?:\/\/.+/, "must look like smtp://user:password@host:port"),
  ),
  MAIL_FROM: optional(z.string().min(3, "must be a sender such as Name <address@example.com>")),
  STAFF_EMAIL: optional(email),
  DKIM_PRIVATE_KEY_FILE: optional(z.string()),
  DKIM_SELECTOR: optional(
    z
      .string()
      .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i, "must be one DNS label such as kodeveda"),
  ),
  DKIM_DOMAIN: optional(
    z
      .string()
      .regex(
        /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i,
        "must be a domain such as kodeveda.in",
      ),
  ),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, "must start with sk_ or rk_")),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_/, "must start with pk_")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, "must start with whsec_")),
  STRIPE_API_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) address" })),
  RAZORPAY_KEY_ID: optional(
    z.string().regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, "must start with rzp_test_ or rzp_live_"),
  ),
  RAZORPAY_KEY_SECRET: optional(
    z.string().regex(/^\S{8,}$/, "must be the key secret Razorpay showed"),
  ),
  RAZORPAY_WEBHOOK_SECRET: optional(
    z.string().regex(/^\S{8,}$/, "must be at least 8 characters without spaces"),
  ),
  RAZORPAY_API_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) address" })),
  UPI_VPA: optional(
    z
      .string()
      .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/, "must be a UPI address such as name@bank"),
  ),
  UPI_PAYEE_NAME: optional(z.string().max(50, "must be at most 50 characters")),
  LINKEDIN_ORGANIZATION_ID: optional(
    z
      .string()
      .regex(/^\d{1,20}$/, "must be the number in your LinkedIn company page's admin address"),
  ),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/.+/, "must look like redis://host:port")),
  FORM_RATE_LIMIT: optional(
    z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1"),
  ),
  SIGN_IN_RATE_LIMIT: optional(
    z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1"),
  ),
  BLOG_SCHEDULE_CHECK_SECONDS: wholeNumber(1, 3600),
  SEAT_HOLD_CARD_MINUTES: wholeNumber(1, 24 * 60),
  SEAT_HOLD_UPI_HOURS: wholeNumber(1, 24 * 14),
  SEAT_HOLD_CHECK_SECONDS: wholeNumber(1, 3600),
  SESSION_REMINDER_HOURS: wholeNumber(1, 24 * 7),
  SESSION_SECOND_REMINDER_HOURS: wholeNumber(1, 24 * 7),
  SESSION_REMINDER_CHECK_SECONDS: wholeNumber(1, 3600),
  NEWSLETTER_RATE: optional(
    z.coerce
      .number({ error: "must be a whole number of messages a minute (0: no limit)" })
      .int("must be a whole number of messages a minute (0: no limit)")
      .min(0, "must be a whole number of messages a minute (0: no limit)")
      .max(100_000, "must be at most 100000"),
  ),
  OUTBOX_CLAIM_SECONDS: wholeNumber(1, 3600),
  GRIEVANCE_OFFICER_NAME: optional(z.string().min(2, "must be a person's name")),
  GRIEVANCE_OFFICER_EMAIL: optional(email),
  DATA_REQUEST_RESPONSE_DAYS: wholeNumber(1, 90),
  GRIEVANCE_RESPONSE_DAYS: wholeNumber(1, grievanceResponseDaysMax),
  GUARDIAN_CONSENT_HOURS: wholeNumber(1, 24 * 14),
  RETENTION_UNCONFIRMED_SUBSCRIBER_DAYS: wholeNumber(1, 365),
  RETENTION_CONTACT_MESSAGE_MONTHS: wholeNumber(1, 120),
  RETENTION_BOOKING_MONTHS: wholeNumber(1, 120),
  RETENTION_UNPAID_REGISTRATION_MONTHS: wholeNumber(1, 120),
  RETENTION_PAID_REGISTRATION_MONTHS: wholeNumber(1, 120),
  RETENTION_PAYMENT_RECORD_YEARS: wholeNumber(1, 30),
  RETENTION_SENT_EMAIL_DAYS: wholeNumber(1, 3650),
  // The DPDP Rules ask for logs to be kept at least a year.
  RETENTION_AUDIT_LOG_MONTHS: wholeNumber(12, 120),
  STAFF_SESSION_IDLE_HOURS: wholeNumber(1, 24 * 7),
  STAFF_SESSION_MAX_DAYS: wholeNumber(1, 30),
  METRICS_TOKEN: optional(
    z.string().regex(/^\S{32,}$/, "must be at least 32 characters without spaces"),
  ),
  DRAIN_DELAY_SECONDS: wholeNumber(0, 30),
  BACKUP_KEEP: wholeNumber(1, 365),
  BACKUP_RCLONE_REMOTE: optional(
    z
      .string()
      .regex(/^[\w.-]+:\S*$/, "must be an rclone remote and a path, e.g. offsite:kodeveda-backups"),
  ),
  TRUST_PROXY: optional(z.enum(["true", "false"], { error: "must be true or false" })),
  LOG_LEVEL: optional(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    }),
  ),
});

export type ParsedEnv = z.infer<typeof envSchema>;
