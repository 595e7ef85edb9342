import { beforeAll, describe, expect, it } from "vitest";
import { adminListKinds } from "#shared/domain/admin-lists";
import { cookieHeader } from "../support/accounts";
import { postFromSite } from "../support/http";
import { serverForFile } from "../support/file-server";

const adminEmail = "ops@kodeveda.test";
const adminPassword = "first admin password";
const site = serverForFile({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword });
let adminCookie: string;

beforeAll(async () => {
  const signIn = await postFromSite(site.server, "/api/auth/login", {
    email: adminEmail,
    password: adminPassword,
  });
  expect(signIn.status).toBe(200);
  adminCookie = cookieHeader(signIn);
});

const get = (path: string, cookie?: string) =>
  fetch(site.server.url + path, { headers: cookie ? { cookie } : {}, redirect: "manual" });

const signedInPages = [
  "/admin",
  ...adminListKinds.map((list) => `/admin/${list}`),
  "/admin/newsletter",
  "/admin/newsletter/new",
  "/admin/requests",
  "/account",
];

describe("pages that show a signed-in visitor's data", () => {
  it.each(signedInPages.flatMap((path) => [path, `${path}.data`]))(
    "%s is private and never stored, signed out and signed in",
    async (path) => {
      const signedOut = await get(path);
      expect(signedOut.headers.get("cache-control"), "signed out").toBe("private, no-store");
      const signedIn = await get(path, adminCookie);
      expect(signedIn.status, "signed in").toBe(200);
      expect(signedIn.headers.get("cache-control"), "signed in").toBe("private, no-store");
    },
  );

  it("leaves pages that are the same for everyone to their own caching", async () => {
    expect((await get("/robots.txt")).headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await get("/blog", adminCookie)).headers.get("cache-control")).toBeNull();
    expect((await get("/blog.data", adminCookie)).headers.get("cache-control")).toBeNull();
  });
});
