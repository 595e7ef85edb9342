/**
 * Issue 39: a paid student gets one reminder before each session of their project, "exactly
 * once per student per session: decided in the database, across instances, across a restart
 * in the middle". Two production server processes share one PostgreSQL database and look for
 * due reminders every second; the one that sends the first reminder is killed with SIGKILL
 * while the rest are still queued, and a third process takes its place.
 *
 * What the database decided is exact: one `session_reminders` row and one queued email per
 * (student, session). What the SMTP server received may hold one copy more: the outbox sends
 * at least once (server/mail/outbox.ts, docs/decisions/0006-storage-first-email.md). A
 * process killed after the SMTP server's "250 OK" and before its commit of `sent_at` leaves
 * that message claimed but unsent, and whoever claims it once the claim runs out
 * (OUTBOX_CLAIM_SECONDS) sends it again. A process sends one message at a time, so one kill
 * may repeat at most one reminder, and only one the killed process was sending.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#server/db/connect";
import { migrateToLatest } from "#server/db/migrate";
import { registration } from "../support/dashboard-rows";
import { until } from "../support/newsletter";
import type { ServerProcess } from "../support/server-process";
import { sentTo, SmtpSink, type ReceivedEmail } from "../support/smtp-sink";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { report } from "./support/scale";
import { startServerProcess, stopServerProcess } from "./support/server";

const postgres = Boolean(process.env.TEST_POSTGRES_URL);
const hourMs = 3_600_000;
const studentCount = 20;
/** The sessions within the reminder's 24 hours: each paid student is reminded of each. */
const dueTitles = ["Kick-off", "Design review", "Build sprint"];
const due = studentCount * dueTitles.length;
const cancelledTitle = "Cancelled workshop";
const laterTitle = "Demo day";
const refundedEmail = "refunded.student@reminders.example";

/**
 * Every process sends at most one email each 100 ms (nodemailer's pool rate limit, set in the
 * address), so the reminders take seconds to go out and the kill lands among them. A claimed
 * batch (20) takes about 2 s at that pace: its claim is held well beyond that, or a live
 * process's batch would be claimed again under it, and a killed one's is free 8 s later.
 */
const pacedSmtpUrl = (sink: SmtpSink) => `${sink.url}?rateLimit=1&rateDelta=100`;
const claimSeconds = 8;

const sink = new SmtpSink();
let testDatabase: TestDatabase;
let database: AppDatabase;
const instances: { name: string; server: ServerProcess }[] = [];

/** A server process on the test database whose emails say which process sent them. */
async function instance(name: string): Promise<void> {
  const server = await startServerProcess(testDatabase, {
    SMTP_URL: pacedSmtpUrl(sink),
    MAIL_FROM: `Kodeveda <${name}@kodeveda.test>`,
    SESSION_REMINDER_HOURS: "24",
    SESSION_REMINDER_CHECK_SECONDS: "1",
    OUTBOX_CLAIM_SECONDS: String(claimSeconds),
  });
  instances.push({ name, server });
}

/** How many reminders a process's sweeps queued, by its log ("session reminders queued"). */
function queuedBy(server: ServerProcess): number {
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes('"msg":"session reminders queued"'))
    .reduce((sum, line) => sum + ((JSON.parse(line) as { reminders?: number }).reminders ?? 0), 0);
}

/** The process that sent an email, by the From address it was given. */
function senderOf(email: ReceivedEmail): string {
  const from = email.headers.get("from") as { value?: { address?: string }[] } | undefined;
  return from?.value?.[0]?.address?.split("@")[0] ?? "";
}

const isReminder = (email: ReceivedEmail) => email.subject.startsWith("Reminder: ");
const reminders = () => sink.received.filter(isReminder);
/** The session a reminder is for, by the title its subject starts with. */
const titleOf = (email: ReceivedEmail) => /^Reminder: (.*?), /.exec(email.subject)?.[1] ?? "";

