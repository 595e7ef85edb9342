import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { action, loader } from "#app/routes/admin-list";
import { bookingReplyDue, contactReplyDue } from "#shared/domain/promises";
import { postJson } from "../support/admin-session";
import { serverWithAdmin } from "../support/server-with-admin";

/**
 * The answers the site promises (issue 38): each booking and contact message is stored with
 * when its answer is due; staff record it answered once, from the list or by moving its
 * status on; the lists show only the late ones when asked. The list page's loader and action
 * run here from source, with the test server's services and the admin's real session.
 */

const portal = serverWithAdmin({ email: "answers-admin@kodeveda.test" });
const db = () => portal.server.database.db;

function pageArgs(list: string, request: Request) {
  return {
    request,
    url: new URL(request.url),
    pattern: "/admin/:list",
    params: { list },
    context: {
      services: portal.server.services,
      cspNonce: undefined,
      siteOrigin: portal.server.url,
      clientAddress: "127.0.0.1",
    },
  };
}

/** A row form posted to a list, as the admin. */
async function press(list: string, fields: Record<string, string>) {
  const request = new Request(`${portal.server.url}/admin/${list}`, {
    method: "POST",
    headers: { cookie: portal.cookie },
    body: new URLSearchParams(fields),
  });
  const result = (await action(pageArgs(list, request))) as
    { message: string } | { data: { message: string }; init: { status: number } };
  return "data" in result
    ? { message: result.data.message, status: result.init.status }
    : { message: result.message, status: 200 };
}

/** A list page's data, as the admin opens `/admin/<list><query>`. */
async function open(list: string, query = "") {
  const request = new Request(`${portal.server.url}/admin/${list}${query}`, {
    headers: { cookie: portal.cookie },
  });
  return (await loader(pageArgs(list, request))) as {
    late: boolean;
    total: number;
    rows: Array<Record<string, string | number | null>>;
  };
}

async function sendBooking(organizationName: string) {
  const email = `${randomUUID()}@college.example`;
  const response = await postJson(portal.server, "/api/bookings", {
    organizationName,
    email,
    contactNumber: "+91 40 2345 6789",
    address: "Ibrahimbagh, Hyderabad",
    message: "A two-day React workshop, please.",
  });
  expect(response.status).toBe(201);
  const row = await db()
    .selectFrom("bookings")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return row;
}

async function sendMessage(name: string) {
  const email = `${randomUUID()}@mail.example`;
  const response = await postJson(portal.server, "/api/contact", {
    name,
    email,
    phone: "9876543210",
    message: "Do you run weekend batches?",
  });
  expect(response.status).toBe(201);
  return db()
    .selectFrom("contact_messages")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
}

/** The signed-in admin's user id, as the portal's guard finds it. */
const adminId = async () =>
  (await portal.server.services.adminAccess.adminFor(new Headers({ cookie: portal.cookie })))?.id;

const auditRows = (action: "bookings.answered" | "contacts.answered", subject: string) =>
  db()
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", action)
    .where("subject", "=", subject)
    .execute();

