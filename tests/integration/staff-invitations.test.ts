import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { staffMessages } from "#shared/domain/staff";
import { serverWithMail } from "../support/server-with-mail";
import { invitedPassword, newStaffAddress, staffPortal } from "../support/staff-portal";

const adminEmail = "office@kodeveda.test";
const adminPassword = "first admin password";
const started = serverWithMail({
  ADMIN_EMAIL: adminEmail,
  ADMIN_PASSWORD: adminPassword,
  SIGN_IN_RATE_LIMIT: "1000",
  FORM_RATE_LIMIT: "1000",
});
const server = () => started.server;
const { invite, accept, signIn, staffAction, staffIdOf, waitingInvitationTo } = staffPortal(
  server,
  started.sink,
);
const signedInAdmin = () => signIn(adminEmail, adminPassword);

/** Someone the first admin invited with `role`, joined and signed in to the portal. */
async function joinedStaff(role: "admin" | "editor") {
  const email = newStaffAddress();
  const joined = await accept(await invite(email, role, await signedInAdmin()));
  expect(joined.status).toBe(200);
  return { email, id: (await staffIdOf(email))!, cookie: await signIn(email, invitedPassword) };
}

const auditOf = (subject: string) =>
  server()
    .database.db.selectFrom("audit_log")
    .select(["action", "actor_email as actor", "detail"])
    .where("subject", "=", subject)
    .orderBy("created_at")
    .execute();

const staffPage = async (cookie: string) =>
  (await fetch(`${server().url}/admin/staff`, { headers: { cookie } })).text();

describe("an invitation lives only while its sender may give its role", () => {
  it("dies with its sender's removal: no longer waiting, and accepting it is refused", async () => {
    const sender = await joinedStaff("admin");
    const invited = newStaffAddress();
    const token = await invite(invited, "admin", sender.cookie);
    expect(await waitingInvitationTo(invited)).toBeDefined();

    const admin = await signedInAdmin();
    const removed = await staffAction({ intent: "remove", id: sender.id }, admin);
    expect(await removed.text()).toContain("Access removed.");

    expect(await waitingInvitationTo(invited)).toBeUndefined();
    expect(await staffPage(admin)).not.toContain(invited);
    const refused = await accept(token);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(staffMessages.invitationInvalid);
    expect(await staffIdOf(invited)).toBeUndefined();
    expect(await auditOf(invited)).toEqual([
      { action: "staff.invited", actor: sender.email, detail: "admin" },
      {
        action: "staff.invitation_revoked",
        actor: adminEmail,
        detail: `sent by ${sender.email}, who was removed`,
      },
    ]);
  });

  it("dies when its sender is made an editor, who may invite nobody", async () => {
    const sender = await joinedStaff("admin");
    const invited = newStaffAddress();
    const token = await invite(invited, "admin", sender.cookie);

    const admin = await signedInAdmin();
    await staffAction({ intent: "role", id: sender.id, role: "editor" }, admin);

    expect(await waitingInvitationTo(invited)).toBeUndefined();
    const refused = await accept(token);
    expect(refused.status).toBe(400);
    expect(await staffIdOf(invited)).toBeUndefined();
  });

  it("re-checks the sender on accepting, and refuses when they may no longer give the role", async () => {
    const sender = await joinedStaff("admin");
    const invited = newStaffAddress();
    const token = await invite(invited, "admin", sender.cookie);
    // A demotion the staff page did not make (the database edited by hand, or a change racing
    // the acceptance): the invitation is still listed, and accepting must look at the sender.
    await sql`update "user" set role = 'editor' where id = ${sender.id}`.execute(
      server().database.db,
    );

    const refused = await accept(token);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(staffMessages.senderCannotGrant);
    expect(await staffIdOf(invited)).toBeUndefined();
    expect(await waitingInvitationTo(invited)).toBeUndefined();
    expect((await accept(token)).status).toBe(400);
    expect((await auditOf(invited)).map((row) => row.action)).toEqual([
      "staff.invited",
      "staff.invitation_refused",
    ]);
  });
});

describe("revoking an invitation from /admin/staff", () => {
  it("ends the link at once, audited; a second revoke is told it is no longer waiting", async () => {
    const admin = await signedInAdmin();
    const invited = newStaffAddress();
    const token = await invite(invited, "editor", admin);
    expect(await staffPage(admin)).toContain(`Revoke the invitation of ${invited}`);
    const { id } = (await waitingInvitationTo(invited))!;

    const revoked = await staffAction({ intent: "revoke", id }, admin);
    expect(revoked.status).toBe(200);
    expect(await revoked.text()).toContain("Invitation revoked: its link no longer works.");
    expect(await waitingInvitationTo(invited)).toBeUndefined();
    const refused = await accept(token);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(staffMessages.invitationInvalid);
    expect(await staffIdOf(invited)).toBeUndefined();
    expect(await auditOf(invited)).toEqual([
      { action: "staff.invited", actor: adminEmail, detail: "editor" },
      { action: "staff.invitation_revoked", actor: adminEmail, detail: "editor" },
    ]);

    const again = await staffAction({ intent: "revoke", id }, admin);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(staffMessages.invitationNotWaiting);
  });

  it("is refused to an editor, while an admin's revoke of the same invitation works", async () => {
    const editor = await joinedStaff("editor");
    const admin = await signedInAdmin();
    const invited = newStaffAddress();
    await invite(invited, "admin", admin);
    const { id } = (await waitingInvitationTo(invited))!;

    const byEditor = await staffAction({ intent: "revoke", id }, editor.cookie);
    expect(byEditor.status).toBe(200);
    expect(byEditor.url).toMatch(/\/admin$/);
    expect(await waitingInvitationTo(invited)).toBeDefined();
    expect((await auditOf(invited)).map((row) => row.action)).toEqual(["staff.invited"]);

    const byAdmin = await staffAction({ intent: "revoke", id }, admin);
    expect(await byAdmin.text()).toContain("Invitation revoked");
    expect(await waitingInvitationTo(invited)).toBeUndefined();
  });
});