/**
 * One project with 20 paid students and one refunded, each holding a ticket; three sessions
 * in the next hours, a cancelled one among them and one beyond the reminder's 24 hours. All
 * in one transaction, while the servers run: their next sweeps find 60 reminders due at once.
 */
async function seed(now: Date) {
  const at = now.toISOString();
  const projectId = `reminders-${randomUUID()}`;
  const secret = () => randomBytes(18).toString("base64url");
  const students = Array.from({ length: studentCount }, (_, index) => ({
    ...registration("paid", "upi", at, { paid: at, seat: true }),
    project_id: projectId,
    name: `Student ${index + 1}`,
    email: `student.${index + 1}@reminders.example`,
  }));
  const refunded = {
    ...registration("refunded", "upi", at, { paid: at, refunded: at }),
    project_id: projectId,
    name: "Refunded Student",
    email: refundedEmail,
  };
  const session = (title: string, hoursAhead: number, cancelled = false) => ({
    id: randomUUID(),
    project_id: projectId,
    title,
    starts_at: new Date(now.getTime() + hoursAhead * hourMs).toISOString(),
    ends_at: new Date(now.getTime() + (hoursAhead + 1) * hourMs).toISOString(),
    place: "online" as const,
    venue_name: null,
    venue_address: null,
    map_url: null,
    online_url: `https://meet.example/${encodeURIComponent(title.toLowerCase())}`,
    status: cancelled ? ("cancelled" as const) : ("scheduled" as const),
    series_id: null,
    cancelled_at: cancelled ? at : null,
    created_at: at,
    updated_at: at,
  });
  const sessions = [
    ...dueTitles.map((title, index) => session(title, 2 + index)),
    session(cancelledTitle, 5, true),
    session(laterTitle, 48),
  ];
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("projects")
      .values({
        id: projectId,
        title: "Smart attendance with face recognition",
        status: "In Progress",
        timeline: "Jan 2027 – Apr 2027",
        description: "A project whose paid students are reminded of its sessions.",
        technologies: "[]",
        objectives: "[]",
        mentor: "Sneha Iyer",
        progress: 0,
        seats: studentCount + 1,
        registration_open: 1,
        position: 0,
        archived_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto("registrations")
      .values([...students, refunded])
      .execute();
    await trx
      .insertInto("tickets")
      .values(
        [...students, refunded].map((holder) => ({
          id: randomUUID(),
          registration_id: holder.id,
          token: secret(),
          check_in_code: `KVT1-${secret()}`,
          created_at: at,
        })),
      )
      .execute();
    await trx.insertInto("project_sessions").values(sessions).execute();
  });
  return { students, refunded, sessions };
}

/** The reminder emails stored in the outbox, and how many of them are not sent yet. */
async function outboxReminders() {
  const rows = await database.db
    .selectFrom("email_outbox")
    .select(["to_address", "subject", "sent_at", "failed_at"])
    .where("template", "=", "session-reminder")
    .execute();
  return { rows, unsent: rows.filter((row) => row.sent_at === null).length };
}

beforeAll(async () => {
  if (!postgres) return;
  await sink.start();
  testDatabase = await createTestDatabase("postgres");
  database = testDatabase.connect();
  await migrateToLatest(database);
}, 120_000);

afterAll(async () => {
  if (!postgres) return;
  await Promise.all(instances.map(({ server }) => stopServerProcess(server)));
  await database.close();
  await testDatabase.drop();
  await sink.stop();
});

