import { isStaffRole } from "#shared/domain/staff";
import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { fromNodeHeaders } from "better-auth/node";
import type { Request } from "express";
import { sql } from "kysely";
import { site } from "#shared/content/site";
import { passwordRules } from "#shared/schemas/password-rules";
import type { Config } from "../config";
import type { AppDatabase } from "../db/connect";
import type { Logger } from "../logger";
import { authLogDetails, authLogMessage } from "./auth-log";
import { insideAdminWork } from "./admin-scope";

/** The header through which better-auth learns the client's address. */
export const clientAddressHeader = "x-kodeveda-client-address";

/**
 * A request's headers as better-auth reads them, with the client's address as Express
 * determined it (the socket's, or the proxy's report when TRUST_PROXY is set) in place of
 * whatever the client put in that header itself.
 */
export function authHeaders(req: Request): Headers {
  const headers = fromNodeHeaders(req.headers);
  headers.set(clientAddressHeader, clientAddress(req));
  return headers;
}

export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "";
}

/** better-auth's answer to a wrong email or password, word for word. */
export const wrongCredentials = {
  code: "INVALID_EMAIL_OR_PASSWORD",
  message: "Invalid email or password",
} as const;

/** The page the emailed confirmation link opens. */
export const confirmEmailPath = "/account/confirm";

/** How long the link that confirms a visitor's email address works. */
export const verificationLinkHours = 24;

/**
 * Visitor (and, later, staff) accounts on our own database: email and password, Google when
 * configured, sessions stored in the database so they survive restarts and work across
 * instances. Mounted at /api/account.
 */
export function createAuth({
  config,
  database,
  logger,
  sendVerificationLink,
}: {
  config: Config;
  database: AppDatabase;
  logger: Logger;
  /** Queues the email that proves a new account's owner reads that mailbox. */
  sendVerificationLink: (to: string, url: string) => Promise<void>;
}) {
  const roleOf = async (userId: string) =>
    (
      await database.db
        .selectFrom(sql<{ id: string; role: string | null }>`"user"`.as("u"))
        .select("u.role")
        .where("u.id", "=", userId)
        .executeTakeFirst()
    )?.role;

  /**
   * Refuses to make `what` for a staff account (admin or editor) unless the portal's sign-in or the admin
   * tooling is doing it (admin-scope.ts), with the answer to a wrong password: a door that
   * has checked the password then tells nothing.
   */
  const onlyAdminWork = async (userId: string, what: string) => {
    if (insideAdminWork() || !isStaffRole(await roleOf(userId))) return;
    logger.warn({ userId }, `${what} for an admin refused outside the portal`);
    throw new APIError("UNAUTHORIZED", wrongCredentials);
  };

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
    // Signing up still signs in at once (the spec), but what was stored under that address
    // (registrations on /account) is shown only once the address is confirmed. The emailed
    // link opens /account/confirm, which confirms only for a browser signed in to that very
    // account (services/accounts.ts): the link proves the mailbox, the session the password.
    // better-auth's own link, a GET that confirms for whoever opens it (a mail scanner, or
    // the owner of an address someone else signed up with), is not offered (api/account.ts).
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: verificationLinkHours * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        const url = new URL(confirmEmailPath, config.siteUrl.origin);
        url.searchParams.set("token", token);
        await sendVerificationLink(user.email, url.href);
      },
    },
    user: {
      additionalFields: {
        // Set only by the server (admin:create, the first admin): never from a request.
        role: { type: "string", required: false, defaultValue: "user", input: false },
      },
    },
    databaseHooks: {
      session: { create: { before: ({ userId }) => onlyAdminWork(userId, "a session") } },
      // No Google account (or any other way in) is linked to an admin from outside.
      account: { create: { before: ({ userId }) => onlyAdminWork(userId, "a sign-in method") } },
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
        // Each one sends an email: a few are enough for a lost message.
        "/send-verification-email": { window: 300, max: 3 },
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
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ args: authLogDetails(args) }, `auth: ${authLogMessage(message)}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
