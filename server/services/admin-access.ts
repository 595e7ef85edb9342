import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import type { AuditAction } from "../../app/domain/audit";
import { passwordRules, passwordTooShort } from "../../app/schemas/password-rules";
import { asAdminWork } from "../auth/admin-scope";
import type { Auth } from "../auth/auth";
import type { AppDatabase } from "../db/connect";
import type { Logger } from "../logger";
import type { MailComposer } from "../mail/messages";
import { ServiceRefusal } from "./errors";
import type { Actor, Commit } from "./unit-of-work";

/** ASVS 5.0 / NIST SP 800-63B for the emailed code: 6 digits, 10 minutes, single use, 5 tries. */
export const resetCode = { digits: 6, validMs: 10 * 60_000, maxAttempts: 5 } as const;

/**
 * Codes one admin may be sent in an hour, whoever asks: each request voids the admin's
 * code and mails them, so without it anyone could keep an admin from ever using one.
 */
export const resetCodesPerHour = 3;

export const adminMessages = {
  codeInvalid: "The code is wrong or has expired. Request a new one if you need to.",
  notAdmin: "This account cannot sign in to the admin portal.",
  loginFailed: "Invalid email or password.",
  unverifiedAccount: (email: string) =>
    `The account ${email} has never confirmed its email address, so anyone could have signed up with it. ` +
    `Check with its owner, then run the command again with --force: that marks the address confirmed, ` +
    `makes the account an admin and signs it out everywhere.`,
} as const;

/**
 * The first admin's address when ADMIN_EMAIL is not set. It must pass the site's own email
 * validation, or the printed login cannot be used: `admin@localhost` did not.
 */
export const firstAdminEmail = "admin@example.com";

export interface Admin {
  id: string;
  email: string;
  name: string;
}

export interface AdminAccessOptions {
  mail: MailComposer;
  commit: Commit;
  logger: Logger;
  /** Keys the hashes of reset codes. */
  secret: string;
  now?: () => Date;
}

/**
 * Who may use the admin portal, and how an admin gets back in: the first admin, the admin
 * check for a session, and password reset by an emailed one-time code.
 */
