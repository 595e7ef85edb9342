import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { signUpVisitor, uniqueStudentEmail } from "../../support/accounts";
import { staffGuardMessages } from "#server/api/staff-guard";
import { reconciliationMessages } from "#server/payments/razorpay/reconciliation";
import { projectDraft, projectServer, student } from "./setup";

const site = projectServer();
const { server, portal } = site;

/** Every staff call about projects, with a body it would accept. */
function staffCalls(projectId: string, reference: string) {
  const draft = projectDraft();
  const completed = {
    title: "Gallery entry",
    goal: "A goal",
    techStack: ["React"],
    outcome: "An outcome",
    testimonialQuote: "A quote",
    testimonialAuthor: "A student",
    testimonialRole: "B.Tech CSE",
    images: [],
  };
  return [
    ["GET", "/api/admin/projects", undefined],
    ["POST", "/api/admin/projects", draft],
    ["GET", `/api/admin/projects/${projectId}`, undefined],
    ["PUT", `/api/admin/projects/${projectId}`, { ...draft, version: 1 }],
    ["POST", `/api/admin/projects/${projectId}/move`, { direction: "up" }],
    ["POST", `/api/admin/projects/${projectId}/archive`, { version: 1 }],
    ["POST", `/api/admin/projects/${projectId}/restore`, { version: 1 }],
    ["POST", `/api/admin/projects/${projectId}/complete`, { version: 1 }],
    ["DELETE", `/api/admin/projects/${projectId}/waitlist/some-entry`, undefined],
    ["GET", "/api/admin/completed-projects", undefined],
    ["POST", "/api/admin/completed-projects", completed],
    ["PUT", "/api/admin/completed-projects/campus-events-hub", { ...completed, version: 1 }],
    ["POST", "/api/admin/completed-projects/campus-events-hub/move", { direction: "up" }],
    ["POST", "/api/admin/completed-projects/campus-events-hub/archive", { version: 1 }],
    ["POST", "/api/admin/completed-projects/campus-events-hub/restore", { version: 1 }],
    ["POST", `/api/admin/registrations/${reference}/cancel`, { reason: "Duplicate" }],
    ["POST", "/api/admin/registrations/reconcile-razorpay", undefined],
    ["GET", `/api/admin/export/registrations.csv?project=${projectId}`, undefined],
  ] as const;
}

describe("who may run projects", () => {
  it("answers 401 to every staff call without a session, with a visitor's and with an editor's, changing nothing", async () => {
    const projectId = await site.project({ seats: 2 });
    const reference = await site.registered(student(projectId));
    const visitor = await signUpVisitor(server(), uniqueStudentEmail("visitor"));
    const editor = await signUpVisitor(server(), uniqueStudentEmail("editor"));
    await sql`update "user" set role = 'editor' where email = ${editor.email}`.execute(
      server().database.db,
    );
    const before = await server()
      .database.db.selectFrom("projects")
      .selectAll()
      .orderBy("id")
      .execute();

    for (const cookie of ["", visitor.cookie, editor.cookie]) {
      for (const [method, path, json] of staffCalls(projectId, reference)) {
        const response = await portal.request(path, { method, json, cookie });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(await response.json()).toEqual({ error: staffGuardMessages.signIn });
      }
    }
    expect(
      await server().database.db.selectFrom("projects").selectAll().orderBy("id").execute(),
    ).toEqual(before);
    expect((await site.registration(reference)).status).toBe("pending_payment");

    // The portal's pages send them all to the sign-in, showing nothing of the project.
    for (const cookie of ["", visitor.cookie, editor.cookie]) {
      for (const path of [
        "/admin/projects",
        "/admin/projects/new",
        `/admin/projects/${projectId}`,
        "/admin/completed-projects/new",
        "/admin/completed-projects/campus-events-hub",
        `/admin/registrations?project=${projectId}`,
      ]) {
        const response = await portal.request(path, { cookie, headers: { accept: "text/html" } });
        const page = await fetch(`${server().url}${path}`, {
          headers: cookie ? { cookie } : {},
          redirect: "manual",
        });
        expect([page.status, page.headers.get("location")], path).toEqual([302, "/admin"]);
        expect(await response.text()).not.toContain(reference);
      }
    }
  });
});

