import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { staffMessages } from "#shared/domain/staff";
import { postDraft } from "../support/blog-drafts";
import { signUpVisitor, uniqueStudentEmail } from "../support/accounts";
import { adminLogin, postForm, postJson } from "../support/admin-session";
import { serverWithMail } from "../support/server-with-mail";
import { countRows } from "../support/http";
import { newStaffAddress, staffPortal } from "../support/staff-portal";

const adminEmail = "office@kodeveda.test";
const adminPassword = "first admin password";
const started = serverWithMail({
  ADMIN_EMAIL: adminEmail,
  ADMIN_PASSWORD: adminPassword,
  SIGN_IN_RATE_LIMIT: "1000",
  FORM_RATE_LIMIT: "1000",
});
const server = () => started.server;
const { sink } = started;

const { invite, accept, staffIdOf, signIn } = staffPortal(server, sink);
const newAddress = newStaffAddress;
const signedInAdmin = () => signIn(adminEmail, adminPassword);

describe("inviting staff", () => {
  it("sends a link that sets a password once; the editor then writes the blog and the newsletter, nothing else", async () => {
    const admin = await signedInAdmin();
    const email = newAddress();
    const token = await invite(email, "editor", admin);

    const page = await fetch(`${server().url}/admin/invitation?token=${token}`);
    expect(await page.text()).toContain("You are invited as Editor (blog and newsletter)");
    const joined = await accept(token);
    expect(await joined.text()).toContain(`Sign in as ${email} with the password you chose.`);
    // The link is used up.
    expect(await (await accept(token)).text()).toContain(staffMessages.invitationInvalid);

    const { response, cookie } = await adminLogin(server(), email, "a trainer's passphrase");
    expect(response.status).toBe(200);
    const headers = { cookie, origin: server().config.siteUrl.origin };
    expect((await fetch(`${server().url}/api/admin/posts`, { headers })).status).toBe(200);
    const campaign = await postJson(
      server(),
      "/api/admin/campaigns",
      { subject: "From the editor", previewText: "", bodyHtml: "<p>Hello</p>" },
      cookie,
    );
    expect(campaign.status).toBe(201);
    const newsletterScreen = await fetch(`${server().url}/admin/newsletter`, { headers });
    expect(await newsletterScreen.text()).toContain("From the editor");
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#0f766e" },
    })
      .png()
      .toBuffer();
    const upload = await fetch(`${server().url}/api/admin/media`, {
      method: "POST",
      headers: { ...headers, "content-type": "image/png" },
      body: picture,
    });
    expect(upload.status).toBe(201);
    expect((await fetch(`${server().url}/api/admin/dashboard`, { headers })).status).toBe(401);
    expect((await fetch(`${server().url}/api/admin/activity`, { headers })).status).toBe(401);
    const list = await fetch(`${server().url}/admin/bookings`, { headers, redirect: "manual" });
    expect(list.status).toBe(302);
    const staffPage = await fetch(`${server().url}/admin/staff`, { headers, redirect: "manual" });
    expect(staffPage.status).toBe(302);
    const portal = await (await fetch(`${server().url}/admin`, { headers })).text();
    expect(portal).toContain("Manage blog posts");
    expect(portal).toContain("Send newsletter");
    expect(portal).not.toContain("Manage bookings");

    const audit = await server()
      .database.db.selectFrom("audit_log")
      .select("action")
      .where("subject", "=", email)
      .orderBy("created_at")
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["staff.invited", "staff.joined"]);
    const editorActions = await server()
      .database.db.selectFrom("audit_log")
      .select("action")
      .where("actor_email", "=", email)
      .execute();
    expect(editorActions.map((row) => row.action)).toContain("newsletter.created");
  });

  it("names the editor in the recent activity by the name they joined with", async () => {
    const admin = await signedInAdmin();
    const email = newAddress();
    await accept(await invite(email, "editor", admin));
    const { cookie } = await adminLogin(server(), email, "a trainer's passphrase");
    const draft = postDraft();
    const created = await postJson(server(), "/api/admin/posts", draft, cookie);
    const { post } = (await created.json()) as { post: { id: number; version: number } };
    const publish = await postJson(
      server(),
      `/api/admin/posts/${post.id}/publish`,
      { version: post.version },
      cookie,
    );
    expect(publish.status).toBe(200);

    const activity = await fetch(`${server().url}/api/admin/activity`, {
      headers: { cookie: admin },
    });
    const texts = ((await activity.json()) as { events: Array<{ text: string }> }).events.map(
      (event) => event.text,
    );
    expect(texts).toContain(`Asha Rao published "${draft.title}"`);
    expect(texts).toContain(`Administrator invited ${email} to the admin portal as editor`);
  });

  it("refuses an expired link, and a short password without using the link up", async () => {
    const admin = await signedInAdmin();
    const token = await invite(newAddress(), "editor", admin);
    const short = await accept(token, "short");
    expect(short.status).toBe(400);
    await server()
      .database.db.updateTable("staff_invitations")
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where("used_at", "is", null)
      .execute();
    expect(await (await accept(token)).text()).toContain(staffMessages.invitationInvalid);
  });

  it("lets only an admin invite", async () => {
    const visitor = await signUpVisitor(server(), uniqueStudentEmail("staff"));
    const invitations = () => countRows(server(), "staff_invitations");
    const before = await invitations();
    const refused = await fetch(`${server().url}/admin/staff`, {
      method: "POST",
      headers: {
        cookie: visitor.cookie,
        origin: server().url,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "invite", email: newAddress(), role: "admin" }),
      redirect: "manual",
    });
    expect(refused.status).toBe(302);
    expect(await invitations()).toBe(before);
  });
});

describe("changing roles and removing access", () => {
  it("ends the person's sessions at once, and never removes the last admin or oneself", async () => {
    const admin = await signedInAdmin();
    const email = newAddress();
    await accept(await invite(email, "editor", admin));
    const { cookie } = await adminLogin(server(), email, "a trainer's passphrase");
    const id = (await staffIdOf(email))!;
    const headers = { cookie, origin: server().config.siteUrl.origin };

    const promoted = await postForm(
      server(),
      "/admin/staff",
      { intent: "role", id, role: "admin" },
      admin,
    );
    expect(await promoted.text()).toContain("Role saved.");
    expect((await fetch(`${server().url}/api/admin/posts`, { headers })).status).toBe(401);

    const removed = await postForm(server(), "/admin/staff", { intent: "remove", id }, admin);
    expect(await removed.text()).toContain("Access removed.");
    const again = await adminLogin(server(), email, "a trainer's passphrase");
    expect(again.response.status).toBe(401);

    const selfId = (await staffIdOf(adminEmail))!;
    const self = await postForm(server(), "/admin/staff", { intent: "remove", id: selfId }, admin);
    expect(self.status).toBe(400);
    expect(await self.text()).toContain(staffMessages.notYourself);
    const admins = (await server().services.staff.list()).members.filter((m) => m.role === "admin");
    expect(admins.map((m) => m.email)).toContain(adminEmail);
  });

  it("answers the JSON API's 401 to a removed editor's old session", async () => {
    const admin = await signedInAdmin();
    const email = newAddress();
    await accept(await invite(email, "editor", admin));
    const { cookie } = await adminLogin(server(), email, "a trainer's passphrase");
    await postForm(
      server(),
      "/admin/staff",
      { intent: "remove", id: (await staffIdOf(email))! },
      admin,
    );
    const write = await postJson(server(), "/api/admin/posts", {}, cookie);
    expect(write.status).toBe(401);
  });
});