describe("the answer a booking or a message is promised", () => {
  it("is due 24 hours after a booking and one business day (IST) after a message", async () => {
    const booking = await sendBooking("Due College");
    expect(booking.reply_due_at).toBe(bookingReplyDue(new Date(booking.created_at)).toISOString());
    expect(booking.answered_at).toBeNull();
    const message = await sendMessage("Due Sender");
    expect(message.reply_due_at).toBe(contactReplyDue(new Date(message.created_at)).toISOString());
  });

  it("is recorded answered once, by whom, audited in a sentence; a second press says so", async () => {
    const booking = await sendBooking("Answered College");
    expect(await press("bookings", { intent: "answered", id: booking.id })).toEqual({
      message: "Marked answered.",
      status: 200,
    });
    const stored = await db()
      .selectFrom("bookings")
      .select(["answered_at", "answered_by", "status"])
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(stored.answered_by).toBe(await adminId());
    expect(stored.answered_at).not.toBeNull();
    // Answering does not move the booking on: its status is staff's to set.
    expect(stored.status).toBe("new");

    const again = await press("bookings", { intent: "answered", id: booking.id });
    expect(again.status).toBe(200);
    expect(again.message).toMatch(/^Already marked answered on .+; nothing changed\.$/);
    const after = await db()
      .selectFrom("bookings")
      .select(["answered_at"])
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(after.answered_at).toBe(stored.answered_at);

    const audited = await auditRows("bookings.answered", "Answered College");
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor_email: portal.email, detail: booking.email });
    const activity = await portal.request("/api/admin/activity");
    const { events } = (await activity.json()) as { events: Array<{ text: string }> };
    expect(events.map((event) => event.text)).toContain(
      `Administrator marked the booking from Answered College (${booking.email}) answered`,
    );
  });

  it("is recorded for a contact message too, and the list offers no second press", async () => {
    const message = await sendMessage("Answered Sender");
    const before = await open("contacts", `?q=${encodeURIComponent(message.email)}`);
    expect(before.rows).toHaveLength(1);
    expect(before.rows[0]).toMatchObject({ answered_at: null, reply_due_at: message.reply_due_at });
    expect((await press("contacts", { intent: "answered", id: message.id })).message).toBe(
      "Marked answered.",
    );
    expect(await auditRows("contacts.answered", "Answered Sender")).toHaveLength(1);
    const shown = await open("contacts", `?q=${encodeURIComponent(message.email)}`);
    expect(shown.rows[0]?.answered_at).toEqual(expect.any(String));
  });

  it("is recorded when staff move it on from new, once: a later status keeps the first time", async () => {
    const booking = await sendBooking("Contacted College");
    await press("bookings", { intent: "status", id: booking.id, status: "contacted" });
    const first = await db()
      .selectFrom("bookings")
      .select(["answered_at", "answered_by"])
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(first.answered_at).not.toBeNull();
    expect(first.answered_by).toBe(await adminId());
    await press("bookings", { intent: "status", id: booking.id, status: "new" });
    await press("bookings", { intent: "status", id: booking.id, status: "scheduled" });
    const last = await db()
      .selectFrom("bookings")
      .select(["answered_at", "status"])
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ answered_at: first.answered_at, status: "scheduled" });

    // Moving a message to new (from new) is not answering it.
    const message = await sendMessage("Still New");
    await press("contacts", { intent: "status", id: message.id, status: "new" });
    const untouched = await db()
      .selectFrom("contact_messages")
      .select("answered_at")
      .where("id", "=", message.id)
      .executeTakeFirstOrThrow();
    expect(untouched.answered_at).toBeNull();
  });

  it("cannot be recorded for a row that is gone, nor on a list that promises none", async () => {
    expect(await press("bookings", { intent: "answered", id: randomUUID() })).toEqual({
      message: "That row no longer exists.",
      status: 400,
    });
    expect(await press("subscribers", { intent: "answered", id: randomUUID() })).toEqual({
      message: "That action is not available on this list.",
      status: 400,
    });
  });
});

describe("late replies only", () => {
  const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const booking = (organization: string, due: string, answered: string | null = null) => ({
    id: randomUUID(),
    organization_name: organization,
    email: `${randomUUID()}@late.example`,
    contact_number: "+91 40 2345 6789",
    address: "Hyderabad",
    message: "A hackathon, please.",
    status: "new" as const,
    reply_due_at: due,
    answered_at: answered,
    consent_notice: "privacy-notice-2026-11",
    consent_at: hoursFromNow(-30),
    created_at: hoursFromNow(-30),
    updated_at: hoursFromNow(-30),
  });

  it("lists and exports the unanswered ones past their due time, and nothing else", async () => {
    const late = booking("Late Polytechnic", hoursFromNow(-1));
    await db()
      .insertInto("bookings")
      .values([
        late,
        booking("Answered Late Polytechnic", hoursFromNow(-6), hoursFromNow(-2)),
        booking("Not Yet Due Polytechnic", hoursFromNow(1)),
      ])
      .execute();

    const page = await open("bookings", "?late=1");
    expect(page.late).toBe(true);
    expect(page.rows.map((row) => row.id)).toEqual([late.id]);
    expect(page.total).toBe(1);
    expect((await open("bookings", "?late=1&q=Answered")).total).toBe(0);
    // Anything but 1 is every row; other lists promise nothing and ignore it.
    expect((await open("bookings", "?late=yes")).late).toBe(false);
    expect((await open("bookings", "?q=Polytechnic")).total).toBe(3);
    expect((await open("registrations", "?late=1")).late).toBe(false);

    const csv = await portal.request("/api/admin/export/bookings.csv?late=1");
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Late Polytechnic");
  });

  it("shows a late message until it is answered", async () => {
    const message = await sendMessage("Late Sender");
    await db()
      .updateTable("contact_messages")
      .set({ reply_due_at: hoursFromNow(-1) })
      .where("id", "=", message.id)
      .execute();
    const late = await open("contacts", "?late=1");
    expect(late.rows.map((row) => row.id)).toContain(message.id);
    await press("contacts", { intent: "answered", id: message.id });
    const after = await open("contacts", "?late=1");
    expect(after.rows.map((row) => row.id)).not.toContain(message.id);
  });
});
