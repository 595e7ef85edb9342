import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import {
  invitationValidHours,
  isStaffRole,
  staffMessages,
  staffRoleLabels,
  type StaffRole,
} from "../../app/domain/staff";
import { passwordRules, passwordTooShort } from "../../app/schemas/password-rules";
import type { Auth } from "../auth/auth";
import type { AppDatabase } from "../db/connect";
import type { MailComposer } from "../mail/messages";
import type { AdminAccess, Staff } from "./admin-access";
import { ServiceRefusal } from "./errors";
import type { AuditEntry, Commit } from "./unit-of-work";
import { hashLinkToken } from "./link-token-hash";

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: StaffRole;
  invitedBy: string;
  expiresAt: string;
}

/**
 * The portal's staff, run by admins without a developer: invitations by email (a link that
 * sets a password, once, for 72 hours), role changes and removal, each ending the person's
 * sessions at once and audited.
 */
export function createStaffService(
  { db }: AppDatabase,
  auth: Auth,
  commit: Commit,
  { mail, adminAccess, siteUrl }: { mail: MailComposer; adminAccess: AdminAccess; siteUrl: string },
) {
  const users = () =>
    db.selectFrom(
      sql<{ id: string; email: string; name: string; role: string | null }>`"user"`.as("u"),
    );

  async function member(id: string): Promise<StaffMember | undefined> {
    const row = await users()
      .select(["u.id", "u.email", "u.name", "u.role"])
      .where("u.id", "=", id)
      .executeTakeFirst();
    return row && isStaffRole(row.role) ? { ...row, role: row.role } : undefined;
  }

  async function adminCount(): Promise<number> {
    const { n } = await users()
      .select((eb) => eb.fn.countAll().as("n"))
      .where("u.role", "=", "admin")
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Someone else's staff account, whose role an admin may change. */
  async function otherMember(id: string, by: Staff): Promise<StaffMember> {
    if (id === by.id) throw new ServiceRefusal("conflict", staffMessages.notYourself);
    const found = await member(id);
    if (!found) throw new ServiceRefusal("not_found", staffMessages.notStaff);
    return found;
  }

  /** The role and its audit row together; then every session of the person ends. */
  async function setRole(target: StaffMember, role: StaffRole | null, entry: AuditEntry) {
    if (target.role === "admin" && role !== "admin" && (await adminCount()) <= 1) {
      throw new ServiceRefusal("conflict", staffMessages.lastAdmin);
    }
    await commit(async ({ trx, audit }) => {
      await sql`update "user" set role = ${role} where id = ${target.id}`.execute(trx);
      audit(entry);
    });
    const context = await auth.$context;
    await context.internalAdapter.deleteUserSessions(target.id);
  }

  return {
    async list(): Promise<{ members: StaffMember[]; invitations: PendingInvitation[] }> {
      const rows = await users()
        .select(["u.id", "u.email", "u.name", "u.role"])
        .where("u.role", "in", ["admin", "editor"])
        .orderBy("u.email")
        .execute();
      const invitations = await db
        .selectFrom("staff_invitations")
        .select(["id", "email", "role", "invited_by as invitedBy", "expires_at as expiresAt"])
        .where("used_at", "is", null)
        .where("expires_at", ">", new Date().toISOString())
        .orderBy("created_at", "desc")
        .execute();
      return {
        members: rows.flatMap((row) => (isStaffRole(row.role) ? [{ ...row, role: row.role }] : [])),
        invitations,
      };
    },

    /** Emails a link; an earlier unused invitation to the same address stops working. */
    async invite(email: string, role: StaffRole, by: Staff): Promise<void> {
      const address = email.trim().toLowerCase();
      const token = randomBytes(32).toString("base64url");
      await commit(async ({ trx, now, send, audit }) => {
        await trx
          .updateTable("staff_invitations")
          .set({ used_at: now.toISOString() })
          .where("email", "=", address)
          .where("used_at", "is", null)
          .execute();
        await trx
          .insertInto("staff_invitations")
          .values({
            id: randomUUID(),
            email: address,
            role,
            token_hash: hashLinkToken(token),
            invited_by: by.email,
            expires_at: new Date(now.getTime() + invitationValidHours * 3_600_000).toISOString(),
            used_at: null,
            created_at: now.toISOString(),
          })
          .execute();
        send(
          mail.staffInvitation(address, {
            url: `${siteUrl}/admin/invitation?token=${token}`,
            roleLabel: staffRoleLabels[role],
            invitedBy: by.name || by.email,
            validHours: invitationValidHours,
          }),
        );
        audit({ actor: by, action: "staff.invited", subject: address, detail: role });
      });
    },

    /** The address an invitation link is for, while it still works. */
    async invitation(token: string): Promise<{ email: string; role: StaffRole } | undefined> {
      return db
        .selectFrom("staff_invitations")
        .select(["email", "role"])
        .where("token_hash", "=", hashLinkToken(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", new Date().toISOString())
        .executeTakeFirst();
    },

    /** The invited person chooses a password: the link is used up, the account made staff. */
    async accept(token: string, name: string, password: string): Promise<{ email: string }> {
      // Checked before the link is used up, so a short password does not cost the link.
      if (password.length < passwordRules.min) {
        throw new ServiceRefusal("invalid", passwordTooShort);
      }
      const at = new Date().toISOString();
      // Claimed first, so two tabs cannot both use one link.
      const claimed = await db
        .updateTable("staff_invitations")
        .set({ used_at: at })
        .where("token_hash", "=", hashLinkToken(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .returning(["email", "role"])
        .executeTakeFirst();
      if (!claimed) throw new ServiceRefusal("invalid", staffMessages.invitationInvalid);
      const joined = await adminAccess.joinStaff(claimed.email, password, name, claimed.role);
      await commit(({ audit }) =>
        audit({
          actor: { id: joined.id, email: joined.email },
          action: "staff.joined",
          subject: joined.email,
          detail: claimed.role,
        }),
      );
      return { email: joined.email };
    },

    async changeRole(id: string, role: StaffRole, by: Staff): Promise<void> {
      const target = await otherMember(id, by);
      if (target.role === role) return;
      await setRole(target, role, {
        actor: by,
        action: "staff.role_changed",
        subject: target.email,
        detail: role,
      });
    },

    /** The person stays a visitor account, with no way into the portal and no session. */
    async remove(id: string, by: Staff): Promise<void> {
      const target = await otherMember(id, by);
      await setRole(target, null, { actor: by, action: "staff.removed", subject: target.email });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
