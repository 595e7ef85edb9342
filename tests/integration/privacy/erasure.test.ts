import fs from "node:fs";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { paymentRecordRetainedReason } from "#shared/domain/privacy";
import { erasureMessages } from "#server/services/privacy/erasure-contract";
import { sessionFor } from "../../support/accounts";
import { outboxIdle } from "../../support/outbox-idle";
import { testDialect } from "../../support/test-database";
import { userUnknown } from "../../support/smtp-sink";
import { studentRegistration } from "../../support/students";
import type { TestServer } from "../../support/test-server";
import { recentUtr } from "../../support/utr";
import { adminEmail, distinctivePerson, fillPerson, mailTo, privacyServer } from "./setup";

const site = privacyServer();
const { sink, server } = site;

/**
 * Where the database holds any of `needles` (lower case) as text. SQLite: the file's bytes,
 * after a checkpoint moved the write-ahead log into it (secure_delete has overwritten what was
 * deleted). PostgreSQL: every text column of every table of the test's schema.
 */
async function traces(target: TestServer, needles: string[]): Promise<string[]> {
  const { db } = target.database;
  if (testDialect() === "sqlite") {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    const file =
      target.testDatabase.target.kind === "sqlite" ? target.testDatabase.target.file : "";
    const found: string[] = [];
    for (const path of [file, `${file}-wal`]) {
      if (!fs.existsSync(path)) continue;
      const bytes = fs.readFileSync(path).toString("latin1").toLowerCase();
      for (const needle of needles) if (bytes.includes(needle)) found.push(`${path}: ${needle}`);
    }
    return found;
  }
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = ${target.testDatabase.schema}
      and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`.execute(db);
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const { rows } = await sql<{ n: string | number }>`
        select count(*) as n from ${sql.table(table)}
        where strpos(lower(${sql.ref(column)}::text), ${needle}) > 0`.execute(db);
      if (Number(rows[0]?.n) > 0) found.push(`${table}.${column}: ${needle}`);
    }
  }
  return found;
}

describe("erasure", () => {
  it("leaves no trace of the person, keeps the payment record, gives seats back and suppresses the address", async () => {
    const person = distinctivePerson();
    const held = await fillPerson(site, person);
    const email = person.email.toLowerCase();
    const needles = [email, person.name.toLowerCase(), person.phone];
    expect(await sessionFor(server(), held.cookie)).toMatchObject({ user: { email } });
    // Everything is there before: the search finds what it looks for.
    expect((await traces(server(), needles)).length).toBeGreaterThan(0);
    const { db } = server().database;
    // They are also the guardian named on another student's registration.
    await db
      .updateTable("registrations")
      .set({ under_18: 1, guardian_name: person.name, guardian_email: person.email })
      .where("reference", "=", held.otherReference)
      .execute();

    const { reference, kept } = await server().services.privacy.erasure.erase(person.email, {
      by: "self",
      channel: "web",
    });
    expect(reference).toMatch(/^DR-[0-9A-Z]{6}$/);
    expect(kept).toEqual([
      { what: `Payment record ${held.paidReference}`, why: paymentRecordRetainedReason },
    ]);

    // The last email tells them what was kept and why, and is deleted once sent.
    const [last] = await sink.waitFor(
      (mail) => mailTo(email)(mail) && mail.subject.startsWith("We have erased your data"),
    );
    expect(last!.text).toContain(reference);
    expect(last!.text).toContain(held.paidReference);
    expect(last!.text).toContain(paymentRecordRetainedReason);
    await outboxIdle(server());

    expect(await traces(server(), needles)).toEqual([]);

    // The payment record stays, with nothing but the record and why it stays.
    expect(
      await db
        .selectFrom("registrations")
        .selectAll()
        .where("reference", "=", held.paidReference)
        .executeTakeFirstOrThrow(),
    ).toMatchObject({
      status: "paid",
      payment_method: "stripe",
      amount_paise: 50_000,
      currency: "INR",
      paid_at: expect.any(String) as string,
      stripe_payment_intent_id: expect.stringMatching(/^pi_/) as string,
      retained_reason: paymentRecordRetainedReason,
      name: "erased",
      email: "erased",
      phone: "",
      college: "",
    });
    // The other student's registration stays, without its guardian.
    expect(
      await db
        .selectFrom("registrations")
        .select(["email", "under_18", "guardian_name", "guardian_email"])
        .where("reference", "=", held.otherReference)
        .executeTakeFirstOrThrow(),
    ).toMatchObject({ under_18: 1, guardian_name: null, guardian_email: null });
    const unpaid = await db
      .selectFrom("registrations")
      .select("id")
      .where("reference", "=", held.unpaidReference)
      .executeTakeFirst();
    expect(unpaid).toBeUndefined();

    // The unpaid registration's seat went to the next person waiting; the offered seat they
    // held on the other project went back to it.
    const entries = await db
      .selectFrom("waitlist_entries")
      .select(["project_id", "email", "status"])
      .where("project_id", "in", [held.heldProject, held.fullProject])
      .execute();
    expect(entries).toEqual([
      { project_id: held.heldProject, email: held.waitingEmail.toLowerCase(), status: "offered" },
    ]);
    const seats = await db
      .selectFrom("projects")
      .select(["id", "seats_used"])
      .where("id", "in", [held.heldProject, held.fullProject])
      .orderBy("id")
      .execute();
    expect(Object.fromEntries(seats.map((row) => [row.id, row.seats_used]))).toEqual({
      [held.heldProject]: 1,
      [held.fullProject]: 0,
    });

    expect(await sessionFor(server(), held.cookie)).toBeNull();
    expect(await server().services.privacy.erasure.isSuppressed(` ${person.email} `)).toBe(true);

    // Filed as a completed erasure, anonymised like their other requests; audited.
    expect(
      await db
        .selectFrom("data_requests")
        .select(["kind", "status", "email", "name", "answered_by", "outcome"])
        .where("reference", "=", reference)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      kind: "erasure",
      status: "completed",
      email: null,
      name: null,
      answered_by: "self",
      outcome: expect.stringContaining(held.paidReference) as string,
    });
    expect(
      await db
        .selectFrom("audit_log")
        .select(["actor_email", "action"])
        .where("subject", "=", reference)
        .execute(),
    ).toEqual([{ actor_email: "the person (self-service)", action: "privacy.erased" }]);

    // The newsletter answers as ever, and stores and sends nothing.
    const mailsBefore = sink.received.filter(mailTo(email)).length;
    const again = await fetch(`${server().url}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: person.email, source: "blog" }),
    });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ status: "subscribed" });
    await outboxIdle(server());
    expect(sink.received.filter(mailTo(email))).toHaveLength(mailsBefore);
    expect(await traces(server(), [email])).toEqual([]);
  });

  it("does not keep the last email when the mail server refuses the address for good", async () => {
    const person = distinctivePerson();
    const email = person.email.toLowerCase();
    const contact = await fetch(`${server().url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: person.name,
        email: person.email,
        phone: person.phone,
        message: "Please forget me afterwards.",
      }),
    });
    expect(contact.status).toBe(201);
    await outboxIdle(server());
    sink.refuse = (address) => (address.toLowerCase() === email ? userUnknown(address) : undefined);
    try {
      await server().services.privacy.erasure.erase(person.email, {
        by: { id: null, email: "office@kodeveda.test" },
        channel: "post",
      });
      await outboxIdle(server());
      expect(sink.refused.map((address) => address.toLowerCase())).toContain(email);
    } finally {
      sink.refuse = undefined;
    }
    expect(await traces(server(), [email, person.name.toLowerCase(), person.phone])).toEqual([]);
  });

  it("waits for staff to verify a UPI payment before erasing, so no payment goes unrecorded", async () => {
    const person = distinctivePerson();
    const projects = await server()
      .database.db.selectFrom("projects")
      .select("id")
      .where("registration_open", "=", 1)
      .where("seats_used", "<", sql<number>`seats`)
      .executeTakeFirstOrThrow();
    const registered = await fetch(`${server().url}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(studentRegistration(projects.id, { ...person, password: undefined })),
    });
    expect(registered.status).toBe(201);
    const { reference } = (await registered.json()) as { reference: string };
    const utr = recentUtr();
    const submitted = await fetch(`${server().url}/api/registrations/${reference}/upi`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ utr }),
    });
    expect(submitted.status).toBe(200);
    const { erasure } = server().services.privacy;
    const self = { by: "self", channel: "web" } as const;

    await expect(erasure.erase(person.email, self)).rejects.toThrow(
      erasureMessages.paymentBeingVerified(reference),
    );
    expect(await erasure.isSuppressed(person.email)).toBe(false);

    await server().services.registrations.rejectUpiPayment(
      reference,
      "No payment with this UTR reached our account.",
      { id: null, email: "office@kodeveda.test" },
    );
    expect((await erasure.erase(person.email, self)).kept).toEqual([]);
  });

  it("refuses to erase a staff account's address and changes nothing", async () => {
    const { db } = server().database;
    // Earlier tests' last emails leave the outbox once sent: count after they have gone.
    await outboxIdle(server());
    const outboxBefore = await db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    await expect(
      server().services.privacy.erasure.erase(adminEmail.toUpperCase(), {
        by: { id: null, email: "office@kodeveda.test" },
        channel: "phone",
      }),
    ).rejects.toThrow(erasureMessages.staffAccount);
    expect(await server().services.privacy.erasure.isSuppressed(adminEmail)).toBe(false);
    expect(
      await db
        .selectFrom("data_requests")
        .select("id")
        .where("kind", "=", "erasure")
        .where("channel", "=", "phone")
        .execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom("email_outbox")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow(),
    ).toEqual(outboxBefore);
    const signIn = await fetch(`${server().url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server().config.siteUrl.origin },
      body: JSON.stringify({ email: adminEmail, password: site.portal.password }),
    });
    expect(signIn.status).toBe(200);
  });
});
