import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import {
  e2ePort,
  e2eAdmin,
  e2eStripe,
  e2eSmtpSinkPort,
  e2eStripeStandInPort,
  e2eRazorpay,
  e2eRazorpayStandInPort,
  e2eUpiOnlyPort,
  e2eStaffPort,
} from "./tests/e2e/support/payments";
import { chromiumFlags, chromiumPath } from "./tests/support/chromium";

/**
 * End-to-end tests drive Debian's Chromium against the production build, served by the
 * production entry on its own port with a fresh SQLite database.
 */
const port = e2ePort;
// Set once in the main process; the workers it starts inherit the same folder.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

const launchOptions = { executablePath: chromiumPath, args: [...chromiumFlags] };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // CI runs two browsers and three servers on two cores: a long journey (sign-up, payment, two
  // emails, accessibility scans) has come within a second of 30 s there, and once past it.
  timeout: process.env.CI ? 60_000 : 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording every test's trace to keep the failing ones' slows every test; a test that
    // fails on CI is run again locally, where the trace is kept.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions,
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions } },
    {
      name: "mobile-chromium",
      use: { ...devices["Pixel 7"], launchOptions },
      // The phone runs what the screen changes (tests tagged with `phone`, support/fixtures.ts).
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      command: "node_modules/.bin/tsx tests/support/stripe-api-server.ts",
      url: `http://127.0.0.1:${e2eStripeStandInPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { STRIPE_STAND_IN_PORT: String(e2eStripeStandInPort) },
    },
    {
      command: "node_modules/.bin/tsx tests/support/razorpay-api-server.ts",
      url: `http://127.0.0.1:${e2eRazorpayStandInPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { RAZORPAY_STAND_IN_PORT: String(e2eRazorpayStandInPort) },
    },
    {
      command: "node_modules/.bin/tsx tests/support/smtp-sink-server.ts",
      url: `http://127.0.0.1:${e2eSmtpSinkPort + 1}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { SMTP_SINK_PORT: String(e2eSmtpSinkPort) },
    },
    siteServer(port, "app", {
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpSinkPort}`,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      GOOGLE_CLIENT_ID: "stand-in-client.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "stand-in-secret",
      STRIPE_SECRET_KEY: e2eStripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: e2eStripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: e2eStripe.webhookSecret,
      STRIPE_API_URL: e2eStripe.apiUrl,
      ...e2eRazorpay,
      UPI_VPA: "kodeveda@okaxis",
      UPI_PAYEE_NAME: "Kodeveda Technologies",
    }),
    // The same build without Stripe keys, to see what students see then.
    siteServer(e2eUpiOnlyPort, "upi-only", { UPI_VPA: "kodeveda@okaxis" }),
    siteServer(e2eStaffPort, "staff", {
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpSinkPort}`,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      UPI_VPA: "kodeveda@okaxis",
      UPI_PAYEE_NAME: "Kodeveda Technologies",
      // The staff's Razorpay stories: paid by the webhook alone, refunded from the portal.
      ...e2eRazorpay,
      // A post scheduled for the next minute goes out within a second of it; so does a
      // session's reminder once it is due.
      BLOG_SCHEDULE_CHECK_SECONDS: "1",
      SESSION_REMINDER_CHECK_SECONDS: "1",
      // Requests that name a client address in X-Forwarded-For come from that network
      // (admin-projects.spec.ts); the browsers send none and stay 127.0.0.1.
      TRUST_PROXY: "true",
    }),
  ],
});

/** The production server over the build, with its own SQLite database. */
function siteServer(listenOn: number, name: string, env: Record<string, string>) {
  return {
    // Google's token endpoint is answered by a stand-in (tests/support/google-endpoints.mjs).
    command: "node --import ./tests/support/google-endpoints.mjs build/node/index.js",
    url: `http://127.0.0.1:${listenOn}/readyz`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(listenOn),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${listenOn}`,
      DATA_DIR: path.join(dataDir, name),
      DATABASE_URL: `file:${path.join(dataDir, name, "app.db")}`,
      LOG_LEVEL: "warn",
      // Every test submits from 127.0.0.1; the limit itself is tested in integration.
      FORM_RATE_LIMIT: "10000",
      SIGN_IN_RATE_LIMIT: "10000",
      ...env,
    },
  };
}
