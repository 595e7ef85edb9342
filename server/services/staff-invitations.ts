import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import {
  invitationValidHours,
  mayGrantRole,
  staffMessages,
  staffRoleLabels,
  staffRoles,
  type StaffRole,
} from "#shared/domain/staff";
import { passwordRules, passwordTooShort } from "#shared/schemas/password-rules";
import type { AppDatabase } from "../db/connect";
import type { MailComposer } from "../mail/messages";
import type { AdminAccess } from "./admin-access";
import type { Staff } from "./staff-identity";
import { ServiceRefusal } from "./errors";
import { hashLinkToken } from "./link-token-hash";
import type { Actor, Commit, UnitOfWork } from "./unit-of-work";

export interface PendingInvitation {
  id: string;
  email: string;
  role: StaffRole;
  invitedBy: string;
  expiresAt: string;
}

/**
 * Invitations to the portal (decision 0013): a link that sets a password, once, for 72 hours.
 * An invitation lives only while its sender may still give its role (decision 0025): an
 * admin may revoke it, the sender's removal or demotion ends it, and accepting re-checks
 * the sender in the transaction that uses the link up.
 */
export function createStaffInvitations(
  { db }: AppDatabase,
  commit: Commit,
  { mail, adminAccess, siteUrl }: { mail: MailComposer; adminAccess: AdminAccess; siteUrl: string },
) {
  return {
    /** The invitations still waiting: neither used, revoked nor expired. */
    pending(): Promise<PendingInvitation[]> {
      return db
        .selectFrom("staff_invitations")
        .select(["id", "email", "role", "invited_by as invitedBy", "expires_at as expiresAt"])
        .where("used_at", "is", null)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", new Date().toISOString())
        .orderBy("created_at", "desc")
        .execute();
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
            invited_by_id: by.id,
            expires_at: new Date(now.getTime() + invitationValidHours * 3_600_000).toISOString(),
            used_at: null,
            revoked_at: null,
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
        .where("revoked_at", "is", null)
        .where("expires_at", ">", new Date().toISOString())
        .executeTakeFirst();
    },

    /** The invited person chooses a password: the link is used up, the account made staff. */
    async accept(token: string, name: string, password: string): Promise<{ email: string }> {
      // Checked before the link is used up, so a short password does not cost the link.
      if (password.length < passwordRules.min) {
        throw new ServiceRefusal("invalid", passwordTooShort);
      }
      const outcome = await commit(async ({ trx, now, audit }) => {
        const at = now.toISOString();
        // Claimed first, so two tabs cannot both use one link.
        const claimed = await trx
          .updateTable("staff_invitations")
          .set({ used_at: at })
          .where("token_hash", "=", hashLinkToken(token))
          .where("used_at", "is", null)
          .where("revoked_at", "is", null)
          .where("expires_at", ">", at)
          .returning(["id", "email", "role", "invited_by_id as senderId"])
          .executeTakeFirst();
        if (!claimed) return { ok: false as const, refused: staffMessages.invitationInvalid };
        // Read after the claim: a removal that committed first has revoked the link (the
        // claim then finds nothing), one that commits later finds it used.
        const sender = claimed.senderId
          ? await trx
              .selectFrom(sql<{ id: string; role: string | null }>`"user"`.as("u"))
              .select("u.role")
              .where("u.id", "=", claimed.senderId)
              .executeTakeFirst()
          : undefined;
        if (!mayGrantRole(sender?.role, claimed.role)) {
          await trx
            .updateTable("staff_invitations")
            .set({ used_at: null, revoked_at: at })
            .where("id", "=", claimed.id)
            .execute();
          audit({
            actor: { id: null, email: claimed.email },
            action: "staff.invitation_refused",
            subject: claimed.email,
            detail: `its sender can no longer give the role ${claimed.role}`,
          });
          return { ok: false as const, refused: staffMessages.senderCannotGrant };
        }
        return { ok: true as const, claimed };
      });
      if (!outcome.ok) throw new ServiceRefusal("invalid", outcome.refused);
      const { claimed } = outcome;
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

    /** An admin takes back an invitation still waiting: its link stops working. */
    async revoke(id: string, by: Staff): Promise<void> {
      const revoked = await commit(async ({ trx, now, audit }) => {
        const row = await trx
          .updateTable("staff_invitations")
          .set({ revoked_at: now.toISOString() })
          .where("id", "=", id)
          .where("used_at", "is", null)
          .where("revoked_at", "is", null)
          .returning(["email", "role"])
          .executeTakeFirst();
        if (row) {
          audit({
            actor: by,
            action: "staff.invitation_revoked",
            subject: row.email,
            detail: row.role,
          });
        }
        return Boolean(row);
      });
      if (!revoked) throw new ServiceRefusal("not_found", staffMessages.invitationNotWaiting);
    },
  };
}

/**
 * Inside the transaction that removes or demotes `sender`: their invitations still waiting
 * whose role `newRole` may no longer give are revoked, each audited.
 */
export async function endInvitationsSentBy(
  { trx, now, audit }: UnitOfWork,
  sender: { id: string; email: string },
  newRole: StaffRole | null,
  by: Actor,
): Promise<void> {
  const ended = staffRoles.filter((role) => !mayGrantRole(newRole, role));
  if (ended.length === 0) return;
  const revoked = await trx
    .updateTable("staff_invitations")
    .set({ revoked_at: now.toISOString() })
    .where("invited_by_id", "=", sender.id)
    .where("role", "in", ended)
    .where("used_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returning(["email", "role"])
    .execute();
  for (const invitation of revoked) {
    audit({
      actor: by,
      action: "staff.invitation_revoked",
      subject: invitation.email,
      detail: `sent by ${sender.email}, who ${newRole ? `is now ${newRole}` : "was removed"}`,
    });
  }
}