export function createAdminAccess(
  { db }: AppDatabase,
  auth: Auth,
  { mail, commit, logger, secret, now = () => new Date() }: AdminAccessOptions,
) {
  const hashCode = (userId: string, code: string) =>
    createHmac("sha256", secret).update(`${userId}:${code}`).digest("hex");

  async function findAdminByEmail(email: string): Promise<Admin | undefined> {
    const row = await db
      .selectFrom(
        sql<{ id: string; email: string; name: string; role: string | null }>`"user"`.as("u"),
      )
      .select(["u.id", "u.email", "u.name", "u.role"])
      .where("u.email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    return row && row.role === "admin"
      ? { id: row.id, email: row.email, name: row.name }
      : undefined;
  }

  const audit = (actor: Actor, action: AuditAction, subject?: string, detail?: string) =>
    commit((unit) => unit.audit({ actor, action, subject, detail }), { now: now() });

  async function createAdmin(
    email: string,
    password: string,
    name: string,
    { force = false }: { force?: boolean },
  ): Promise<Admin> {
    if (password.length < passwordRules.min) throw new ServiceRefusal("invalid", passwordTooShort);
    const context = await auth.$context;
    const normalised = email.trim().toLowerCase();
    const hash = await context.password.hash(password);
    const found = await context.internalAdapter.findUserByEmail(normalised, {
      includeAccounts: true,
    });
    let userId: string;
    if (found) {
      userId = found.user.id;
      if (!found.user.emailVerified && !force) {
        throw new ServiceRefusal("conflict", adminMessages.unverifiedAccount(normalised));
      }
      await context.internalAdapter.updateUser(userId, { role: "admin", emailVerified: true });
      await context.internalAdapter.deleteUserSessions(userId);
      if (found.accounts.some((account) => account.providerId === "credential")) {
        await context.internalAdapter.updatePassword(userId, hash);
      } else {
        await context.internalAdapter.linkAccount({
          userId,
          providerId: "credential",
          accountId: userId,
          password: hash,
        });
      }
    } else {
      const user = await context.internalAdapter.createUser(
        { email: normalised, name, emailVerified: true, role: "admin" },
        { method: "admin" },
      );
      userId = user.id;
      await context.internalAdapter.linkAccount({
        userId,
        providerId: "credential",
        accountId: userId,
        password: hash,
      });
    }
    await audit(
      { id: null, email: "system" },
      found ? "admin.promoted" : "admin.created",
      normalised,
      found && !found.user.emailVerified ? "unconfirmed address, promoted with --force" : undefined,
    );
    return { id: userId, email: normalised, name };
  }

  return {
    findAdminByEmail,
    audit,

    /** A sign-in to the portal that opened no session: who was named, why, and from where. */
    async auditFailedLogin(email: string, why: string, from: string) {
      await audit({ id: null, email }, "admin.login_failed", email, `${why}, from ${from}`);
    },

    /** The admin signed in with these request headers, if the session is an admin's. */
    async adminFor(headers: Headers): Promise<Admin | undefined> {
      const session = await auth.api.getSession({ headers });
      if (session?.user.role !== "admin") return undefined;
      const { id, email, name } = session.user;
      return { id, email, name };
    },

    /**
     * Creates the first admin when there is none: from ADMIN_EMAIL/ADMIN_PASSWORD, or
     * firstAdminEmail with a random password that the caller shows once.
     */
    async ensureFirstAdmin(
      given: { email: string; password: string } | undefined,
    ): Promise<{ email: string; generatedPassword?: string } | undefined> {
      const existing = await db
        .selectFrom(sql<{ role: string | null }>`"user"`.as("u"))
        .select("u.role")
        .where("u.role", "=", "admin")
        .executeTakeFirst();
      if (existing) return undefined;
      if (given) {
        // The operator named this address: an account someone opened with it before gets
        // the operator's password and loses its sessions, so it is safe to promote.
        await this.createAdmin(given.email, given.password, "Administrator", { force: true });
        return { email: given.email };
      }
      const generatedPassword = randomBytes(15).toString("base64url");
      await this.createAdmin(firstAdminEmail, generatedPassword, "Administrator");
      return { email: firstAdminEmail, generatedPassword };
    },

    /**
     * Adds an admin, or makes an existing account one and sets its password. Either way
     * the account's sessions end, so none opened before the change carries the new role.
     * Anyone can sign up with any address, so an account whose address was never confirmed
     * is promoted only when the caller insists (`force`), which also marks it confirmed.
     */
    createAdmin(
      email: string,
      password: string,
      name: string,
      options: { force?: boolean } = {},
    ): Promise<Admin> {
      return asAdminWork(() => createAdmin(email, password, name, options));
    },

    /**
     * Emails a one-time code when the address is an admin's, and does nothing otherwise;
     * the caller answers the same either way. A new code voids the earlier ones, unless the
     * admin had resetCodesPerHour already: then nothing is sent and their code stays valid.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const admin = await findAdminByEmail(email);
      if (!admin) {
        logger.info("admin password reset asked for an address that is not an admin's");
        return;
      }
      const code = String(randomInt(0, 10 ** resetCode.digits)).padStart(resetCode.digits, "0");
      const issued = now();
      const hourAgo = new Date(issued.getTime() - 3_600_000).toISOString();
      const emails = mail.adminResetCode(admin.email, code, resetCode.validMs / 60_000);
      // Counted in the database, as every server instance shares it. Serializable, so that
      // requests at the same moment cannot each count room for one more: PostgreSQL fails all
      // but one of them, and SQLite runs one write transaction at a time anyway.
      const sent = await commit(
        async ({ trx, send, audit: record }) => {
          const recent = await trx
            .selectFrom("admin_password_resets")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("user_id", "=", admin.id)
            .where("created_at", ">", hourAgo)
            .executeTakeFirstOrThrow();
          if (Number(recent.n) >= resetCodesPerHour) return false;
          await trx
            .updateTable("admin_password_resets")
            .set({ used_at: issued.toISOString() })
            .where("user_id", "=", admin.id)
            .where("used_at", "is", null)
            .execute();
          await trx
            .insertInto("admin_password_resets")
            .values({
              id: randomUUID(),
              user_id: admin.id,
              code_hash: hashCode(admin.id, code),
              attempts: 0,
              expires_at: new Date(issued.getTime() + resetCode.validMs).toISOString(),
              used_at: null,
              created_at: issued.toISOString(),
            })
            .execute();
          send(emails);
          record({ actor: admin, action: "admin.password_reset_requested" });
          return true;
        },
        { now: issued, serializable: true },
      );
      if (!sent) {
        logger.warn({ adminId: admin.id }, "admin password reset refused: hourly limit reached");
        await audit(
          admin,
          "admin.password_reset_refused",
          undefined,
          `more than ${resetCodesPerHour} codes asked for within an hour`,
        );
      }
    },

    /**
     * Checks the code (5 wrong tries void it), sets the new password, ends every session of
     * the admin and emails them a notice. Every failure gives the same answer.
     */
    async resetPassword(email: string, code: string, newPassword: string): Promise<void> {
      if (newPassword.length < passwordRules.min) {
        throw new ServiceRefusal("invalid", passwordTooShort);
      }
      if (newPassword.length > passwordRules.max) {
        throw new ServiceRefusal(
          "invalid",
          `Password must be at most ${passwordRules.max} characters`,
        );
      }
      const admin = await findAdminByEmail(email);
      const at = now();
      const pending = admin
        ? await db
            .selectFrom("admin_password_resets")
            .selectAll()
            .where("user_id", "=", admin.id)
            .where("used_at", "is", null)
            .where("expires_at", ">", at.toISOString())
            .orderBy("created_at", "desc")
            .executeTakeFirst()
        : undefined;
      if (!admin || !pending) throw new ServiceRefusal("invalid", adminMessages.codeInvalid);

      const given = Buffer.from(hashCode(admin.id, code.trim()), "hex");
      const expected = Buffer.from(pending.code_hash, "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        const attempts = pending.attempts + 1;
        await db
          .updateTable("admin_password_resets")
          .set({
            attempts,
            used_at: attempts >= resetCode.maxAttempts ? at.toISOString() : null,
          })
          .where("id", "=", pending.id)
          .execute();
        throw new ServiceRefusal("invalid", adminMessages.codeInvalid);
      }

      // Claimed before the password changes, so the same code cannot be used twice at once.
      const claimed = await db
        .updateTable("admin_password_resets")
        .set({ used_at: at.toISOString() })
        .where("id", "=", pending.id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) {
        throw new ServiceRefusal("invalid", adminMessages.codeInvalid);
      }
      const context = await auth.$context;
      await context.internalAdapter.updatePassword(
        admin.id,
        await context.password.hash(newPassword),
      );
      await context.internalAdapter.deleteUserSessions(admin.id);
      await commit(
        ({ send, audit: record }) => {
          send(mail.adminPasswordChanged(admin.email));
          record({ actor: admin, action: "admin.password_reset" });
        },
        { now: at },
      );
    },

    /** The dashboard's counts (docs/product.md §3), from the database. */
    async dashboardCounts() {
      const count = async (
        table: "bookings" | "newsletter_subscribers" | "contact_messages" | "blog_posts",
      ) => {
        let query = db.selectFrom(table).select((eb) => eb.fn.countAll().as("n"));
        if (table === "newsletter_subscribers") {
          query = query.where(sql.ref("status"), "=", "subscribed");
        }
        return Number((await query.executeTakeFirstOrThrow()).n);
      };
      const [bookings, subscribers, contacts, blogs] = await Promise.all([
        count("bookings"),
        count("newsletter_subscribers"),
        count("contact_messages"),
        count("blog_posts"),
      ]);
      return { bookings, subscribers, contacts, blogs };
    },
  };
}

export type AdminAccess = ReturnType<typeof createAdminAccess>;
