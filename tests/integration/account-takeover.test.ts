import http from "node:http";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pipelineProjects } from "#shared/content/projects";
import { up as endAdminSessions } from "#server/db/migrations/0007-end-admin-sessions";
import { registrationMessages } from "#server/services/registrations";
import { adminLogin, postForm, postJson } from "../support/admin-session";
import { sessionFor, signUpVisitor, uniqueStudentEmail } from "../support/accounts";
import { postFromSite } from "../support/http";
import { sentTo } from "../support/smtp-sink";
import { serverWithMail } from "../support/server-with-mail";
import { startTestServer, type TestServer } from "../support/test-server";
import { recentUtr } from "../support/utr";

/**
 * Nobody takes over an account, a registration or an admin session by naming an email
 * (docs/security.md, items 2, 4, 5, 6, 7, 12).
 */
const admin = { email: "ops@kodeveda.test", password: "first admin password" };
const site = serverWithMail({
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  SIGN_IN_RATE_LIMIT: "1000",
  UPI_VPA: "kodeveda@okaxis",
});
const { sink } = site;

const newEmail = () => uniqueStudentEmail("student");

const account = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postFromSite(site.server, `/api/account${path}`, body, headers);

const signUp = async (email = newEmail()) => {
  const { cookie } = await signUpVisitor(site.server, email);
  return { email, cookie };
};

const auditRows = (action: string) =>
  site.server.database.db
    .selectFrom("audit_log")
    .select(["actor_email", "subject", "detail"])
    .where("action", "=", action)
    .execute();

const accountPage = async (cookie: string) =>
  (await fetch(`${site.server.url}/account`, { headers: { cookie } })).text();

/** A student's registration for the first project, paid by UPI. */
const registrationFor = (email: string) => ({
  name: "Ananya Reddy",
  email,
  phone: "+91 98480 22338",
  college: "CBIT Hyderabad",
  section: "CSE-B",
  year: "3rd Year",
  paymentMethod: "upi",
  projectId: pipelineProjects[0]!.id,
});

async function registerByUpi(email: string) {
  const response = await postJson(site.server, "/api/register", registrationFor(email));
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

describe("an address claimed by sign-up", () => {
  /** The link in the confirmation email sent to this address, on the test server's address. */
  async function confirmationLink(email: string): Promise<string> {
    const [mail] = await sink.waitFor(
      (received) => sentTo(email)(received) && received.subject.startsWith("Confirm your email"),
    );
    const link = /https?:\/\/\S+\/account\/confirm\?token=\S+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link!);
    return pathname + search;
  }

  const confirmedIn = async (email: string) =>
    (
      await sql<{
        verified: unknown;
      }>`select "emailVerified" as verified from "user" where email = ${email}`.execute(
        site.server.database.db,
      )
    ).rows[0]?.verified;

  it("shows no registrations on /account until the owner confirms the address, signed in", async () => {
    const email = newEmail();
    const reference = await registerByUpi(email);
    const { cookie } = await signUp(email);

    const before = await accountPage(cookie);
    expect(before).toContain("Confirm your email address");
    expect(before).not.toContain(reference);

    const link = await confirmationLink(email);
    const { cookie: someoneElse } = await signUp();
    // Opening the link (a mail scanner does) and pressing Confirm without that account's
    // session (the address's owner, when someone else signed up with it) confirm nothing.
    expect((await fetch(site.server.url + link)).status).toBe(200);
    expect(await (await postForm(site.server, link, {}, "")).text()).toContain(
      "Sign in to confirm your email address",
    );
    expect(await (await postForm(site.server, link, {}, someoneElse)).text()).toContain(
      "This link is for another account",
    );
    expect(Boolean(await confirmedIn(email))).toBe(false);

    const confirmed = await postForm(site.server, link, {}, cookie);
    expect(await confirmed.text()).toContain("Your email address is confirmed");
    expect(Boolean(await confirmedIn(email))).toBe(true);
    const after = await accountPage(cookie);
    expect(after).not.toContain("Confirm your email address");
    expect(after).toContain(reference);
  });

  it("does not offer better-auth's own link, which confirms for whoever opens it", async () => {
    const email = newEmail();
    await signUp(email);
    const token = new URL(site.server.url + (await confirmationLink(email))).searchParams.get(
      "token",
    );
    const response = await fetch(
      `${site.server.url}/api/account/verify-email?token=${token}&callbackURL=/account`,
      { redirect: "manual" },
    );
    expect(response.status).toBe(404);
    expect(Boolean(await confirmedIn(email))).toBe(false);
  });

  it("keeps no readable verification link in the outbox once it is sent", async () => {
    const { email } = await signUp();
    await sink.waitFor((received) => sentTo(email)(received));
    // The SMTP server has the message a moment before the outbox records it as sent.
    const row = await vi.waitFor(async () => {
      const stored = await site.server.database.db
        .selectFrom("email_outbox")
        .selectAll()
        .where("to_address", "=", email)
        .where("template", "=", "account-verify-email")
        .executeTakeFirstOrThrow();
      expect(stored.sent_at).not.toBeNull();
      return stored;
    }, 10_000);
    expect(JSON.stringify(row)).not.toContain("token=");
  });

  it("is refused for a name longer than the dialog allows, storing nothing", async () => {
    const email = newEmail();
    const response = await account("/sign-up/email", {
      name: "x".repeat(101),
      email,
      password: "correct horse battery",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ path: "name", msg: "Name must be at most 100 characters long" }],
    });
    const stored = await sql<{
      n: number | string;
    }>`select count(*) as n from "user" where email = ${email}`.execute(site.server.database.db);
    expect(Number(stored.rows[0]!.n)).toBe(0);
  });

  it("cannot set its own role", async () => {
    const response = await account("/sign-up/email", {
      name: "Mallory",
      email: newEmail(),
      password: "correct horse battery",
      role: "admin",
    });
    expect(response.status).toBe(400);
  });
});