describe("staff keep the pipeline", () => {
  it("adds a project visitors then see on /projects, and refuses an edit made over someone else's", async () => {
    const draft = projectDraft({ title: "Campus Canteen Queue", seats: 2 });
    const created = await portal.request("/api/admin/projects", { method: "POST", json: draft });
    expect(created.status).toBe(201);
    const { project } = (await created.json()) as { project: { id: string; version: number } };
    expect(project.id).toBe("campus-canteen-queue");
    const page = await (await fetch(`${server().url}/projects`)).text();
    expect(page).toContain("Campus Canteen Queue");
    expect(page).toContain("2 seats left");

    const first = await portal.request(`/api/admin/projects/${project.id}`, {
      method: "PUT",
      json: { ...draft, seats: 3, version: project.version },
    });
    expect(first.status).toBe(200);
    const stale = await portal.request(`/api/admin/projects/${project.id}`, {
      method: "PUT",
      json: { ...draft, title: "Overwritten", version: project.version },
    });
    expect(stale.status).toBe(409);
    const stored = await server()
      .database.db.selectFrom("projects")
      .select(["title", "seats"])
      .where("id", "=", project.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: "Campus Canteen Queue", seats: 3 });
    expect(await (await fetch(`${server().url}/projects`)).text()).toContain("3 seats left");

    const audit = await server()
      .database.db.selectFrom("audit_log")
      .select("action")
      .where("subject", "=", "Campus Canteen Queue")
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual(["project.created", "project.updated"]);
  });

  it("takes a completed project off the pipeline and into the gallery", async () => {
    const projectId = await site.project({ title: "Library Seat Finder" });
    const detail = (await (await portal.request(`/api/admin/projects/${projectId}`)).json()) as {
      project: { version: number };
    };
    const completed = await portal.request(`/api/admin/projects/${projectId}/complete`, {
      method: "POST",
      json: { version: detail.project.version },
    });
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({
      project: { status: "Completed", registrationOpen: false },
    });
    const entry = await portal.request(`/api/admin/completed-projects?from=${projectId}`, {
      method: "POST",
      json: {
        title: "Library Seat Finder",
        goal: "Show free library seats live.",
        techStack: ["React", "Node.js"],
        outcome: "Used by 800 students in exam season.",
        testimonialQuote: "I found a seat every time.",
        testimonialAuthor: "Priya S",
        testimonialRole: "B.Tech ECE, 2nd Year",
        images: [],
      },
    });
    expect(entry.status).toBe(201);
    const page = await (await fetch(`${server().url}/projects`)).text();
    expect(page).toContain("Show free library seats live.");
    expect((await site.register(student(projectId))).status).toBe(400);
  });

  it("exports one project's registrations as CSV", async () => {
    const projectId = await site.project({ seats: 3 });
    const reference = await site.registered(student(projectId));
    const response = await portal.request(
      `/api/admin/export/registrations.csv?project=${projectId}`,
    );
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    // A BOM, so spreadsheet programs read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString("utf8");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(csv).toContain(reference);

    // The portal's list of them keeps the project when staff search it.
    const other = await site.registered(student(await site.project({ seats: 3 })));
    const list = await (await portal.request(`/admin/registrations?project=${projectId}`)).text();
    expect(list).toContain(reference);
    expect(list).not.toContain(other);
    expect(list).toMatch(new RegExp(`<input type="hidden" name="project" value="${projectId}"/>`));
  });

  it("has no Razorpay check on a site without Razorpay", async () => {
    const list = await (await portal.request("/admin/registrations")).text();
    expect(list).not.toContain("Check pending Razorpay payments");
    const response = await portal.request("/api/admin/registrations/reconcile-razorpay", {
      method: "POST",
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: reconciliationMessages.noRazorpay });
  });
});
