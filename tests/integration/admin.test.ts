import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger";
import { createMailComposer } from "#server/mail/messages";
import { createCommit } from "#server/services/unit-of-work";
import { adminLoginSchema } from "#shared/schemas/admin";
import {
  adminMessages,
  createAdminAccess,
  firstAdminEmail,
  resetCode,
  resetCodesPerHour,
} from "#server/services/admin-access";
import { registrationMessages } from "#server/services/registrations/messages";
import { adminLogin, postForm, postJson, sessionCookieOf } from "../support/admin-session";
import { serverWithAdmin } from "../support/server-with-admin";
import { sentTo, type ReceivedEmail } from "../support/smtp-sink";
import { startTestServer } from "../support/test-server";
import { outboxIdle } from "../support/outbox-idle";

const adminEmail = "ops@kodeveda.test";
const adminPassword = "first admin password";
const portal = serverWithAdmin({
  email: adminEmail,
  password: adminPassword,
  mail: true,
  signIn: false,
});
const { sink } = portal;

const post = (path: string, body: unknown, cookie?: string) =>
  postJson(portal.server, path, body, cookie);
const cookieOf = sessionCookieOf;
const login = (email = adminEmail, password = adminPassword) =>
  adminLogin(portal.server, email, password);

const dashboard = (cookie?: string) =>
  fetch(`${portal.server.url}/api/admin/dashboard`, { headers: cookie ? { cookie } : {} });

const codeIn = (mail: ReceivedEmail) => /\b(\d{6})\b/.exec(mail.text)?.[1];

async function freshCode(): Promise<string> {
  const isCode = (mail: ReceivedEmail) =>
    sentTo(adminEmail)(mail) && mail.subject.includes("reset code");
  const before = sink.received.filter(isCode).length;
  const response = await post("/api/auth/forgot-password", { email: adminEmail });
  expect(response.status).toBe(200);
  const mails = await sink.waitFor(isCode, before + 1);
  return codeIn(mails.at(-1)!)!;
}

describe("admin login", () => {
  it("lets the first admin (from ADMIN_EMAIL) in, with the session cookie, and shows the dashboard", async () => {
    const { response, cookie } = await login();
    expect(response.status).toBe(200);
    expect(cookie).toMatch(/^kodeveda\.session_token=/);
    const counts = await dashboard(cookie);
    expect(counts.status).toBe(200);
    expect(await counts.json()).toEqual({ bookings: 0, subscribers: 0, contacts: 0, blogs: 15 });
  });

  it("counts rows as they are stored", async () => {
    await post("/api/bookings", {
      organizationName: "Vasavi College",
      email: "tpo@vasavi.example",
      contactNumber: "+91 40 2345 6789",
      address: "Hyderabad",
      message: "A two-day workshop in January.",
    });
    await post("/api/newsletter", { email: "reader@student.example" });
    const { cookie } = await login();
    const counts = (await (await dashboard(cookie)).json()) as Record<string, number>;
    const stored = async (table: string, where = sql`1 = 1`) =>
      Number(
        (
          await sql<{
            n: string | number;
          }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(
            portal.server.database.db,
          )
        ).rows[0]!.n,
      );
    expect(counts).toEqual({
      bookings: await stored("bookings"),
      // Confirmed subscribers only: an address awaiting its owner's confirmation is not one.
      subscribers: await stored("newsletter_subscribers", sql`status = 'subscribed'`),
      contacts: await stored("contact_messages"),
      blogs: await stored("blog_posts"),
    });
    expect(counts.bookings).toBeGreaterThan(0);
  });

  it("refuses a wrong password and a visitor who is not an admin, with the same sentence", async () => {
    const wrong = await login(adminEmail, "not the password");
    expect(wrong.response.status).toBe(401);
    expect(await wrong.response.json()).toEqual({ error: adminMessages.loginFailed });

    const visitor = {
      name: "Student",
      email: "student@student.example",
      password: "student password",
    };
    await post("/api/account/sign-up/email", visitor);
    const refused = await login(visitor.email, visitor.password);
    expect(refused.response.status).toBe(401);
    expect(await refused.response.json()).toEqual({ error: adminMessages.loginFailed });
    expect(refused.cookie).toBe("");
  });

  it("answers 401 on the dashboard without an admin session", async () => {
    expect((await dashboard()).status).toBe(401);
    const visitor = await post("/api/account/sign-in/email", {
      email: "student@student.example",
      password: "student password",
    });
    expect((await dashboard(cookieOf(visitor))).status).toBe(401);
  });

  it("logs out: the session ends on the server", async () => {
    const { cookie } = await login();
    expect((await post("/api/auth/logout", {}, cookie)).status).toBe(200);
    expect((await dashboard(cookie)).status).toBe(401);
  });
});

