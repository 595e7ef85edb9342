import { describe, expect, it } from "vitest";
import { signUpVisitor, sessionFor, uniqueStudentEmail } from "../support/accounts";
import { adminLogin } from "../support/admin-session";
import { serverWithAdmin } from "../support/server-with-admin";
import { ageSession, storedSession } from "../support/session-times";

// The defaults: STAFF_SESSION_IDLE_HOURS=12, STAFF_SESSION_MAX_DAYS=7.
const portal = serverWithAdmin({ email: "office@kodeveda.test" });
const server = () => portal.server;

/** A fresh sign-in to the portal, aged as the test needs. */
async function staffSession(age: { signedInHoursAgo: number; activeHoursAgo: number }) {
  const { response, cookie } = await adminLogin(server(), portal.email, portal.password);
  expect(response.status).toBe(200);
  const id = await ageSession(server(), cookie, age);
  return { cookie, id };
}

const dashboard = (cookie: string) => portal.request("/api/admin/dashboard", { cookie });

/** What the portal's pages show the session: the dashboard, or the sign-in. */
async function portalPages(cookie: string) {
  const list = await fetch(`${server().url}/admin/bookings`, {
    headers: { cookie },
    redirect: "manual",
  });
  const home = await (await fetch(`${server().url}/admin`, { headers: { cookie } })).text();
  return { listStatus: list.status, dashboardShown: home.includes("Manage bookings") };
}

describe("a staff session's shorter life", () => {
  it("ends after 12 hours without a request, on the staff API and on the portal's pages", async () => {
    const idle = { signedInHoursAgo: 13, activeHoursAgo: 12.1 };
    const forApi = await staffSession(idle);
    expect((await dashboard(forApi.cookie)).status).toBe(401);
    expect(await storedSession(server(), forApi.id)).toBeUndefined();

    const forPages = await staffSession(idle);
    expect(await portalPages(forPages.cookie)).toEqual({ listStatus: 302, dashboardShown: false });
    expect(await storedSession(server(), forPages.id)).toBeUndefined();
    // Signed out for good: the API refuses it too.
    expect((await dashboard(forPages.cookie)).status).toBe(401);
  });

  it("keeps working while used within the idle time, each use counting as activity", async () => {
    const { cookie, id } = await staffSession({ signedInHoursAgo: 3 * 24, activeHoursAgo: 11 });
    const before = Date.now();
    expect((await dashboard(cookie)).status).toBe(200);
    expect(await portalPages(cookie)).toEqual({ listStatus: 200, dashboardShown: true });
    const recorded = await storedSession(server(), id);
    expect(recorded?.activeAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);

    // Eleven more hours pass: 22 since the session's first activity, 11 since its last.
    await ageSession(server(), cookie, { signedInHoursAgo: 3 * 24 + 11, activeHoursAgo: 11 });
    expect((await dashboard(cookie)).status).toBe(200);
  });

  it("ends 7 days after signing in, however active", async () => {
    const week = 7 * 24;
    const forApi = await staffSession({ signedInHoursAgo: week + 0.1, activeHoursAgo: 0.01 });
    expect((await dashboard(forApi.cookie)).status).toBe(401);
    expect(await storedSession(server(), forApi.id)).toBeUndefined();

    const forPages = await staffSession({ signedInHoursAgo: week + 0.1, activeHoursAgo: 0.01 });
    expect(await portalPages(forPages.cookie)).toEqual({ listStatus: 302, dashboardShown: false });

    const almost = await staffSession({ signedInHoursAgo: week - 0.5, activeHoursAgo: 0.01 });
    expect((await dashboard(almost.cookie)).status).toBe(200);
  });

  it("leaves visitors' sessions as long as before: one 20 days old still signs its visitor in", async () => {
    const visitor = await signUpVisitor(server(), uniqueStudentEmail("long-session"));
    await ageSession(server(), visitor.cookie, {
      signedInHoursAgo: 20 * 24,
      activeHoursAgo: 20 * 24,
    });
    expect((await sessionFor(server(), visitor.cookie))?.user.email).toBe(visitor.email);
    const account = await fetch(`${server().url}/account`, { headers: { cookie: visitor.cookie } });
    expect(await account.text()).toContain(visitor.email);
  });
});
