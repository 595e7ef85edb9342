import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRetention, paymentRecordRetainedReason } from "#shared/domain/privacy";
import type { AppDatabase } from "#server/db/connect";
import {
  createRetention,
  describeCounts,
  istDay,
  retentionBatchSize,
  retentionLeaseMs,
  type Retention,
  type RetentionCounts,
} from "#server/services/privacy/retention";
import { createCommit } from "#server/services/unit-of-work";
import { serverForFile } from "../../support/file-server";

const site = serverForFile();
const dayMs = 24 * 60 * 60 * 1000;
const minuteMs = 60 * 1000;
const periods = defaultRetention;

/** 06:00 in India, `days` from today: the tests' runs never straddle midnight there. */
const morningIn = (days: number) => {
  const day = new Date(Date.now() + days * dayMs);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 0, 30));
};
/** The job's clock: weeks ahead, so that nothing the server itself wrote at start is due. */
const now = morningIn(20);
const at = (moment: number | Date) => new Date(moment).toISOString();
const monthsBefore = (months: number) => {
  const then = new Date(now);
  then.setUTCMonth(then.getUTCMonth() - months);
  return then.getTime();
};
/** Just inside a period that began at `cutoff`, and just past it. */
const inside = (cutoff: number) => at(cutoff + minuteMs);
const past = (cutoff: number) => at(cutoff - minuteMs);

const consent = { consent_notice: "privacy-2026-11-24", consent_at: at(0) };
const db = () => site.server.database.db;

/** better-auth's timestamps: ISO text on SQLite, timestamps on PostgreSQL. */
const authTime = (moment: number) =>
  site.server.database.dialect === "sqlite" ? at(moment) : new Date(moment);

let referenceCounter = 0;
function registration(status: string, changed: string, fields: Record<string, unknown> = {}) {
  referenceCounter += 1;
  return {
    id: randomUUID(),
    reference: `KV-RET${String(referenceCounter).padStart(3, "0")}`,
    project_id: "retention-test",
    name: `Student ${referenceCounter}`,
    email: `student${referenceCounter}@college.example`,
    phone: "9876543210",
    college: "CBIT Hyderabad",
    section: "CSE-B",
    year: "3rd Year",
    payment_method: "upi" as const,
    amount_paise: 50000,
    currency: "INR",
    status: status as "paid",
    stripe_payment_intent_id: null,
    upi_utr: null,
    paid_at: null,
    seat_held: 0,
    under_18: 0,
    guardian_name: null,
    guardian_email: null,
    guardian_consent_ip: null,
    created_at: changed,
    updated_at: changed,
    ...consent,
    ...fields,
  };
}

/** A paid student's ticket, a reminder and a check-in, as issue 39's sessions leave them. */
const sessionRows = (registrationId: string, moment: string) => ({
  tickets: {
    id: randomUUID(),
    registration_id: registrationId,
    token: randomUUID(),
    check_in_code: randomUUID(),
    created_at: moment,
  },
  session_reminders: {
    id: randomUUID(),
    session_id: "retention-session",
    registration_id: registrationId,
    kind: "first" as const,
    session_starts_at: moment,
    created_at: moment,
  },
  session_attendance: {
    session_id: "retention-session",
    registration_id: registrationId,
    checked_in_at: moment,
    checked_in_by: "office@kodeveda.in",
  },
});

/** How many of each of those rows a registration still has. */
const sessionRowsLeft = async (registrationId: string) =>
  Object.fromEntries(
    await Promise.all(
      (["tickets", "session_reminders", "session_attendance"] as const).map(async (table) => {
        const rows = await db()
          .selectFrom(table)
          .select("registration_id")
          .where("registration_id", "=", registrationId)
          .execute();
        return [table, rows.length] as const;
      }),
    ),
  );

const exists = async (table: "contact_messages" | "bookings" | "waitlist_entries", id: string) =>
  (await db().selectFrom(table).select("id").where("id", "=", id).executeTakeFirst()) !== undefined;