describe("password reset by emailed code", () => {
  const newPassword = "a brand new passphrase";

  /** The admin access service with its clock moved by offsetMs. */
  const accessAt = (offsetMs: number) =>
    createAdminAccess(portal.server.database, portal.server.auth, {
      mail: createMailComposer({ siteUrl: portal.server.url, staffEmail: "staff@kodeveda.test" }),
      commit: createCommit(portal.server.database, () => portal.server.outbox.notify()),
      logger: createLogger("silent"),
      secret: portal.server.config.authSecret,
      staffSessionLimits: portal.server.config.staffSessions,
      now: () => new Date(Date.now() + offsetMs),
    });

  // Each test starts with the admins' full hourly allowance of codes: the limit has its own test.
  beforeEach(async () => {
    await portal.server.database.db
      .updateTable("admin_password_resets")
      .set({ created_at: new Date(Date.now() - 2 * 3_600_000).toISOString() })
      .execute();
  });

  it("resets with the code from the email, ends other sessions and sends a notice", async () => {
    const { cookie: otherSession } = await login();
    const code = await freshCode();
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await post("/api/auth/reset-password", {
      email: adminEmail,
      otp: code === "000000" ? "111111" : "000000",
      newPassword,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: adminMessages.codeInvalid });

    const reset = await post("/api/auth/reset-password", {
      email: adminEmail,
      otp: code,
      newPassword,
    });
    expect(reset.status).toBe(200);
    expect((await dashboard(otherSession)).status).toBe(401);
    expect((await login(adminEmail, adminPassword)).response.status).toBe(401);
    expect((await login(adminEmail, newPassword)).response.status).toBe(200);
    await sink.waitFor((mail) => sentTo(adminEmail)(mail) && mail.subject.includes("was changed"));

    // Single use.
    const again = await post("/api/auth/reset-password", {
      email: adminEmail,
      otp: code,
      newPassword: "yet another passphrase",
    });
    expect(again.status).toBe(400);

    // Put the first password back for the other tests.
    const back = await freshCode();
    await post("/api/auth/reset-password", {
      email: adminEmail,
      otp: back,
      newPassword: adminPassword,
    });
  });

  it("voids a code after 5 wrong tries", async () => {
    const code = await freshCode();
    const wrongCode = code === "999999" ? "888888" : "999999";
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post("/api/auth/reset-password", {
        email: adminEmail,
        otp: wrongCode,
        newPassword: "never set this one",
      });
      expect(response.status).toBe(400);
    }
    const right = await post("/api/auth/reset-password", {
      email: adminEmail,
      otp: code,
      newPassword: "never set this one",
    });
    expect(right.status).toBe(400);
  });

  it("accepts a code within 10 minutes and refuses it after, by the service's clock", async () => {
    const code = await freshCode();
    await expect(
      accessAt(resetCode.validMs + 1_000).resetPassword(adminEmail, code, "never set this one"),
    ).rejects.toThrow(adminMessages.codeInvalid);
    // Nine minutes on, the same code still works (and the expired try did not use it up).
    await accessAt(9 * 60_000).resetPassword(adminEmail, code, adminPassword);
    expect((await login()).response.status).toBe(200);
  });

  it("answers an unknown address exactly like an admin's, in about the same time, and sends nothing", async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await post("/api/auth/forgot-password", { email });
      return {
        status: response.status,
        body: await response.text(),
        ms: performance.now() - started,
      };
    };
    const mailsBefore = sink.received.length;
    const unknown = await timed("nobody@kodeveda.test");
    const known = await timed(adminEmail);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toBe(known.body);
    expect(Math.abs(unknown.ms - known.ms)).toBeLessThan(250);
    await sink.waitFor(sentTo(adminEmail), 1);
    await outboxIdle(portal.server);
    expect(sink.received.slice(mailsBefore).filter(sentTo("nobody@kodeveda.test"))).toEqual([]);
  });

  it(`sends one admin at most ${resetCodesPerHour} codes an hour, answering as for anyone, and keeps the last one valid`, async () => {
    const email = "limited@kodeveda.test";
    await portal.server.services.adminAccess.createAdmin(
      email,
      "limited admin password",
      "Limited",
    );
    const isCode = (mail: ReceivedEmail) =>
      sentTo(email)(mail) && mail.subject.includes("reset code");
    const answer = async (address: string) => {
      const response = await post("/api/auth/forgot-password", { email: address });
      return { status: response.status, body: await response.text() };
    };
    const answers = [];
    for (let request = 0; request <= resetCodesPerHour; request++) {
      answers.push(await answer(email));
    }
    const stranger = await answer("nobody@kodeveda.test");
    expect(answers).toEqual(Array.from({ length: resetCodesPerHour + 1 }, () => stranger));

    const codes = await sink.waitFor(isCode, resetCodesPerHour);
    await outboxIdle(portal.server);
    expect(sink.received.filter(isCode)).toHaveLength(resetCodesPerHour);
    const refused = await portal.server.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("actor_email", "=", email)
      .where("action", "=", "admin.password_reset_refused")
      .execute();
    expect(refused).toHaveLength(1);

    // The refused request did not void the code already sent.
    const last = codeIn(codes.at(-1)!)!;
    const reset = await post("/api/auth/reset-password", { email, otp: last, newPassword });
    expect(reset.status).toBe(200);

    // An hour after the first code, by the service's clock, a code is queued again (to be
    // sent at that clock's time, so the test reads the outbox rather than the sink).
    await accessAt(3_600_000 + 1_000).requestPasswordReset(email);
    const queued = await portal.server.database.db
      .selectFrom("email_outbox")
      .select("id")
      .where("template", "=", "admin-reset-code")
      .where("to_address", "=", email)
      .execute();
    expect(queued).toHaveLength(resetCodesPerHour + 1);
  });

  it(`counts in the database: requests arriving together still send at most ${resetCodesPerHour} codes`, async () => {
    const email = "rushed@kodeveda.test";
    const admin = await portal.server.services.adminAccess.createAdmin(
      email,
      "rushed password",
      "Rushed",
    );
    await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        portal.server.services.adminAccess.requestPasswordReset(email),
      ),
    );
    const issued = await portal.server.database.db
      .selectFrom("admin_password_resets")
      .select("id")
      .where("user_id", "=", admin.id)
      .execute();
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.length).toBeLessThanOrEqual(resetCodesPerHour);
  });
});

