import { sql } from "kysely";
import { isStaffRole, staffMessages, staffRoles, type StaffRole } from "#shared/domain/staff";
import type { Auth } from "../auth/auth";
import type { AppDatabase } from "../db/connect";
import type { MailComposer } from "../mail/messages";
import type { AdminAccess } from "./admin-access";
import type { Staff } from "./staff-identity";
import { ServiceRefusal } from "./errors";
import {
  createStaffInvitations,
  endInvitationsSentBy,
  type PendingInvitation,
} from "./staff-invitations";
import type { AuditEntry, Commit } from "./unit-of-work";

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * The portal's staff, run by admins without a developer: invitations by email
 * (staff-invitations.ts), role changes and removal, each ending the person's sessions and
 * the invitations they may no longer send at once, and audited.
 */
export function createStaffService(
  database: AppDatabase,
  auth: Auth,
  commit: Commit,
  options: { mail: MailComposer; adminAccess: AdminAccess; siteUrl: string },
) {
  const invitations = createStaffInvitations(database, commit, options);
  const { db } = database;
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

  /**
   * The role, its audit row and the end of the invitations the person may no longer send
   * together; then every session of the person ends.
   */
  async function setRole(target: StaffMember, role: StaffRole | null, entry: AuditEntry) {
    if (target.role === "admin" && role !== "admin" && (await adminCount()) <= 1) {
      throw new ServiceRefusal("conflict", staffMessages.lastAdmin);
    }
    await commit(async (unit) => {
      await sql`update "user" set role = ${role} where id = ${target.id}`.execute(unit.trx);
      unit.audit(entry);
      await endInvitationsSentBy(unit, target, role, entry.actor);
    });
    const context = await auth.$context;
    await context.internalAdapter.deleteUserSessions(target.id);
  }

  return {
    async list(): Promise<{ members: StaffMember[]; invitations: PendingInvitation[] }> {
      const rows = await users()
        .select(["u.id", "u.email", "u.name", "u.role"])
        .where("u.role", "in", staffRoles)
        .orderBy("u.email")
        .execute();
      return {
        members: rows.flatMap((row) => (isStaffRole(row.role) ? [{ ...row, role: row.role }] : [])),
        invitations: await invitations.pending(),
      };
    },

    ...invitations,

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
