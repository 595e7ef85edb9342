import { describe, expect, it } from "vitest";
import { adminLogin, postJson } from "../../support/admin-session";
import { uniqueStudentEmail } from "../../support/accounts";
import { serverWithAdmin } from "../../support/server-with-admin";
import { sentTo } from "../../support/smtp-sink";
import type { DataRequestRow } from "#shared/schemas/data-requests";

const adminEmail = "office@kodeveda.test";
const adminPassword = "first admin password";
const portal = serverWithAdmin({
  email: adminEmail,
  password: adminPassword,
  mail: true,
  signIn: false,
  env: { FORM_RATE_LIMIT: "1000" },
});
const server = () => portal.server;
const { sink } = portal;
const dayMs = 24 * 60 * 60 * 1000;

const adminCookie = () => portal.signIn();

const get = (path: string, cookie: string, init: RequestInit = {}) =>
  fetch(`${server().url}${path}`, {
    ...init,
    headers: { cookie, origin: server().config.siteUrl.origin },
  });

async function record(cookie: string, body: Record<string, unknown>): Promise<DataRequestRow> {
  const response = await postJson(server(), "/api/admin/requests", body, cookie);
  expect(response.status).toBe(201);
  return ((await response.json()) as { request: DataRequestRow }).request;
}

const auditOf = (reference: string) =>
  server()
    .database.db.selectFrom("audit_log")
    .select(["action", "actor_email", "detail"])
    .where("subject", "=", reference)
    .orderBy("created_at")
    .execute();

const requestRow = (reference: string) =>
  server()
    .database.db.selectFrom("data_requests")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();