describe.skipIf(!postgres)("session reminders from two instances, one killed with SIGKILL", () => {
  it("queues one reminder per student per session in the database, and the SMTP server gets each once (one more copy at most, of the message in flight at the kill)", async () => {
    const started = Date.now();
    // One after the other: each creates the sign-in tables it finds missing at its start.
    await instance("instance-a");
    await instance("instance-b");
    const { students, refunded, sessions } = await seed(new Date());

    // Whichever process sends the first reminder is killed while the rest are queued.
    await until(() => reminders().length > 0, 60_000, "the first reminder");
    const firstSender = senderOf(reminders()[0]!);
    const victim = instances.find(({ name }) => name === firstSender);
    expect(victim, `the first reminder came from ${firstSender}`).toBeDefined();
    victim!.server.child.kill("SIGKILL");
    expect(await victim!.server.exited).toEqual({ code: null, signal: "SIGKILL" });
    const atKill = { received: reminders().length, ...(await outboxReminders()) };
    expect(atKill.received).toBeLessThan(due);
    expect(atKill.unsent).toBeGreaterThan(0);

    // The restart: a new process on the same database in place of the killed one.
    await instance("instance-c");
    await until(
      async () => reminders().length >= due && (await outboxReminders()).unsent === 0,
      180_000,
      `${due} reminders received and none left unsent (${reminders().length} received)`,
    );
    // Every stored reminder is sent: a further copy could only come from an unsent row.
    const outbox = await outboxReminders();

    // What the database decided: one reminder row and one email per student per due session.
    const stored = await database.db
      .selectFrom("session_reminders")
      .select(["registration_id", "session_id", "kind"])
      .execute();
    expect(stored).toHaveLength(due);
    const expectedPairs = students.flatMap((student) =>
      sessions
        .filter(({ title }) => dueTitles.includes(title))
        .map((session) => `${student.id} ${session.id}`),
    );
    expect(new Set(stored.map((row) => `${row.registration_id} ${row.session_id}`))).toEqual(
      new Set(expectedPairs),
    );
    expect(stored.every((row) => row.kind === "first")).toBe(true);
    expect(stored.some((row) => row.registration_id === refunded.id)).toBe(false);

    expect(outbox.rows).toHaveLength(due);
    expect(outbox.rows.every((row) => row.sent_at !== null && row.failed_at === null)).toBe(true);
    const outboxPairs = outbox.rows.map(
      (row) => `${row.to_address} ${/^Reminder: (.*?), /.exec(row.subject)?.[1] ?? ""}`,
    );
    const expectedMail = students.flatMap((student) =>
      dueTitles.map((title) => `${student.email} ${title}`),
    );
    expect(outboxPairs.toSorted()).toEqual(expectedMail.toSorted());

    // What the SMTP server received: each (student, session) once, but for the one message
    // the killed process may have had accepted and not yet recorded as sent.
    const received = reminders();
    const copies = new Map<string, ReceivedEmail[]>();
    for (const email of received) {
      for (const to of email.to) {
        const key = `${to} ${titleOf(email)}`;
        copies.set(key, [...(copies.get(key) ?? []), email]);
      }
    }
    expect([...copies.keys()].toSorted()).toEqual(expectedMail.toSorted());
    const repeated = [...copies.entries()].filter(([, emails]) => emails.length > 1);
    expect(
      repeated.length,
      `sent twice: ${repeated.map(([key]) => key).join(", ")}`,
    ).toBeLessThanOrEqual(1);
    for (const [, emails] of repeated) {
      expect(emails).toHaveLength(2);
      expect(emails.map(senderOf)).toContain(victim!.name);
    }
    expect(received).toHaveLength(due + repeated.length);
    expect(sink.received.filter(sentTo(refundedEmail))).toEqual([]);
    expect(
      received.filter((email) => [cancelledTitle, laterTitle].includes(titleOf(email))),
    ).toEqual([]);

    const bySender = Object.fromEntries(
      instances.map(({ name }) => [
        name,
        received.filter((email) => senderOf(email) === name).length,
      ]),
    );
    const bySweep = Object.fromEntries(
      instances.map(({ name, server }) => [name, queuedBy(server)]),
    );
    report("session reminders through a SIGKILL", {
      reminders: due,
      killed: victim!.name,
      receivedAtKill: atKill.received,
      unsentAtKill: atKill.unsent,
      sentTwice: repeated.length,
      queuedBy: bySweep,
      sentBy: bySender,
      seconds: Math.round((Date.now() - started) / 1000),
    });
  }, 300_000);
});
