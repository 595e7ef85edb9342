import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditAction } from "#shared/domain/audit";
import { activityKinds, type ActivityEvent, type ActivityKind } from "#shared/schemas/admin";
import { recentActivity } from "#server/services/recent-activity";
import { scaleLists } from "../support/admin-rows";
import { serverWithAdmin } from "../support/server-with-admin";

/**
 * The dashboard's recent activity: sign-ins folded per person and IST day, and each kind
 * narrowed to its own events. Its rows are written straight into the database in 2030, so
 * they are newer than what the test server's own start and sign-in wrote.
 */
const site = serverWithAdmin({ email: "activity-admin@kodeveda.test" });
const db = () => site.server.database.db;

const priya = { id: `priya-${randomUUID()}`, email: "priya@kodeveda.test" };

const audit = (action: AuditAction, at: string, fields: { subject?: string } = {}) =>
  db()
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      actor_id: action === "admin.login_failed" ? null : priya.id,
      actor_email: action === "admin.login_failed" ? (fields.subject ?? "") : priya.email,
      action,
      subject: fields.subject ?? null,
      detail: action === "admin.login_failed" ? "wrong password, from 203.0.113.9" : null,
      created_at: at,
    })
    .execute();

/** One row of a list, received at `at` (a registration's is its last change). */
const listRow = (kind: keyof typeof scaleLists, at: string) =>
  db()
    .insertInto(scaleLists[kind].table as "bookings")
    .values(scaleLists[kind].row(Math.floor(Math.random() * 1e6), at) as never)
    .execute();

const staffLines = (events: ActivityEvent[]) =>
  events.filter((event) => event.text.startsWith("Priya signed in"));

beforeAll(async () => {
  const now = new Date().toISOString();
  const verified = site.server.database.dialect === "postgres" ? sql`true` : sql`1`;
  await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
    values (${priya.id}, 'Priya', ${priya.email}, ${verified}, ${now}, ${now}, 'admin')`.execute(
    db(),
  );
  // 15 January 2030 in India: 08:30, 15:30 and 23:30 IST; then 00:30 IST on the 16th, which is
  // still the 15th in UTC: the day that counts is India's.
  for (const at of ["2030-01-15T03:00:00.000Z", "2030-01-15T10:00:00.000Z"]) {
    await audit("admin.login", at);
  }
  await audit("admin.login", "2030-01-15T18:00:00.000Z");
  await audit("admin.login", "2030-01-15T19:00:00.000Z");
  for (let i = 0; i < 5; i++) {
    await audit("admin.login_failed", `2030-01-14T0${i}:00:00.000Z`, {
      subject: "intruder@example.com",
    });
  }
  await audit("admin.login_failed", "2030-01-14T05:00:00.000Z", { subject: "typo@kodeveda.tst" });

  // One event of every kind, on 1 February 2030, a minute apart.
  const at = (minute: number) => `2030-02-01T10:${String(minute).padStart(2, "0")}:00.000Z`;
  await listRow("bookings", at(1));
  await listRow("contacts", at(2));
  await listRow("subscribers", at(3));
  await listRow("registrations", at(4));
  await audit("bookings.status", at(5));
  await audit("registration.upi_confirmed", at(6), { subject: "KV2030TEST" });
  await audit("blog.published", at(7), { subject: "Placements in 2030" });
  await audit("staff.invited", at(8), { subject: "trainer@kodeveda.test" });
  await audit("privacy.request_filed", at(9), { subject: "DR-2030-1" });
});

describe("recent activity", () => {
  it("folds a person's sign-ins into one line per IST day, at the latest one's time", async () => {
    const events = await recentActivity(db(), { kind: "staff", limit: 10 });
    expect(staffLines(events)).toEqual([
      {
        at: "2030-01-15T19:00:00.000Z",
        kind: "staff",
        text: "Priya signed in to the admin portal",
      },
      {
        at: "2030-01-15T18:00:00.000Z",
        kind: "staff",
        text: "Priya signed in to the admin portal (3 times)",
      },
    ]);
  });

  it("folds failed sign-ins per address tried and day", async () => {
    const events = await recentActivity(db(), { kind: "staff", limit: 10 });
    const failed = events.filter((event) => event.text.startsWith("Failed sign-in"));
    expect(failed).toEqual([
      {
        at: "2030-01-14T05:00:00.000Z",
        kind: "staff",
        text: "Failed sign-in to the admin portal as typo@kodeveda.tst",
      },
      {
        at: "2030-01-14T04:00:00.000Z",
        kind: "staff",
        text: "Failed sign-in to the admin portal as intruder@example.com (5 times)",
      },
    ]);
  });

  it("gives the latest `limit` events, newest first", async () => {
    const events = await recentActivity(db(), { kind: "staff", limit: 3 });
    expect(events.map((event) => event.at)).toEqual([
      "2030-02-01T10:08:00.000Z",
      "2030-01-15T19:00:00.000Z",
      "2030-01-15T18:00:00.000Z",
    ]);
    const all = await recentActivity(db(), { limit: 9 });
    expect(all.map((event) => event.at)).toEqual(
      Array.from({ length: 9 }, (_, i) => `2030-02-01T10:0${9 - i}:00.000Z`),
    );
  });

  const expected: Record<ActivityKind, string[]> = {
    enquiries: [
      "changed a booking's status",
      "Newsletter subscription: reader-",
      "Contact message from ",
      "Booking request from ",
    ],
    payments: ["confirmed the UPI payment for KV2030TEST", "Registration KVB-"],
    content: ['published "Placements in 2030"'],
    staff: ["invited trainer@kodeveda.test"],
    data_requests: ["A data request DR-2030-1 was received"],
  };

  it.each(activityKinds)(
    "answers /api/admin/activity?kind=%s with that kind only",
    async (kind) => {
      const response = await site.request(`/api/admin/activity?kind=${kind}`);
      expect(response.status).toBe(200);
      const { events } = (await response.json()) as { events: ActivityEvent[] };
      expect(events.every((event) => event.kind === kind)).toBe(true);
      const february = events.filter((event) => event.at.startsWith("2030-02"));
      expect(february).toHaveLength(expected[kind].length);
      february.forEach((event, i) => expect(event.text).toContain(expected[kind][i]));
    },
  );

  it("finds a rare kind behind a thousand newer rows of another", async () => {
    const newer = Array.from({ length: 1_100 }, (_, i) => ({
      id: randomUUID(),
      actor_id: priya.id,
      actor_email: priya.email,
      action: "blog.updated",
      subject: `Draft ${i}`,
      detail: null,
      created_at: new Date(Date.parse("2031-01-01T00:00:00.000Z") + i * 60_000).toISOString(),
    }));
    for (let i = 0; i < newer.length; i += 100) {
      await db()
        .insertInto("audit_log")
        .values(newer.slice(i, i + 100))
        .execute();
    }
    const content = await recentActivity(db(), { kind: "content", limit: 2 });
    expect(content.map((event) => event.text)).toEqual([
      'Priya edited "Draft 1099"',
      'Priya edited "Draft 1098"',
    ]);
    const [request] = await recentActivity(db(), { kind: "data_requests", limit: 1 });
    expect(request?.text).toBe("A data request DR-2030-1 was received");
    const staff = await recentActivity(db(), { kind: "staff", limit: 10 });
    expect(staffLines(staff)).toHaveLength(2);
  });

  it("refuses an unknown kind with the site's 400", async () => {
    const response = await site.request("/api/admin/activity?kind=everything");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          path: "kind",
          msg: "Kind must be one of payments, enquiries, content, staff, data_requests.",
        },
      ],
    });
  });
});
