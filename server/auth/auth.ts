import { betterAuth } from "better-auth";
import { admin } from "better-auth/plugins";
import { site } from "../../app/content/site";
import { passwordRules } from "../../app/schemas/password-rules";
import type { Config } from "../config";
import type { AppDatabase } from "../db/connect";
import type { Logger } from "../logger";

/** The header our Express mount sets to the client's address (see routes.ts). */
export const clientAddressHeader = "x-kodeveda-client-address";

/**
 * Visitor (and, later, staff) accounts on our own database: email and password, Google when
 * configured, sessions stored in the database so they survive restarts and work across
 * instances. Mounted at /api/account.
 */
export function createAuth({
  config,
  database,
  logger,
}: {
  config: Config;
  database: AppDatabase;
  logger: Logger;
}) {
  return betterAuth({
    appName: site.name,
    baseURL: config.siteUrl.origin,
    basePath: "/api/account",
    secret: config.authSecret,
    trustedOrigins: [config.siteUrl.origin],
    database: { db: database.db, type: database.dialect === "postgres" ? "postgres" : "sqlite" },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: passwordRules.min,
      maxPasswordLength: passwordRules.max,
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            // The spec: Google always shows the account chooser.
            prompt: "select_account",
          },
        }
      : {},
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      // In the database, so every instance counts the same attempts.
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: config.signInRateLimitPerMinute },
        "/sign-up/email": { window: 60, max: config.signInRateLimitPerMinute },
        // Every page asks for the session; counting those would only cost writes.
        "/get-session": false,
      },
    },
    advanced: {
      useSecureCookies: config.secureOrigin,
      cookiePrefix: "kodeveda",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
    },
    plugins: [admin()],
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ args }, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