/** Its own connection and its own lease owner: as another instance of the server would be. */
function instance(connections: AppDatabase[]): Retention {
  const database = site.server.testDatabase.connect();
  connections.push(database);
  return createRetention(
    database,
    createCommit(database, () => undefined),
    periods,
  );
}

const ranAudits = (day: Date) =>
  db()
    .selectFrom("audit_log")
    .select(["actor_email", "detail"])
    .where("action", "=", "privacy.retention_ran")
    .where("created_at", "=", day.toISOString())
    .execute();

describe("the daily retention job", () => {
  const ids: Record<string, string> = {};
  let userId = "";

  beforeAll(async () => {
    const newId = (name: string) => (ids[name] = randomUUID());
    const subscriberCutoff = now.getTime() - periods.unconfirmedSubscriberDays * dayMs;
    const subscriber = (id: string, status: "pending" | "subscribed", sent: string) => ({
      id,
      email: `${id}@reader.example`,
      status,
      unsubscribe_token: randomUUID(),
      source: "footer",
      confirm_sent_at: sent,
      created_at: sent,
      updated_at: sent,
      ...consent,
    });
    await db()
      .insertInto("newsletter_subscribers")
      .values([
        subscriber(newId("pendingInside"), "pending", inside(subscriberCutoff)),
        subscriber(newId("pendingPast"), "pending", past(subscriberCutoff)),
        subscriber(newId("confirmedOld"), "subscribed", past(monthsBefore(60))),
      ])
      .execute();

    const contactCutoff = monthsBefore(periods.contactMessageMonths);
    const contact = (id: string, created: string) => ({
      id,
      name: "Ravi Kumar",
      email: "ravi@example.com",
      phone: "9876543210",
      message: "Do you run weekend batches?",
      status: "new" as const,
      reply_due_at: created,
      created_at: created,
      updated_at: created,
      ...consent,
    });
    await db()
      .insertInto("contact_messages")
      .values([
        contact(newId("contactInside"), inside(contactCutoff)),
        contact(newId("contactPast"), past(contactCutoff)),
      ])
      .execute();

    const bookingCutoff = monthsBefore(periods.bookingMonths);
    const booking = (id: string, created: string) => ({
      id,
      organization_name: "Vasavi College",
      email: "tpo@vasavi.example",
      contact_number: "9876543210",
      address: "Ibrahimbagh, Hyderabad",
      message: "A week of React",
      status: "new" as const,
      idempotency_key: null,
      reply_due_at: created,
      created_at: created,
      updated_at: created,
      ...consent,
    });
    await db()
      .insertInto("bookings")
      .values([
        booking(newId("bookingInside"), inside(bookingCutoff)),
        booking(newId("bookingPast"), past(bookingCutoff)),
      ])
      .execute();

    const unpaidCutoff = monthsBefore(periods.unpaidRegistrationMonths);
    const paidCutoff = monthsBefore(periods.paidRegistrationMonths);
    const paymentCutoff = monthsBefore(periods.paymentRecordYears * 12);
    const rows = {
      unpaidInside: registration("expired", inside(unpaidCutoff)),
      unpaidPast: registration("failed", past(unpaidCutoff)),
      // Old, but still holding a seat or waiting for staff to check a payment: never deleted.
      holdingSeat: registration("pending_payment", past(unpaidCutoff), { seat_held: 1 }),
      beingVerified: registration("awaiting_verification", past(unpaidCutoff)),
      paidInside: registration("paid", inside(paidCutoff), { paid_at: inside(paidCutoff) }),
      paidPast: registration("paid", past(paidCutoff), {
        paid_at: past(paidCutoff),
        payment_method: "stripe",
        stripe_payment_intent_id: "pi_retention_paid",
        under_18: 1,
        guardian_name: "Lakshmi Rao",
        guardian_email: "lakshmi@parent.example",
        guardian_consent_ip: "203.0.113.9",
      }),
      // A refund still owed keeps the student's details, however old.
      refundOwed: registration("needs_refund", past(paymentCutoff), {
        paid_at: past(paymentCutoff),
      }),
      recordInside: registration("paid", inside(paymentCutoff), { paid_at: inside(paymentCutoff) }),
      recordPast: registration("refunded", past(paymentCutoff), { paid_at: past(paymentCutoff) }),
    };
    for (const [name, row] of Object.entries(rows)) ids[name] = row.id;
    await db().insertInto("registrations").values(Object.values(rows)).execute();
    await db()
      .insertInto("payment_events")
      .values({
        id: "evt_retention_old",
        type: "payment_intent.succeeded",
        payment_intent_id: "pi_retention_old",
        registration_id: ids.recordPast ?? "",
        received_at: past(paymentCutoff),
      })
      .execute();
    // Reduced to the payment record (paidPast, recordInside), deleted (unpaidPast) or kept
    // (paidInside): the ticket, reminders and check-ins go with the first two.
    for (const name of ["paidPast", "recordInside", "unpaidPast", "paidInside"]) {
      const rows = sessionRows(ids[name] ?? "", past(paidCutoff));
      await db().insertInto("tickets").values(rows.tickets).execute();
      await db().insertInto("session_reminders").values(rows.session_reminders).execute();
      await db().insertInto("session_attendance").values(rows.session_attendance).execute();
    }

    const waitlist = (id: string, status: "lapsed" | "waiting", changed: string) => ({
      id,
      project_id: "retention-test",
      name: "Meera Iyer",
      email: "meera@college.example",
      phone: "9876543210",
      status,
      created_at: changed,
      updated_at: changed,
      ...consent,
    });
    await db()
      .insertInto("waitlist_entries")
      .values([
        waitlist(newId("waitlistInside"), "lapsed", inside(unpaidCutoff)),
        waitlist(newId("waitlistPast"), "lapsed", past(unpaidCutoff)),
        waitlist(newId("waitlistWaiting"), "waiting", past(unpaidCutoff)),
      ])
      .execute();

    const invitation = JSON.stringify({
      method: "REQUEST",
      content: "BEGIN:VCALENDAR\r\nATTENDEE;CN=Ravi Kumar:mailto:ravi@example.com\r\nEND:VCALENDAR",
    });
    const email = (id: string, sent: string | null, created: string) => ({
      id,
      template: "contact-received",
      to_address: "ravi@example.com",
      subject: "We received your message",
      text_body: "Dear Ravi, thank you",
      html_body: "<p>Dear Ravi, thank you</p>",
      props: '{"name":"Ravi"}',
      calendar: invitation,
      next_attempt_at: created,
      sent_at: sent,
      created_at: created,
    });
    const bodyCutoff = now.getTime() - periods.sentEmailDays * dayMs;
    const auditCutoff = monthsBefore(periods.auditLogMonths);
    await db()
      .insertInto("email_outbox")
      .values([
        email(newId("emailInside"), inside(bodyCutoff), inside(bodyCutoff)),
        email(newId("emailPast"), past(bodyCutoff), past(bodyCutoff)),
        email(newId("emailAncient"), past(auditCutoff), past(auditCutoff)),
        // Not sent yet: its body is what will be sent.
        email(newId("emailUnsent"), null, past(bodyCutoff)),
        // Bodies blanked by a run before the calendar column was added: the invitation still names Ravi.
        {
          ...email(newId("emailCalendarOnly"), past(bodyCutoff), past(bodyCutoff)),
          text_body: "",
          html_body: "",
          props: null,
        },
      ])
      .execute();

    userId = randomUUID();
    await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
      values (${userId}, 'Ananya Reddy', 'ananya@student.example',
        ${site.server.database.dialect === "sqlite" ? 1 : true},
        ${authTime(now.getTime())}, ${authTime(now.getTime())})`.execute(db());
    const session = (id: string, expires: number) =>
      sql`insert into "session" (id, "expiresAt", token, "createdAt", "updatedAt", "userId")
        values (${id}, ${authTime(expires)}, ${randomUUID()}, ${authTime(expires - dayMs)},
          ${authTime(expires - dayMs)}, ${userId})`.execute(db());
    await session(newId("sessionLive"), now.getTime() + minuteMs);
    await session(newId("sessionExpired"), now.getTime() - minuteMs);
    const verification = (id: string, expires: number) =>
      sql`insert into "verification" (id, identifier, value, "expiresAt", "createdAt", "updatedAt")
        values (${id}, 'ananya@student.example', ${randomUUID()}, ${authTime(expires)},
          ${authTime(expires - dayMs)}, ${authTime(expires - dayMs)})`.execute(db());
    await verification(newId("verificationLive"), now.getTime() + minuteMs);
    await verification(newId("verificationExpired"), now.getTime() - minuteMs);

    const link = (id: string, created: number) => ({
      id,
      email: "ananya@student.example",
      token_hash: randomUUID(),
      expires_at: at(created + 30 * minuteMs),
      created_at: at(created),
    });
    await db()
      .insertInto("data_access_links")
      .values([
        // Expired, but still counted by the hourly limit on links per address.
        link(newId("linkRecent"), now.getTime() - 60 * minuteMs),
        link(newId("linkOld"), now.getTime() - 2 * dayMs),
      ])
      .execute();

    const audit = (id: string, created: string) => ({
      id,
      actor_id: null,
      actor_email: "admin@kodeveda.in",
      action: "contacts.status",
      subject: id,
      detail: "new → replied",
      created_at: created,
    });
    await db()
      .insertInto("audit_log")
      .values([
        audit(newId("auditInside"), inside(auditCutoff)),
        audit(newId("auditPast"), past(auditCutoff)),
      ])
      .execute();
  });

  const connections: AppDatabase[] = [];
  afterAll(() => Promise.all(connections.map((connection) => connection.close())));

  it("deletes or blanks exactly what is past its period, and says so in one audit row", async () => {
    const expected: RetentionCounts = {
      unconfirmedSubscribers: 1,
      contactMessages: 1,
      bookings: 1,
      unpaidRegistrations: 1,
      paymentRecords: 1,
      // Past its 36 months, and the payment record kept for tax that is not yet 8 years old.
      paidRegistrationsAnonymised: 2,
      waitlistEntries: 1,
      emails: 1,
      // Past its days, and one whose only calendar invitation was left.
      emailBodies: 2,
      sessions: 1,
      verifications: 1,
      accessLinks: 1,
      auditEntries: 1,
    };
    const counts = await site.server.services.privacy.retention.runDaily(now);
    expect(counts).toEqual(expected);

    const subscribers = await db()
      .selectFrom("newsletter_subscribers")
      .select("id")
      .where("id", "in", [ids.pendingInside ?? "", ids.pendingPast ?? "", ids.confirmedOld ?? ""])
      .execute();
    expect(subscribers.map((row) => row.id).sort()).toEqual(
      [ids.pendingInside, ids.confirmedOld].sort(),
    );
    expect(await exists("contact_messages", ids.contactInside ?? "")).toBe(true);
    expect(await exists("contact_messages", ids.contactPast ?? "")).toBe(false);
    expect(await exists("bookings", ids.bookingInside ?? "")).toBe(true);
    expect(await exists("bookings", ids.bookingPast ?? "")).toBe(false);
    expect(await exists("waitlist_entries", ids.waitlistInside ?? "")).toBe(true);
    expect(await exists("waitlist_entries", ids.waitlistPast ?? "")).toBe(false);
    expect(await exists("waitlist_entries", ids.waitlistWaiting ?? "")).toBe(true);

    const registrations = await db()
      .selectFrom("registrations")
      .selectAll()
      .where("project_id", "=", "retention-test")
      .execute();
    const byId = new Map(registrations.map((row) => [row.id, row]));
    for (const kept of [
      "unpaidInside",
      "holdingSeat",
      "beingVerified",
      "paidInside",
      "refundOwed",
    ]) {
      expect(byId.get(ids[kept] ?? "")?.name, kept).toMatch(/^Student \d+$/);
      expect(byId.get(ids[kept] ?? "")?.retained_reason, kept).toBeNull();
    }
    expect(byId.has(ids.unpaidPast ?? "")).toBe(false);
    expect(byId.has(ids.recordPast ?? "")).toBe(false);
    expect(
      await db()
        .selectFrom("payment_events")
        .select("id")
        .where("id", "=", "evt_retention_old")
        .executeTakeFirst(),
    ).toBeUndefined();

    // The payment record stays: amount, date, reference, method; nothing about the student.
    const record = byId.get(ids.paidPast ?? "");
    expect(record).toMatchObject({
      name: "erased",
      email: "erased",
      phone: "",
      college: "",
      section: "",
      year: "",
      under_18: 0,
      guardian_name: null,
      guardian_email: null,
      guardian_consent_ip: null,
      status: "paid",
      amount_paise: 50000,
      currency: "INR",
      payment_method: "stripe",
      stripe_payment_intent_id: "pi_retention_paid",
      paid_at: past(monthsBefore(periods.paidRegistrationMonths)),
      retained_reason: paymentRecordRetainedReason,
    });
    expect(record?.reference).toMatch(/^KV-RET\d{3}$/);
    // The ticket, reminders and check-ins go with the student's details, as erasure takes them.
    const none = { tickets: 0, session_reminders: 0, session_attendance: 0 };
    for (const gone of ["paidPast", "recordInside", "unpaidPast"]) {
      expect(await sessionRowsLeft(ids[gone] ?? ""), gone).toEqual(none);
    }
    expect(await sessionRowsLeft(ids.paidInside ?? "")).toEqual({
      tickets: 1,
      session_reminders: 1,
      session_attendance: 1,
    });
    expect(byId.get(ids.recordInside ?? "")).toMatchObject({
      name: "erased",
      email: "erased",
      retained_reason: paymentRecordRetainedReason,
    });

    const emails = await db()
      .selectFrom("email_outbox")
      .select(["id", "text_body", "html_body", "props", "calendar", "to_address"])
      .where("id", "in", [
        ids.emailInside ?? "",
        ids.emailPast ?? "",
        ids.emailAncient ?? "",
        ids.emailUnsent ?? "",
        ids.emailCalendarOnly ?? "",
      ])
      .execute();
    const email = new Map(emails.map((row) => [row.id, row]));
    expect(email.has(ids.emailAncient ?? "")).toBe(false);
    for (const blanked of ["emailPast", "emailCalendarOnly"]) {
      expect(email.get(ids[blanked] ?? ""), blanked).toMatchObject({
        text_body: "",
        html_body: "",
        props: null,
        calendar: null,
        to_address: "ravi@example.com",
      });
    }
    for (const kept of ["emailInside", "emailUnsent"]) {
      expect(email.get(ids[kept] ?? "")?.text_body, kept).toBe("Dear Ravi, thank you");
      expect(email.get(ids[kept] ?? "")?.calendar, kept).toContain("mailto:ravi@example.com");
    }

    const sessions = await sql<{
      id: string;
    }>`select id from "session" where "userId" = ${userId}`.execute(db());
    expect(sessions.rows.map((row) => row.id)).toEqual([ids.sessionLive]);
    const verifications = await sql<{ id: string }>`select id from "verification"
      where identifier = 'ananya@student.example'`.execute(db());
    expect(verifications.rows.map((row) => row.id)).toEqual([ids.verificationLive]);
    const links = await db()
      .selectFrom("data_access_links")
      .select("id")
      .where("email", "=", "ananya@student.example")
      .execute();
    expect(links.map((row) => row.id)).toEqual([ids.linkRecent]);
    const audit = await db()
      .selectFrom("audit_log")
      .select("id")
      .where("id", "in", [ids.auditInside ?? "", ids.auditPast ?? ""])
      .execute();
    expect(audit.map((row) => row.id)).toEqual([ids.auditInside]);

    const ran = await ranAudits(now);
    expect(ran).toEqual([{ actor_email: "system", detail: describeCounts(expected) }]);
    expect(ran[0]?.detail).toContain("contact messages deleted: 1");
    expect(ran[0]?.detail).toContain("paid registrations reduced to their payment record: 2");
    const activity = await site.server.services.adminLists.recentActivity({});
    expect(activity[0]?.text).toBe(`The daily retention job ran: ${describeCounts(expected)}`);

    const job = await db()
      .selectFrom("scheduled_jobs")
      .selectAll()
      .where("name", "=", "retention")
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ last_run_on: istDay(now), lease_until: null });
    expect(job.last_finished_at).not.toBeNull();
  });

  it("does not run a second time on the same day", async () => {
    expect(
      await site.server.services.privacy.retention.runDaily(new Date(now.getTime() + 1000)),
    ).toBeUndefined();
  });

  it("runs once a day across three instances racing on one database; the next day another may run", async () => {
    const instances = [instance(connections), instance(connections), instance(connections)];
    const day = morningIn(40);
    const outcomes = await Promise.all(instances.map((one) => one.runDaily(day)));
    expect(outcomes.filter((counts) => counts !== undefined)).toHaveLength(1);
    expect(await ranAudits(day)).toHaveLength(1);

    const again = await Promise.all(
      instances.map((one) => one.runDaily(new Date(day.getTime() + 60 * minuteMs))),
    );
    expect(again.every((counts) => counts === undefined)).toBe(true);

    const nextDay = new Date(day.getTime() + dayMs);
    const next = await Promise.all(instances.map((one) => one.runDaily(nextDay)));
    expect(next.filter((counts) => counts !== undefined)).toHaveLength(1);
    expect(await ranAudits(nextDay)).toHaveLength(1);
  });

  it("waits for a live lease, and takes over one whose runner died", async () => {
    const survivor = instance(connections);
    const day = morningIn(60);
    await db()
      .updateTable("scheduled_jobs")
      .set({
        lease_owner: "a runner that died",
        lease_until: at(day.getTime() + 5 * minuteMs),
        last_run_on: istDay(new Date(day.getTime() - dayMs)),
      })
      .where("name", "=", "retention")
      .execute();
    expect(await survivor.runDaily(day)).toBeUndefined();

    const leaseOver = new Date(day.getTime() + retentionLeaseMs);
    expect(await survivor.runDaily(leaseOver)).toBeDefined();
    expect(await ranAudits(leaseOver)).toHaveLength(1);
  });

  it("works through a backlog larger than one batch", async () => {
    const day = morningIn(80);
    const old = at(day.getTime() - 30 * 31 * dayMs);
    const backlog = Array.from({ length: retentionBatchSize * 2 + 1 }, () => ({
      id: randomUUID(),
      name: "Ravi Kumar",
      email: "backlog@example.com",
      phone: "9876543210",
      message: "An old question",
      status: "new" as const,
      reply_due_at: old,
      created_at: old,
      updated_at: old,
      ...consent,
    }));
    for (let start = 0; start < backlog.length; start += 100) {
      await db()
        .insertInto("contact_messages")
        .values(backlog.slice(start, start + 100))
        .execute();
    }
    const counts = await site.server.services.privacy.retention.runDaily(day);
    expect(counts?.contactMessages).toBe(backlog.length);
    const left = await db()
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("email", "=", "backlog@example.com")
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });
});