describe("promoting an account to admin", () => {
  it("refuses an unconfirmed address unless forced, then ends the account's sessions", async () => {
    const { email, cookie } = await signUp();
    const { adminAccess } = site.server.services;
    await expect(adminAccess.createAdmin(email, "a strong password", "Staff")).rejects.toThrow(
      /never confirmed its email address/,
    );
    expect((await sessionFor(site.server, cookie))?.user.email).toBe(email);

    await adminAccess.createAdmin(email, "a strong password", "Staff", { force: true });
    // The session opened as a visitor does not become an admin session: it is gone.
    expect(await sessionFor(site.server, cookie)).toBeNull();
    const login = await adminLogin(site.server, email, "a strong password");
    expect(login.response.status).toBe(200);
    expect((await sessionFor(site.server, login.cookie))?.user.role).toBe("admin");
  });
});

describe("every way into an admin session", () => {
  it("refuses an admin's address at the visitor sign-in, as a wrong password, and audits it", async () => {
    const response = await account("/sign-in/email", admin);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Invalid email or password",
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await auditRows("admin.login_failed")).toContainEqual(
      expect.objectContaining({ subject: admin.email }),
    );
  });

  it("audits a failed admin login", async () => {
    const response = await postJson(site.server, "/api/auth/login", {
      email: admin.email,
      password: "not the password",
    });
    expect(response.status).toBe(401);
    const rows = await auditRows("admin.login_failed");
    expect(rows.some((row) => row.detail?.startsWith("wrong email or password"))).toBe(true);
  });

  it("stores the socket's address on the admin session, not one the client claims", async () => {
    const response = await postFromSite(site.server, "/api/auth/login", admin, {
      "x-kodeveda-client-address": "203.0.113.9",
    });
    expect(response.status).toBe(200);
    const addresses = await sql<{
      ip: string | null;
    }>`select "ipAddress" as ip from "session"`.execute(site.server.database.db);
    expect(addresses.rows.map((row) => row.ip)).not.toContain("203.0.113.9");
  });

  it("offers none of better-auth's admin endpoints, even to an admin", async () => {
    const { cookie } = await adminLogin(site.server, admin.email, admin.password);
    for (const path of [
      "/admin/set-role",
      "/admin/create-user",
      "/admin/ban-user",
      "/admin/impersonate-user",
      "/admin/remove-user",
      "/admin/set-user-password",
    ]) {
      const response = await account(path, { userId: "x", role: "admin" }, { cookie });
      expect(response.status, path).toBe(404);
    }
    const listed = await fetch(`${site.server.url}/api/account/admin/list-users`, {
      headers: { cookie },
    });
    expect(listed.status).toBe(404);
  });
});

