import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import type { AuditAction } from "#shared/domain/audit";
import { passwordRules, passwordTooShort } from "#shared/schemas/password-rules";
import type { Auth } from "../auth/auth";
import type { AppDatabase } from "../db/connect";
import type { Logger } from "../logger";
import type { MailComposer } from "../mail/messages";
import { adminMessages } from "./admin-messages";
import { ServiceRefusal } from "./errors";
import type { Admin } from "./staff-identity";
import type { Actor, Commit } from "./unit-of-work";

/** ASVS 5.0 / NIST SP 800-63B for the emailed code: 6 digits, 10 minutes, single use, 5 tries. */
export const resetCode = { digits: 6, validMs: 10 * 60_000, maxAttempts: 5 } as const;

/**
 * Codes one admin may be sent in an hour, whoever asks: each request voids the admin's
 * code and mails them, so without it anyone could keep an admin from ever using one.
 */
export const resetCodesPerHour = 3;

export interface PasswordResetOptions {
  mail: MailComposer;
  commit: Commit;
  logger: Logger;
  /** Keys the hashes of reset codes. */
  secret: string;
  now?: () => Date;
}

/**
 * How an admin gets back in without a developer: a one-time code by email, stored only as a
 * keyed hash, then a new password that ends every session of theirs.
 */
export function adminPasswordReset(
  { db }: AppDatabase,
  auth: Auth,
  { mail, commit, logger, secret, now = () => new Date() }: PasswordResetOptions,
  {
    findAdminByEmail,
    audit,
  }: {
    findAdminByEmail: (email: string) => Promise<Admin | undefined>;
    audit: (actor: Actor, action: AuditAction, subject?: string, detail?: string) => Promise<void>;
  },
) {
  const hashCode = (userId: string, code: string) =>
    createHmac("sha256", secret).update(`${userId}:${code}`).digest("hex");

  return {
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
  };
}