describe("first admin", () => {
  it("is an address the admin login accepts when neither ADMIN_EMAIL nor ADMIN_PASSWORD is set", async () => {
    expect(adminLoginSchema.safeParse({ email: firstAdminEmail, password: "x" }).success).toBe(
      true,
    );
    const bare = await startTestServer();
    try {
      const admin = await bare.services.adminAccess.findAdminByEmail(firstAdminEmail);
      expect(admin?.email).toBe(firstAdminEmail);
      expect(await bare.services.adminAccess.ensureFirstAdmin(undefined)).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});

describe("admin lists", () => {
  const hostile = `=HYPERLINK("http://evil.example") <script>alert('x')</script>`;

  async function adminCookie() {
    return (await login()).cookie;
  }

  it("answers 401 on every admin endpoint without an admin session", async () => {
    for (const path of [
      "/api/admin/dashboard",
      "/api/admin/activity",
      "/api/admin/export/bookings.csv",
      "/api/admin/export/registrations.csv",
    ]) {
      const response = await fetch(`${portal.server.url}${path}`);
      expect(response.status, path).toBe(401);
    }
    const page = await fetch(`${portal.server.url}/admin/bookings`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin");
  });

  it("lists bookings newest first with what was submitted shown as text, and exports the filter as CSV", async () => {
    await post("/api/bookings", {
      organizationName: "Hostile Institute",
      email: "hostile@college.example",
      contactNumber: "+91 98480 22338",
      address: "Hyderabad",
      message: hostile,
    });
    const cookie = await adminCookie();
    const page = await fetch(`${portal.server.url}/admin/bookings?q=hostile`, {
      headers: { cookie },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Hostile Institute");
    expect(html).not.toContain("<script>alert('x')</script>");
    expect(html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");

    const csv = await fetch(`${portal.server.url}/api/admin/export/bookings.csv?q=hostile`, {
      headers: { cookie },
    });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="?kodeveda-bookings-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      `"Received","Organization","Email","Contact number","Address","Message","Reply due","Answered","Status"`,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Hostile Institute");
    // A cell that starts like a formula is made text for spreadsheet programs.
    expect(lines[1]).toContain(
      `"'=HYPERLINK(""http://evil.example"") <script>alert('x')</script>"`,
    );
    expect(lines[1]).toMatch(/,"new"$/);
  });

  it("changes a booking's status from the list and writes it to the audit log", async () => {
    const cookie = await adminCookie();
    const booking = await portal.server.database.db
      .selectFrom("bookings")
      .select(["id", "status"])
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const response = await fetch(`${portal.server.url}/admin/bookings`, {
      method: "POST",
      headers: {
        cookie,
        // React Router refuses a form post whose Origin is not the address it was sent to.
        origin: portal.server.url,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "status", id: booking.id, status: "contacted" }),
    });
    expect(response.status).toBe(200);
    const stored = await portal.server.database.db
      .selectFrom("bookings")
      .select("status")
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("contacted");
    const audit = await portal.server.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "bookings.status")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_email: adminEmail,
      subject: booking.id,
      detail: "new → contacted",
    });

    const activity = await fetch(`${portal.server.url}/api/admin/activity`, {
      headers: { cookie },
    });
    const { events } = (await activity.json()) as { events: Array<{ text: string }> };
    expect(events.map((event) => event.text)).toContain(
      `Administrator changed a booking's status (new → contacted)`,
    );
  });

  it("shows a service's refusal of a row action as its sentence on the list page", async () => {
    const cookie = await adminCookie();
    const response = await postForm(
      portal.server,
      "/admin/registrations",
      { intent: "confirm", reference: "KVNOSUCH00" },
      cookie,
    );
    expect(response.status).toBe(400);
    const html = (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
    expect(html).toContain(registrationMessages.notFound);
  });

  it("tells the recent activity in sentences, on the dashboard page and its JSON, never as codes", async () => {
    const cookie = await adminCookie();
    // A day's sign-ins are one line, with how many there were.
    const signedIn = `Administrator signed in to the admin portal`;

    const activity = await fetch(`${portal.server.url}/api/admin/activity`, {
      headers: { cookie },
    });
    const texts = ((await activity.json()) as { events: Array<{ text: string }> }).events.map(
      (event) => event.text,
    );
    expect(texts.filter((text) => text.startsWith(signedIn))).toHaveLength(1);
    for (const text of texts) expect(text).not.toMatch(/\b(admin|bookings)\.[a-z_]+\b/);

    // The page renders the same activity from its loader: no request after it loads.
    const page = await fetch(`${portal.server.url}/admin`, { headers: { cookie } });
    const html = (await page.text()).replaceAll("<!-- -->", "");
    expect(html).toContain(signedIn);
    expect(html).not.toContain("admin.login");
  });
});