describe("paths better-auth would read differently from Express", () => {
  /** A request sent exactly as written: fetch would tidy the path itself. */
  function rawPost(path: string, body: unknown, headers: Record<string, string> = {}) {
    return new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(site.server.url);
      const request = http.request(
        {
          hostname,
          port,
          path,
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: site.server.config.siteUrl.origin,
            ...headers,
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      request.end(JSON.stringify(body));
    });
  }

  it.each([
    "/api/account/./sign-in/email",
    "/api/account/%2e/sign-in/email",
    "/api/account/sign-in/x/../email",
    "/api/account//sign-in/email",
    "/api/account/sign-in/email/",
    "/api/account/Sign-In/email",
  ])("%s is not found, so an admin's password cannot be tried past the portal", async (path) => {
    expect(await rawPost(path, admin)).toBe(404);
  });

  it("routes on the site's own host, whatever Host the client sends", async () => {
    expect(await rawPost("/api/account/x", admin, { host: "a/api/account/sign-in/email#" })).toBe(
      404,
    );
  });

  it.each(["/update-user", "/change-password", "/change-email", "/delete-user", "/list-sessions"])(
    "better-auth's %s, which the site does not use, is not offered",
    async (path) => {
      const { cookie } = await signUp();
      expect((await account(path, { name: "x".repeat(5000) }, { cookie })).status).toBe(404);
    },
  );

  it("a session for an admin made outside the portal is refused as a wrong password would be", async () => {
    await expect(site.server.auth.api.signInEmail({ body: admin })).rejects.toMatchObject({
      body: { code: "INVALID_EMAIL_OR_PASSWORD" },
    });
  });
});

describe("sessions opened before the fix", () => {
  it("end for admins, once, at the migration that ships it; visitors stay signed in", async () => {
    const { cookie: adminCookie } = await adminLogin(site.server, admin.email, admin.password);
    const { cookie: visitorCookie } = await signUp();
    await endAdminSessions(site.server.database.db as Kysely<unknown>);
    expect(await sessionFor(site.server, adminCookie)).toBeNull();
    expect(await sessionFor(site.server, visitorCookie)).not.toBeNull();
  });
});

describe("a student signed in with a confirmed address", () => {
  it("is told at once that the project is already paid for; anyone else typing it is not", async () => {
    const email = newEmail();
    const reference = await registerByUpi(email);
    expect(
      (await postJson(site.server, `/api/registrations/${reference}/upi`, { utr: recentUtr() }))
        .status,
    ).toBe(200);
    const { cookie } = await signUp(email);
    await sql`update "user" set "emailVerified" = ${site.server.database.dialect === "postgres" ? sql`true` : sql`1`} where email = ${email}`.execute(
      site.server.database.db,
    );
    const body = registrationFor(email);
    const own = await postJson(site.server, "/api/register", body, cookie);
    expect(own.status).toBe(409);
    expect(await own.json()).toEqual({ error: registrationMessages.awaitingVerification });
    expect((await postJson(site.server, "/api/register", body)).status).toBe(201);
  });
});

describe("signing out", () => {
  it("is refused from another origin or a sibling site, and works from the site itself", async () => {
    const { cookie } = await adminLogin(site.server, admin.email, admin.password);
    const logout = (headers: Record<string, string>) =>
      fetch(`${site.server.url}/api/auth/logout`, {
        method: "POST",
        headers: { cookie, ...headers },
      });

    const fromOtherSite = await logout({
      origin: "https://evil.example",
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(fromOtherSite.status).toBe(403);
    const fromSibling = await logout({ "sec-fetch-site": "same-site" });
    expect(fromSibling.status).toBe(403);
    expect(await sessionFor(site.server, cookie)).not.toBeNull();

    const own = await logout({
      origin: site.server.config.siteUrl.origin,
      "sec-fetch-site": "same-origin",
    });
    expect(own.status).toBe(200);
    expect(await sessionFor(site.server, cookie)).toBeNull();
  });
});

describe("the shared admin rate limit", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SIGN_IN_RATE_LIMIT: "3",
    });
  });
  afterAll(() => limited.close());

  it("counts the admin login and an admin's address at the visitor sign-in together", async () => {
    const wrong = { email: admin.email, password: "guess" };
    expect((await postJson(limited, "/api/auth/login", wrong)).status).toBe(401);
    const visitorDoor = () => postFromSite(limited, "/api/account/sign-in/email", wrong);
    expect((await visitorDoor()).status).toBe(401);
    expect((await visitorDoor()).status).toBe(401);
    expect((await postJson(limited, "/api/auth/login", wrong)).status).toBe(429);
    expect((await visitorDoor()).status).toBe(429);
  });
});

describe("registration status look-ups", () => {
  it("are rate-limited per client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push((await fetch(`${site.server.url}/api/registrations/KV00000000`)).status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
