/**
 * What every response promises a browser (CSP, framing, sniffing, referrer, HSTS on https),
 * what cookies promise on https, and what the server refuses: paths that climb out of the
 * build folder and addresses that are not valid, without a stack trace.
 */
import http from "node:http";
import { describe, expect, it } from "vitest";
import { signUpRequest } from "../support/accounts";
import { portalRoute, siteRoutes } from "../support/routes";
import { serverForFile } from "../support/file-server";
import { postFromSite } from "../support/http";

const secureOrigin = "https://kodeveda.test";
const site = serverForFile();
const secureSite = serverForFile({ SITE_URL: secureOrigin, SIGN_IN_RATE_LIMIT: "1000" });

const addresses = [
  ...[...siteRoutes, portalRoute].map((route) => route.path),
  "/no-such-page",
  "/favicon.svg",
  "/robots.txt",
  "/healthz",
  "/api/sign-in/options",
  "/api/no-such-endpoint",
];

/** A request with its path exactly as written: fetch would resolve the dot segments itself. */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method: "GET" }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.once("error", reject);
    request.end();
  });
}

describe("headers on every response", () => {
  it.each(addresses)("%s carries a strict CSP and the browser hardening headers", async (path) => {
    const response = await fetch(site.server.url + path, { redirect: "manual" });
    const csp = response.headers.get("content-security-policy") ?? "";
    // Pages name their script sources; everything else falls back to default-src 'none'.
    const scripts = /script-src ([^;]+)/.exec(csp)?.[1] ?? /default-src ([^;]+)/.exec(csp)?.[1];
    expect(scripts).toBeDefined();
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp).toMatch(/object-src 'none'|default-src 'none'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("content-security-policy")).not.toContain(",");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // Served over http here: HSTS belongs to https origins only (next test).
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("keeps the headers only a document acts on for pages, off the files a page loads", async () => {
    const page = await fetch(site.server.url + "/");
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(page.headers.get("origin-agent-cluster")).toBe("?1");
    const file = await fetch(site.server.url + "/favicon.svg");
    expect(file.headers.get("cross-origin-opener-policy")).toBeNull();
    expect(file.headers.get("x-xss-protection")).toBeNull();
    expect(file.headers.get("x-frame-options")).toBe("DENY");
    expect(file.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    // React Router's data answers are not pages either.
    for (const path of ["/__manifest?paths=%2Fabout&version=1", "/blog.data"]) {
      const data = await fetch(site.server.url + path);
      expect(data.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(data.headers.get("cross-origin-opener-policy")).toBeNull();
    }
  });

  it("asks browsers to keep to https for two years when the site is served over https", async () => {
    for (const path of ["/", "/blog", "/admin", "/api/sign-in/options", "/favicon.svg"]) {
      const response = await fetch(secureSite.server.url + path);
      expect(response.headers.get("strict-transport-security")).toBe(
        "max-age=63072000; includeSubDomains",
      );
    }
    // And pages load nothing over plain http.
    for (const path of ["/", "/blog", "/admin"]) {
      const response = await fetch(secureSite.server.url + path);
      expect(response.headers.get("content-security-policy")).toContain(
        "upgrade-insecure-requests",
      );
    }
  });
});

describe("cookies over https", () => {
  it("marks the session cookie Secure, HttpOnly, SameSite=Lax and __Secure- prefixed", async () => {
    const response = await signUpRequest(
      secureSite.server.url,
      secureOrigin,
      "ananya.secure@student.example",
    );
    expect(response.status).toBe(200);
    const session = response.headers
      .getSetCookie()
      .find((cookie) => cookie.includes("session_token="));
    expect(session).toBeDefined();
    const attributes = (session ?? "").split(";").map((part) => part.trim().toLowerCase());
    expect(session).toMatch(/^__Secure-/);
    expect(attributes).toContain("secure");
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");
  });
});

describe("paths that climb out of the build folder", () => {
  it.each([
    "/../package.json",
    "/assets/../../package.json",
    "/assets/..%2F..%2Fpackage.json",
    "/%2e%2e/%2e%2e/package.json",
    "/assets/%2e%2e/%2e%2e/server/index.ts",
    "/..%5c..%5cpackage.json",
    "/assets/..%252F..%252Fpackage.json",
    "/../../../../../../etc/passwd",
    "/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "/assets/%00../package.json",
  ])("%s is refused and shows nothing of the disk", async (path) => {
    const { status, body } = await rawGet(site.server.url, path);
    expect([400, 404]).toContain(status);
    expect(body).not.toContain('"name": "techtrain-site"');
    expect(body).not.toContain("root:x:0:0");
    expect(body).not.toMatch(/\n\s+at [\w.<>]+ \(/);
  });
});

describe("addresses that are not valid", () => {
  it.each(["/blog/%E0%A4%A", "/%", "/services/%ff", "/api/registrations/%E0%A4%A"])(
    "%s gets a 4xx without a stack trace",
    async (path) => {
      const { status, body } = await rawGet(site.server.url, path);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(body).not.toMatch(/\n\s+at [\w.<>]+ \(|node_modules|URIError/);
    },
  );
});

describe("guessing passwords", () => {
  it("stops an address after 10 admin sign-in attempts a minute, with a sentence and Retry-After", async () => {
    const attempt = () =>
      postFromSite(site.server, "/api/auth/login", {
        email: "staff@example.com",
        password: "guess-number-n",
      });
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt()).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: "Too many attempts. Please wait a minute and try again.",
    });
  });
});
