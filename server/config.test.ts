import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { grievanceOfficer } from "#shared/content/legal";
import { defaultRetention } from "#shared/domain/privacy";
import { ConfigError, loadConfig } from "./config";

const secret = "a-secret-that-is-at-least-thirty-two-characters";
const tempDirs: string[] = [];

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "config-test-"));
  tempDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig({ AUTH_SECRET: secret, ...env }, tempDir());
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a configuration error");
}

describe("loadConfig", () => {
  it("works on a fresh machine with nothing set", () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.siteUrl.href).toBe("http://localhost:3000/");
    expect(config.secureOrigin).toBe(false);
    expect(config.database).toEqual({ kind: "sqlite", file: path.join(cwd, "data", "app.db") });
    expect(config.logLevel).toBe("info");
    expect(config.stripe).toBeUndefined();
    expect(config.upi).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.blogScheduleCheckSeconds).toBe(30);
  });

  it("reads how often scheduled posts are looked for, and refuses zero", () => {
    expect(
      loadConfig({ BLOG_SCHEDULE_CHECK_SECONDS: "5" }, tempDir()).blogScheduleCheckSeconds,
    ).toBe(5);
    expect(errorOf({ BLOG_SCHEDULE_CHECK_SECONDS: "0" })).toMatch(
      /^BLOG_SCHEDULE_CHECK_SECONDS must be at least 1/,
    );
  });

  it("throttles the newsletter to 120 copies a minute unless told, 0 meaning no limit", () => {
    expect(loadConfig({}, tempDir()).newsletterRatePerMinute).toBe(120);
    expect(loadConfig({ NEWSLETTER_RATE: "0" }, tempDir()).newsletterRatePerMinute).toBe(0);
    expect(loadConfig({ NEWSLETTER_RATE: "600" }, tempDir()).newsletterRatePerMinute).toBe(600);
    expect(errorOf({ NEWSLETTER_RATE: "-1" })).toMatch(/^NEWSLETTER_RATE must be a whole number/);
    expect(errorOf({ NEWSLETTER_RATE: "2.5" })).toMatch(/^NEWSLETTER_RATE must be a whole number/);
    expect(loadConfig({}, tempDir()).outboxClaimSeconds).toBe(120);
    expect(errorOf({ OUTBOX_CLAIM_SECONDS: "0" })).toMatch(
      /^OUTBOX_CLAIM_SECONDS must be at least 1/,
    );
  });

  it("ends staff sessions after 12 idle hours and 7 days unless told", () => {
    expect(loadConfig({}, tempDir()).staffSessions).toEqual({ idleHours: 12, maxDays: 7 });
    expect(
      loadConfig({ STAFF_SESSION_IDLE_HOURS: "2", STAFF_SESSION_MAX_DAYS: "1" }, tempDir())
        .staffSessions,
    ).toEqual({ idleHours: 2, maxDays: 1 });
    expect(errorOf({ STAFF_SESSION_IDLE_HOURS: "0" })).toMatch(
      /^STAFF_SESSION_IDLE_HOURS must be at least 1/,
    );
    expect(errorOf({ STAFF_SESSION_MAX_DAYS: "31" })).toMatch(
      /^STAFF_SESSION_MAX_DAYS must be at most 30/,
    );
  });

  it("keeps data for the DPDP defaults unless told, and never keeps logs less than a year", () => {
    const { privacy } = loadConfig({}, tempDir());
    expect(privacy.retention).toEqual(defaultRetention);
    expect(privacy.requestResponseDays).toBe(30);
    expect(privacy.grievanceResponseDays).toBe(90);
    expect(privacy.grievanceOfficer).toEqual({
      name: grievanceOfficer.name,
      email: grievanceOfficer.email,
    });
    const configured = loadConfig(
      {
        RETENTION_CONTACT_MESSAGE_MONTHS: "18",
        RETENTION_AUDIT_LOG_MONTHS: "24",
        GRIEVANCE_RESPONSE_DAYS: "30",
        GRIEVANCE_OFFICER_NAME: "Asha Rao",
        GRIEVANCE_OFFICER_EMAIL: "dpo@college.example",
      },
      tempDir(),
    ).privacy;
    expect(configured.retention.contactMessageMonths).toBe(18);
    expect(configured.retention.auditLogMonths).toBe(24);
    expect(configured.grievanceResponseDays).toBe(30);
    expect(configured.grievanceOfficer).toEqual({ name: "Asha Rao", email: "dpo@college.example" });
    expect(errorOf({ RETENTION_AUDIT_LOG_MONTHS: "6" })).toMatch(
      /^RETENTION_AUDIT_LOG_MONTHS must be at least 12/,
    );
    expect(errorOf({ GRIEVANCE_RESPONSE_DAYS: "120" })).toMatch(
      /^GRIEVANCE_RESPONSE_DAYS must be at most 90/,
    );
    expect(errorOf({ GRIEVANCE_OFFICER_EMAIL: "nobody" })).toMatch(/^GRIEVANCE_OFFICER_EMAIL/);
  });

  it("generates the auth secret once into the data folder and reuses it", () => {
    const cwd = tempDir();
    const first = loadConfig({}, cwd).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(cwd, "data", "auth-secret"), "utf8").trim()).toBe(first);
    expect(loadConfig({}, cwd).authSecret).toBe(first);
  });

  it("requires AUTH_SECRET when the site is served over https", () => {
    expect(errorOf({ AUTH_SECRET: "", SITE_URL: "https://kodeveda.in" })).toMatch(
      /^AUTH_SECRET must be set when SITE_URL is https:\/\//,
    );
  });

  it("derives SITE_URL from PORT and marks https origins secure", () => {
    expect(loadConfig({ AUTH_SECRET: secret, PORT: "8080" }, tempDir()).siteUrl.origin).toBe(
      "http://localhost:8080",
    );
    const secure = loadConfig({ AUTH_SECRET: secret, SITE_URL: "https://kodeveda.in" }, tempDir());
    expect(secure.secureOrigin).toBe(true);
  });

  it("chooses PostgreSQL for a postgres:// DATABASE_URL", () => {
    const config = loadConfig(
      { AUTH_SECRET: secret, DATABASE_URL: "postgres://app@db:5432/site" },
      tempDir(),
    );
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://app@db:5432/site" });
  });

  it.each([
    ["abc", /^PORT must be a whole number from 0 to 65535 \(got "abc"\)$/],
    ["70000", /^PORT must be a whole number from 0 to 65535/],
    ["3.5", /^PORT must be a whole number from 0 to 65535/],
  ])("rejects PORT=%s in one line naming the variable", (port, message) => {
    expect(errorOf({ PORT: port })).toMatch(message);
  });

  it("rejects a DATABASE_URL that is neither a file nor PostgreSQL", () => {
    const message = errorOf({ DATABASE_URL: "mysql://root@localhost/site" });
    expect(message).toMatch(/^DATABASE_URL must be file:<path> for SQLite or postgres:\/\//);
    expect(message).not.toContain("\n");
  });

  it("hides credentials when it repeats a bad value", () => {
    expect(errorOf({ DATABASE_URL: "mysql://root:hunter2@localhost/site" })).not.toContain(
      "hunter2",
    );
    expect(errorOf({ STRIPE_SECRET_KEY: "wrong" })).not.toContain("wrong");
  });

  it.each([
    [{ ADMIN_EMAIL: "staff@kodeveda.in" }, "ADMIN_PASSWORD must be set because ADMIN_EMAIL is set"],
    [
      { GOOGLE_CLIENT_SECRET: "x" },
      "GOOGLE_CLIENT_ID must be set because GOOGLE_CLIENT_SECRET is set",
    ],
    [
      { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1" },
      "STRIPE_WEBHOOK_SECRET must be set because STRIPE_SECRET_KEY is set",
    ],
    [
      { RAZORPAY_KEY_ID: "rzp_test_1", RAZORPAY_KEY_SECRET: "keysecret1" },
      "RAZORPAY_WEBHOOK_SECRET must be set because RAZORPAY_KEY_ID is set",
    ],
    [
      { RAZORPAY_KEY_ID: "rzp_test_1", RAZORPAY_WEBHOOK_SECRET: "webhooksecret" },
      "RAZORPAY_KEY_SECRET must be set because RAZORPAY_KEY_ID is set",
    ],
    [
      { RAZORPAY_KEY_SECRET: "keysecret1", RAZORPAY_WEBHOOK_SECRET: "webhooksecret" },
      "RAZORPAY_KEY_ID must be set because RAZORPAY_KEY_SECRET is set",
    ],
  ])("refuses half of a pair: %o", (env, message) => {
    expect(errorOf(env)).toBe(message);
  });

  it.each([
    ["SITE_URL", "kodeveda.in", /^SITE_URL must be an http:\/\/ or https:\/\/ address/],
    ["SITE_URL", "https://kodeveda.in/site", /^SITE_URL must be an origin without a path/],
    ["LOG_LEVEL", "loud", /^LOG_LEVEL must be one of/],
    ["SMTP_URL", "mail.example.com", /^SMTP_URL must look like smtp:\/\//],
    ["UPI_VPA", "not a vpa", /^UPI_VPA must be a UPI address/],
    ["ADMIN_PASSWORD", "short", /^ADMIN_PASSWORD must be at least 8 characters/],
    ["STAFF_EMAIL", "staff", /^STAFF_EMAIL /],
    ["REDIS_URL", "localhost:6379", /^REDIS_URL must look like redis:\/\//],
  ])("rejects a bad %s", (name, value, message) => {
    expect(errorOf({ [name]: value })).toMatch(message);
  });

  it("treats empty values as unset", () => {
    const config = loadConfig({ AUTH_SECRET: secret, PORT: "", SMTP_URL: "" }, tempDir());
    expect(config.port).toBe(3000);
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it("groups each integration's settings when complete", () => {
    const config = loadConfig(
      {
        AUTH_SECRET: secret,
        STRIPE_SECRET_KEY: "sk_test_123",
        STRIPE_PUBLISHABLE_KEY: "pk_test_123",
        STRIPE_WEBHOOK_SECRET: "whsec_123",
        STRIPE_API_URL: "http://127.0.0.1:12111",
        UPI_VPA: "kodeveda@okaxis",
        ADMIN_EMAIL: "staff@kodeveda.in",
        ADMIN_PASSWORD: "long enough password",
      },
      tempDir(),
    );
    expect(config.stripe?.apiUrl?.port).toBe("12111");
    expect(config.upi).toEqual({ vpa: "kodeveda@okaxis", payeeName: "Kodeveda" });
    expect(config.admin?.email).toBe("staff@kodeveda.in");
  });

  it("takes Razorpay's three keys all together, or leaves Razorpay off", () => {
    const keys = {
      RAZORPAY_KEY_ID: "rzp_test_Abc123",
      RAZORPAY_KEY_SECRET: "keysecret123",
      RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
    };
    const config = loadConfig(
      { AUTH_SECRET: secret, ...keys, RAZORPAY_API_URL: "http://127.0.0.1:12112" },
      tempDir(),
    );
    expect(config.razorpay).toEqual({
      keyId: "rzp_test_Abc123",
      keySecret: "keysecret123",
      webhookSecret: "webhook-secret",
      apiUrl: new URL("http://127.0.0.1:12112"),
    });
    expect(loadConfig({ AUTH_SECRET: secret }, tempDir()).razorpay).toBeUndefined();
    expect(errorOf({ ...keys, RAZORPAY_KEY_ID: "key_Abc123" })).toMatch(
      /^RAZORPAY_KEY_ID must start with rzp_test_ or rzp_live_/,
    );
  });
});
