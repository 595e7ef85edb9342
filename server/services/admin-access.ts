import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { AuditAction } from "#shared/domain/audit";
import { isStaffRole, type StaffRole } from "#shared/domain/staff";
import { passwordRules, passwordTooShort } from "#shared/schemas/password-rules";
import { asAdminWork } from "../auth/admin-scope";
import type { Auth } from "../auth/auth";
import type { StaffSessionLimits } from "../config";
import type { AppDatabase } from "../db/connect";
import { adminMessages } from "./admin-messages";
import { adminPasswordReset, type PasswordResetOptions } from "./admin-password-reset";
import { ServiceRefusal } from "./errors";
import type { Admin, Staff } from "./staff-identity";
import { specCounts } from "./dashboard/spec-counts";
import { createStaffSessions } from "./staff-sessions";
import type { Actor } from "./unit-of-work";

/**
 * The first admin's address when ADMIN_EMAIL is not set. It must pass the site's own email
 * validation, or the printed login cannot be used: `admin@localhost` did not.
 */
export const firstAdminEmail = "admin@example.com";

export { adminMessages };
export { resetCode, resetCodesPerHour } from "./admin-password-reset";

export interface AdminAccessOptions extends PasswordResetOptions {
  /** STAFF_SESSION_IDLE_HOURS and STAFF_SESSION_MAX_DAYS. */
  staffSessionLimits: StaffSessionLimits;
}

/**
 * Who may use the admin portal: the first admin, the admin check for a session and the audit
 * of who did what; with the password reset by emailed code (admin-password-reset.ts).
 */
export function createAdminAccess(database: AppDatabase, auth: Auth, options: AdminAccessOptions) {
  const { db } = database;
  const { commit, now = () => new Date() } = options;
  const staffSessions = createStaffSessions(database, options.staffSessionLimits, now);
  const countsNow = specCounts(db);

  async function findAdminByEmail(email: string): Promise<Admin | undefined> {
    const row = await db
      .selectFrom(
        sql<{ id: string; email: string; name: string; role: string | null }>`"user"`.as("u"),
      )
      .select(["u.id", "u.email", "u.name", "u.role"])
      .where("u.email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    // Editors reset their password the same way.
    return row && isStaffRole(row.role)
      ? { id: row.id, email: row.email, name: row.name }
      : undefined;
  }

  /**
   * The staff member (admin or editor) signed in with these request headers, if any: the one
   * check of every portal page and staff API, with the staff sessions' shorter life.
   */
  async function staffFor(headers: Headers): Promise<Staff | undefined> {
    const session = await auth.api.getSession({ headers });
    const role = session?.user.role;
    if (!session || !isStaffRole(role)) return undefined;
    if (!(await staffSessions.stillValid(session.session.id))) return undefined;
    const { id, email, name } = session.user;
    return { id, email, name, role };
  }

  const audit = (actor: Actor, action: AuditAction, subject?: string, detail?: string) =>
    commit((unit) => unit.audit({ actor, action, subject, detail }), { now: now() });

  /**
   * Gives an account (made if needed) a staff role and this password; its sessions end, so
   * none opened before carries the new role.
   */
  async function grantRole(
    email: string,
    password: string,
    name: string,
    role: StaffRole,
    { force = false }: { force?: boolean },
  ): Promise<Admin & { found: boolean; confirmed: boolean }> {
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
      await context.internalAdapter.updateUser(userId, { role, emailVerified: true });
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
        { email: normalised, name, emailVerified: true, role },
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
    return {
      id: userId,
      email: normalised,
      name,
      found: Boolean(found),
      confirmed: Boolean(found?.user.emailVerified),
    };
  }

  async function createAdmin(
    email: string,
    password: string,
    name: string,
    options: { force?: boolean },
  ): Promise<Admin> {
    const { found, confirmed, ...admin } = await grantRole(email, password, name, "admin", options);
    await audit(
      { id: null, email: "system" },
      found ? "admin.promoted" : "admin.created",
      admin.email,
      found && !confirmed ? "unconfirmed address, promoted with --force" : undefined,
    );
    return admin;
  }

  return {
    findAdminByEmail,
    audit,
    ...adminPasswordReset(database, auth, options, { findAdminByEmail, audit }),

    /** A sign-in to the portal that opened no session: who was named, why, and from where. */
    async auditFailedLogin(email: string, why: string, from: string) {
      await audit({ id: null, email }, "admin.login_failed", email, `${why}, from ${from}`);
    },

    /** The admin signed in with these request headers, if the session is an admin's. */
    async adminFor(headers: Headers): Promise<Admin | undefined> {
      const staff = await staffFor(headers);
      if (staff?.role !== "admin") return undefined;
      const { id, email, name } = staff;
      return { id, email, name };
    },

    staffFor,

    /** An invited person's account, with the role they were invited to (staff.ts). */
    joinStaff(email: string, password: string, name: string, role: StaffRole) {
      // The invitation came to this mailbox: that proves the address, as --force does.
      return asAdminWork(() => grantRole(email, password, name, role, { force: true }));
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

    /** The dashboard's counts (docs/product.md §3), from the database (spec-counts.ts). */
    dashboardCounts: () => countsNow(now()),
  };
}

export type AdminAccess = ReturnType<typeof createAdminAccess>;
