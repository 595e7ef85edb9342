import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes";
import { signUpVisitor, uniqueStudentEmail } from "../support/accounts";
import { adminLogin } from "../support/admin-session";
import { serverWithAdmin } from "../support/server-with-admin";
import { buildDirectory } from "../support/test-server";

interface PortalPage {
  /** As app/routes.ts writes it: admin/posts/:id. */
  path: string;
  /** Its module's id in the build: routes/admin-posts-edit. */
  id: string;
}

/**
 * Every page of the staff portal, read from app/routes.ts: a page added there is checked here
 * without a change to this file, as admins only unless it is named below.
 */
function portalPages(entries: readonly RouteConfigEntry[], parent = ""): PortalPage[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path].filter(Boolean).join("/");
    const own = entry.path !== undefined && /^admin(\/|$)/.test(path);
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    return [...(own ? [{ path, id }] : []), ...portalPages(entry.children ?? [], path)];
  });
}

/** Pages anyone may open: the sign-in (and the dashboard behind it) and an invitation's link. */
const openPages = ["admin", "admin/invitation"];
/** Pages editors may open besides admins: the blog and the newsletter. */
const editorPages = [
  "admin/posts",
  "admin/posts/:id",
  "admin/posts/:id/preview",
  "admin/newsletter",
  "admin/newsletter/:id",
];

const allPages = portalPages(routes);
const guardedPages = allPages.filter((page) => !openPages.includes(page.path));

/** An address for the page: a list that exists, "new" for anything else. */
const addressOf = (path: string) =>
  "/" + path.replace(":list", "bookings").replace(/:[A-Za-z]+/g, "new");

const site = serverWithAdmin({ email: "owner@kodeveda.test" });
const people = { signedOut: "", visitor: "", editor: "" };
let build: ServerBuild;

beforeAll(async () => {
  build = (await import(
    pathToFileURL(path.join(buildDirectory, "server", "index.js")).href
  )) as ServerBuild;
  people.visitor = (await signUpVisitor(site.server, uniqueStudentEmail("visitor"))).cookie;
  const editor = uniqueStudentEmail("editor");
  const password = "an editor's passphrase";
  await site.server.services.adminAccess.joinStaff(editor, password, "Ed", "editor");
  people.editor = (await adminLogin(site.server, editor, password)).cookie;
  expect(people.editor, "the editor's session").not.toBe("");
});

/** The page as a browser opens it (document), or as the portal's own navigation asks (.data). */
function open(address: string, cookie: string, { data = false, post = false } = {}) {
  return fetch(`${site.server.url}${address}${data ? ".data" : ""}`, {
    method: post ? "POST" : "GET",
    redirect: "manual",
    headers: {
      origin: site.server.url,
      ...(cookie ? { cookie } : {}),
      ...(post ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: post ? new URLSearchParams({ intent: "nothing" }) : undefined,
  });
}

describe("the staff portal's pages: who is turned away", () => {
  it("finds the portal's pages in app/routes.ts", () => {
    const paths = allPages.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining([...openPages, ...editorPages]));
    expect(guardedPages.length).toBeGreaterThan(editorPages.length);
  });

  it.each(guardedPages.map((page) => [page.path, page.id]))("/%s", async (path, id) => {
    const address = addressOf(path);
    const editorsMay = editorPages.includes(path);
    const turnedAway = Object.entries(people).filter(([who]) => !(who === "editor" && editorsMay));
    const takesPosts = Boolean(build.routes[id]?.module.action);

    for (const [who, cookie] of turnedAway) {
      const page = await open(address, cookie);
      expect([page.status, page.headers.get("location")], `${who}: the page`).toEqual([
        302,
        "/admin",
      ]);
      const navigation = await open(address, cookie, { data: true });
      expect(navigation.status, `${who}: the navigation`).toBe(202);
      expect(await navigation.text(), `${who}: the navigation`).toContain('"redirect","/admin"');
      if (!takesPosts) continue;
      // As the page's forms post with scripts: the action alone answers (a document's post
      // would render the page after it, and the loader's guard would hide an unguarded action).
      const posted = await open(address, cookie, { data: true, post: true });
      expect(posted.status, `${who}: a post`).toBe(202);
      expect(await posted.text(), `${who}: a post`).toContain('"redirect","/admin"');
    }

    // Let in: the page itself, or its "not found" where the sample address names nothing.
    const letIn: [string, string][] = [["admin", site.cookie]];
    if (editorsMay) letIn.push(["editor", people.editor]);
    for (const [who, cookie] of letIn) {
      const page = await open(address, cookie);
      expect(page.headers.get("location"), `${who}: the page`).toBeNull();
      expect([200, 404], `${who}: the page`).toContain(page.status);
    }
  });
});
