import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordTooShort } from "#shared/schemas/password-rules";
import { sessionCookieOf } from "../support/admin-session";
import { sessionFor, signUpVisitor, uniqueStudentEmail } from "../support/accounts";
import { serverForFile } from "../support/file-server";
import { postFromSite } from "../support/http";
import { startTestServer, type TestServer } from "../support/test-server";

const site = serverForFile({ SIGN_IN_RATE_LIMIT: "1000" });

const newEmail = () => uniqueStudentEmail("visitor");

/** A POST as the browser sends it: JSON, from the site's own origin. */
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postFromSite(site.server, `/api/account${path}`, body, headers);

/** The session cookie a response set, as a Cookie header. */
function sessionCookie(response: Response): string {
  const cookie = sessionCookieOf(response);
  expect(cookie).not.toBe("");
  return cookie;
}

const signUp = (email = newEmail(), password?: string) =>
  signUpVisitor(site.server, email, password);

describe("visitor accounts", () => {
  it("signs up, sets an HttpOnly SameSite=Lax cookie, and the session reads back", async () => {
    const { email, response, cookie } = await signUp();
    const raw = response.headers
      .getSetCookie()
      .find((v) => v.startsWith("kodeveda.session_token="))!;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).not.toMatch(/Secure/i); // http://localhost; Secure when SITE_URL is https
    expect((await sessionFor(site.server, cookie))?.user).toMatchObject({
      email,
      name: "Ananya Reddy",
    });
  });

  it("keeps sessions in the database", async () => {
    const { email } = await signUp();
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from session s join "user" u on u.id = s."userId" where u.email = ${email}
    `.execute(site.server.database.db);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it("signs in with the right password, issuing a new session", async () => {
    const { email, password, cookie: first } = await signUp();
    const response = await post("/sign-in/email", { email, password });
    expect(response.status).toBe(200);
    const second = sessionCookie(response);
    expect(second).not.toBe(first);
    expect((await sessionFor(site.server, second))?.user.email).toBe(email);
  });

  it("refuses a wrong password with a code the dialog can explain", async () => {
    const { email } = await signUp();
    const response = await post("/sign-in/email", { email, password: "not the password" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a second account with the same email", async () => {
    const { email } = await signUp();
    const response = await post("/sign-up/email", {
      name: "Someone Else",
      email,
      password: "another long password",
    });
    expect(response.status).toBe(422);
    expect((await response.json()) as { code: string }).toMatchObject({
      code: expect.stringMatching(/^USER_ALREADY_EXISTS/) as string,
    });
  });

  it("refuses a password shorter than 8 characters", async () => {
    const response = await post("/sign-up/email", {
      name: "Ananya",
      email: newEmail(),
      password: "short12",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ path: "password", msg: passwordTooShort }],
    });
  });

  it("signs out on the server: the old cookie no longer opens a session", async () => {
    const { cookie } = await signUp();
    const response = await post("/sign-out", {}, { cookie });
    expect(response.status).toBe(200);
    expect(await sessionFor(site.server, cookie)).toBeNull();
  });

  it("refuses a state-changing request from another origin", async () => {
    const { email, password } = await signUp();
    const response = await post(
      "/sign-in/email",
      { email, password },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
  });

  it("hands a page the signed-in visitor, whose address is not confirmed yet", async () => {
    const { email, cookie } = await signUp();
    const user = await site.server.services.accounts.signedInUser(new Headers({ cookie }));
    expect(user).toMatchObject({ email, name: "Ananya Reddy", image: null });
    expect(await site.server.services.accounts.signedInUser(new Headers())).toBeUndefined();
    expect(await site.server.services.accounts.overview(new Headers({ cookie }))).toMatchObject({
      user: { email },
      emailVerified: false,
      registrations: [],
    });
  });
});

describe("sign-in rate limit", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ SIGN_IN_RATE_LIMIT: "3" });
  });
  afterAll(() => limited.close());

  it("answers 429 once an address has used its attempts, even with a forged X-Forwarded-For", async () => {
    const attempt = (forwardedFor: string) =>
      postFromSite(
        limited,
        "/api/account/sign-in/email",
        { email: "nobody@student.example", password: "wrong password" },
        { "x-forwarded-for": forwardedFor },
      );
    const statuses = [];
    for (let index = 0; index < 5; index++)
      statuses.push((await attempt(`10.0.0.${index}`)).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
