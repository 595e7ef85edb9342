import { afterAll, beforeAll, expect } from "vitest";
import { adminLogin } from "./admin-session";
import { SmtpSink } from "./smtp-sink";
import { startTestServer, type TestServer } from "./test-server";

export interface SiteRequest {
  method?: string;
  /** The session cookie to send; none when empty. */
  cookie?: string | undefined;
  /** Added to the request's headers, or overriding them (another origin, a Content-Type). */
  headers?: Record<string, string>;
  /** Sent as a JSON body, with its Content-Type. */
  json?: unknown;
  /** Sent as it is (a form, an image), when there is no `json`. */
  body?: BodyInit;
}

/** A request from the site's own pages: their origin, and the cookie if there is one. */
export function fromSite(
  server: TestServer,
  path: string,
  { method = "GET", cookie, headers = {}, json, body }: SiteRequest = {},
) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      origin: server.config.siteUrl.origin,
      ...(json === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: json === undefined ? body : JSON.stringify(json),
  });
}

/**
 * The application with its first admin (ADMIN_EMAIL/ADMIN_PASSWORD), for the tests of one
 * file: started before them, stopped after, the admin signed in to the portal unless
 * `signIn` is false; with `mail`, its email goes to an SMTP sink of its own. Read `server`
 * and `cookie` inside the tests, once it has started.
 */
export function serverWithAdmin({
  email,
  password = "first admin password",
  env = {},
  mail = false,
  signIn = true,
}: {
  email: string;
  password?: string;
  /** A function when it depends on something started in an earlier beforeAll (a stand-in). */
  env?: Record<string, string> | (() => Record<string, string>);
  mail?: boolean;
  signIn?: boolean;
}) {
  const sink = mail ? new SmtpSink() : undefined;
  let started: TestServer | undefined;
  let adminCookie = "";
  beforeAll(async () => {
    await sink?.start();
    started = await startTestServer({
      ...(sink ? { SMTP_URL: sink.url } : {}),
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
      SIGN_IN_RATE_LIMIT: "1000",
      ...(typeof env === "function" ? env() : env),
    });
    if (!signIn) return;
    const { response, cookie } = await adminLogin(started, email, password);
    if (response.status !== 200 || !cookie) {
      throw new Error(`The first admin could not sign in: ${response.status}`);
    }
    adminCookie = cookie;
  });
  afterAll(async () => {
    await started?.close();
    await sink?.stop();
  });
  const portal = {
    email,
    password,
    get server(): TestServer {
      if (!started) throw new Error("The test server starts in beforeAll: use it inside tests.");
      return started;
    },
    /** Where the server's email goes, when started with `mail`. */
    get sink(): SmtpSink {
      if (!sink) throw new Error("This server was started without `mail`.");
      return sink;
    },
    /** The admin's session cookie. */
    get cookie(): string {
      return adminCookie;
    },
    /** Signs the admin in again and returns the new session's cookie. */
    async signIn(): Promise<string> {
      const { response, cookie } = await adminLogin(portal.server, email, password);
      expect(response.status).toBe(200);
      return cookie;
    },
    /** A request from the site's pages, as the admin unless `cookie` says otherwise ("" for none). */
    request(path: string, init: SiteRequest = {}) {
      return fromSite(portal.server, path, { ...init, cookie: init.cookie ?? adminCookie });
    },
  };
  return portal;
}