describe("the data requests queue: who may use it", () => {
  it("refuses a signed-out visitor and an editor, on the API and the pages", async () => {
    const editorEmail = uniqueStudentEmail("editor");
    await server().services.adminAccess.joinStaff(
      editorEmail,
      "an editor's passphrase",
      "Ed",
      "editor",
    );
    const { cookie: editor } = await adminLogin(server(), editorEmail, "an editor's passphrase");
    expect(editor).not.toBe("");
    for (const cookie of ["", editor]) {
      expect((await get("/api/admin/requests", cookie)).status).toBe(401);
      const recorded = await postJson(
        server(),
        "/api/admin/requests",
        { kind: "access", channel: "phone", email: "someone@example.com" },
        cookie,
      );
      expect(recorded.status).toBe(401);
      for (const page of ["/admin/requests", "/admin/requests/DR-ABCDEF"]) {
        const response = await get(page, cookie, { redirect: "manual" });
        expect(response.status).toBe(302);
        expect(response.headers.get("location")).toBe("/admin");
      }
    }
    const count = await server()
      .database.db.selectFrom("data_requests")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("email", "=", "someone@example.com")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe("recording a request made by phone, post or email", () => {
  it("files it open, due in the configured days, audited, and lists it", async () => {
    const cookie = await adminCookie();
    const email = uniqueStudentEmail("caller");
    const request = await record(cookie, {
      kind: "access",
      channel: "phone",
      email,
      name: "Kavya Iyer",
      details: "Called the office asking for a copy of her data.",
    });
    expect(request.reference).toMatch(/^DR-[0-9A-Z]{6}$/);
    expect(request.status).toBe("open");
    expect(request.overdue).toBe(false);
    expect(Date.parse(request.dueAt) - Date.parse(request.receivedAt)).toBe(
      server().config.privacy.requestResponseDays * dayMs,
    );
    const row = await requestRow(request.reference);
    expect(row).toMatchObject({ channel: "phone", created_by: adminEmail, email });
    expect(await auditOf(request.reference)).toEqual([
      {
        action: "privacy.request_recorded",
        actor_email: adminEmail,
        detail: "Access (a copy of their data), by phone",
      },
    ]);

    const listed = await get(`/api/admin/requests?q=${encodeURIComponent(email)}`, cookie);
    const body = (await listed.json()) as { rows: DataRequestRow[]; total: number };
    expect(body.total).toBe(1);
    expect(body.rows[0]).toMatchObject({ reference: request.reference, name: "Kavya Iyer" });

    const page = await (await get(`/admin/requests/${request.reference}`, cookie)).text();
    expect(page).toContain("Called the office asking for a copy of her data.");
    expect(page).toContain("Complete: email them a link to their data");
  });

  it("answers bad input with 400 at the field and stores nothing", async () => {
    const cookie = await adminCookie();
    const before = await server()
      .database.db.selectFrom("data_requests")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const response = await postJson(
      server(),
      "/api/admin/requests",
      { kind: "everything", channel: "web", email: "not an address" },
      cookie,
    );
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Array<{ path: string }> };
    expect(errors.map((error) => error.path)).toEqual(["kind", "channel", "email"]);
    const after = await server()
      .database.db.selectFrom("data_requests")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await get("/api/admin/requests?status=lost", cookie)).status).toBe(400);
  });
});

describe("the queue with a clock", () => {
  it("marks an open request past its due date overdue, filters it, and shows it on the dashboard", async () => {
    const cookie = await adminCookie();
    const admin = { id: null, email: adminEmail };
    const { queue } = server().services.privacy;
    const email = uniqueStudentEmail("late");
    const received = new Date(
      Date.now() - (server().config.privacy.requestResponseDays + 2) * dayMs,
    );
    const late = await queue.record(
      admin,
      { kind: "nomination", channel: "post", email, details: "Nominates her father." },
      received,
    );
    const onTime = await queue.record(admin, { kind: "nomination", channel: "post", email });

    const response = await get(
      `/api/admin/requests?kind=nomination&status=open&q=${email}`,
      cookie,
    );
    const { rows } = (await response.json()) as { rows: DataRequestRow[] };
    // The latest due date first.
    expect(rows.map((row) => [row.reference, row.overdue])).toEqual([
      [onTime.reference, false],
      [late.reference, true],
    ]);
    const other = await get(`/api/admin/requests?kind=grievance&q=${email}`, cookie);
    expect(((await other.json()) as { total: number }).total).toBe(0);

    const queuePage = await (await get(`/admin/requests?q=${email}`, cookie)).text();
    expect(queuePage).toContain("Overdue");
    const dashboard = await (await get("/admin", cookie)).text();
    expect(dashboard).toContain("Data requests");
    expect(dashboard).toContain(`/admin/requests/${late.reference}`);
    expect(dashboard).not.toContain(`/admin/requests/${onTime.reference}`);
  });
});

describe("completing and declining", () => {
  it("applies a correction to the person's record and emails them", async () => {
    const cookie = await adminCookie();
    const email = uniqueStudentEmail("correct");
    const sent = await postJson(server(), "/api/contact", {
      name: "Rahul Sharma",
      email,
      phone: "+91 98765 43210",
      message: "Please call me about the training.",
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    const notTheirs = await record(cookie, {
      kind: "correction",
      channel: "email",
      email,
      details: { table: "contact_messages", id, changes: { status: "replied" } },
    });
    const refused = await postJson(
      server(),
      `/api/admin/requests/${notTheirs.reference}/complete`,
      {},
      cookie,
    );
    expect(refused.status).toBe(409);
    expect((await requestRow(notTheirs.reference)).status).toBe("open");

    const request = await record(cookie, {
      kind: "correction",
      channel: "email",
      email,
      details: { table: "contact_messages", id, changes: { name: "Rahul Verma" } },
    });
    const page = await (await get(`/admin/requests/${request.reference}`, cookie)).text();
    expect(page).toContain("Rahul Sharma");
    expect(page).toContain("Rahul Verma");

    const done = await postJson(
      server(),
      `/api/admin/requests/${request.reference}/complete`,
      {},
      cookie,
    );
    expect(done.status).toBe(200);
    const corrected = await server()
      .database.db.selectFrom("contact_messages")
      .select(["name", "phone"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(corrected).toEqual({ name: "Rahul Verma", phone: "+91 98765 43210" });
    const [mail] = await sink.waitFor(
      (message) => sentTo(email)(message) && message.subject.includes(request.reference),
    );
    expect(mail!.text).toContain("We have corrected your data as you asked.");
    expect((await requestRow(request.reference)).status).toBe("completed");
    expect((await auditOf(request.reference)).map((row) => row.action)).toEqual([
      "privacy.request_recorded",
      "privacy.request_completed",
    ]);
  });

  it("declines only with a reason, and emails the reason", async () => {
    const cookie = await adminCookie();
    const email = uniqueStudentEmail("decline");
    const request = await record(cookie, { kind: "erasure", channel: "phone", email });
    const path = `/api/admin/requests/${request.reference}/decline`;
    for (const body of [{}, { reason: "   " }]) {
      const response = await postJson(server(), path, body, cookie);
      expect(response.status).toBe(400);
      const { errors } = (await response.json()) as { errors: Array<{ path: string }> };
      expect(errors[0]?.path).toBe("reason");
    }
    expect((await requestRow(request.reference)).status).toBe("open");

    const reason = "We could not confirm that the caller owns this address.";
    const declined = await postJson(server(), path, { reason }, cookie);
    expect(declined.status).toBe(200);
    const [mail] = await sink.waitFor(sentTo(email));
    expect(mail!.subject).toContain(request.reference);
    expect(mail!.text).toContain(reason);
    expect(await requestRow(request.reference)).toMatchObject({
      status: "declined",
      outcome: reason,
      answered_by: adminEmail,
    });
    expect((await auditOf(request.reference)).map((row) => row.action)).toEqual([
      "privacy.request_recorded",
      "privacy.request_declined",
    ]);
    const again = await postJson(server(), path, { reason }, cookie);
    expect(again.status).toBe(409);
  });

  it("completes a request once when two staff complete it at the same moment", async () => {
    const cookie = await adminCookie();
    const email = uniqueStudentEmail("twice");
    const request = await record(cookie, { kind: "access", channel: "phone", email });
    const path = `/api/admin/requests/${request.reference}/complete`;
    const answers = await Promise.all([
      postJson(server(), path, {}, cookie),
      postJson(server(), path, {}, cookie),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const links = await server()
      .database.db.selectFrom("data_access_links")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(links).toHaveLength(1);
    const [link] = await sink.waitFor(
      (message) => sentTo(email)(message) && message.text.includes("/your-data?token="),
    );
    expect(link).toBeDefined();
    expect(
      (await auditOf(request.reference)).filter(
        (row) => row.action === "privacy.request_completed",
      ),
    ).toHaveLength(1);
    expect(
      (await postJson(server(), "/api/admin/requests/DR-000000/complete", {}, cookie)).status,
    ).toBe(404);
  });

  it("needs a written answer to a grievance, and emails it", async () => {
    const cookie = await adminCookie();
    const email = uniqueStudentEmail("grievance");
    const request = await record(cookie, {
      kind: "grievance",
      channel: "post",
      email,
      details: "You kept mailing me after I unsubscribed.",
    });
    const path = `/api/admin/requests/${request.reference}/complete`;
    const missing = await postJson(server(), path, {}, cookie);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: Array<{ path: string }> }).errors[0]?.path).toBe(
      "note",
    );
    expect((await requestRow(request.reference)).status).toBe("open");
    const answer = "The newsletter was stopped the same day; one copy was already queued.";
    expect((await postJson(server(), path, { note: answer }, cookie)).status).toBe(200);
    const [mail] = await sink.waitFor(sentTo(email));
    expect(mail!.text).toContain(answer);
  });

  it("unsubscribes the person when a withdrawal of consent is completed", async () => {
    const cookie = await adminCookie();
    const email = uniqueStudentEmail("withdraw");
    expect((await postJson(server(), "/api/newsletter", { email })).status).toBe(201);
    const request = await record(cookie, { kind: "withdrawal", channel: "email", email });
    const path = `/api/admin/requests/${request.reference}/complete`;
    expect((await postJson(server(), path, {}, cookie)).status).toBe(200);
    const subscriber = await server()
      .database.db.selectFrom("newsletter_subscribers")
      .select("status")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(subscriber.status).toBe("unsubscribed");
  });
});
