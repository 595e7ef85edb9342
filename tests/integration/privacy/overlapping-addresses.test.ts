import { randomInt } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { pipelineProjects } from "#shared/content/projects";
import * as outboxAbout from "#server/db/migrations/0015-outbox-about";
import { queueEmails } from "#server/mail/outbox";
import { postFromSite } from "../../support/http";
import { outboxIdle } from "../../support/outbox-idle";
import { serverWithMail } from "../../support/server-with-mail";
import { studentRegistration } from "../../support/students";
import { recentUtr } from "../../support/utr";

/**
 * Issue 35, finding 1: "Your data" matched addresses by substring, so the owner of
 * `m3@example.co` saw, downloaded and could erase what was held about `victim3@example.com`.
 * Here five people whose addresses are substrings and superstrings of one another — in the
 * local part and in the domain — each leave the same records, and each must reach only
 * their own.
 */

const site = serverWithMail({
  FORM_RATE_LIMIT: "1000",
  TRUST_PROXY: "true",
  STAFF_EMAIL: "office@kodeveda.test",
  UPI_VPA: "kodeveda@okaxis",
  UPI_PAYEE_NAME: "Kodeveda Technologies",
});

const letters = "abcdefghijklmnopqrstuvwxyz";
const word = (length: number) =>
  Array.from({ length }, () => letters.charAt(randomInt(letters.length))).join("");

const domain = `college-${word(8)}`;
const victim = `priya.sharma3@${domain}.example`;
const overlapping = {
  victim,
  localPartInside: `sharma3@${domain}.example`,
  localPartAround: `xpriya.sharma3@${domain}.example`,
  domainInside: `priya.sharma3@${domain}.exampl`,
  domainAround: `priya.sharma3@${domain}.example.in`,
} as const;
type Who = keyof typeof overlapping;
const everyone = Object.keys(overlapping) as Who[];

/** What only this person typed: found in their records and in nobody else's. */
const marks = Object.fromEntries(
  everyone.map((who) => [
    who,
    { name: `Priya ${word(10)}`, phone: `9${String(randomInt(100_000_000, 1_000_000_000))}` },
  ]),
) as Record<Who, { name: string; phone: string }>;

let network = 0;
/** Each person's registration, by its reference. */
const references = new Map<Who, string>();

/**
 * One person's booking, contact message, UPI registration with its UTR handed in, grievance
 * and a failed staff sign-in: each stores a row keyed by the address, and staff are mailed
 * about the first four with the address, name and phone in the message.
 */
async function leaveRecords(who: Who) {
  const email = overlapping[who];
  const { name, phone } = marks[who];
  const headers = { "x-forwarded-for": `203.0.113.${++network}` };
  const post = async (path: string, body: unknown, expected = 201) => {
    const response = await postFromSite(site.server, path, body, headers);
    expect(response.status, `${path} for ${email}`).toBe(expected);
    return response.json() as Promise<Record<string, unknown>>;
  };
  await post("/api/bookings", {
    organizationName: `${name} Foundation`,
    email,
    contactNumber: phone,
    address: "Gandipet, Hyderabad",
    message: `Please call ${name} on ${phone}.`,
  });
  await post("/api/contact", { name, email, phone, message: `This is ${name}, ${phone}.` });
  const { reference } = await post(
    "/api/register",
    studentRegistration(pipelineProjects[0]!.id, { email, name, phone }),
  );
  references.set(who, String(reference));
  await post(`/api/registrations/${String(reference)}/upi`, { utr: recentUtr() }, 200);
  await post("/api/your-data/grievances", { name, email, message: `${name} complains.` });
  await post("/api/auth/login", { email, password: "not the password" }, 401);
}

const person = () => site.server.services.privacy.person;

/** The other people's marks that `text` shows. */
const othersIn = (who: Who, text: string) =>
  everyone
    .filter((other) => other !== who)
    .flatMap((other) => [marks[other].name, marks[other].phone])
    .filter((mark) => text.includes(mark));

async function downloaded(email: string): Promise<string> {
  const files = unzipSync(await person().download(email));
  return Object.values(files)
    .map((file) => strFromU8(file))
    .join("\n");
}

/** Every row held for `email`, as stored: what an erasure of someone else must leave alone. */
async function heldFor(email: string): Promise<string> {
  const found = await person().rowsFor(email);
  const byId = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    String(a.id).localeCompare(String(b.id));
  return JSON.stringify(
    Object.entries(found).map(([table, rows]) => [table, [...rows].sort(byId)]),
  );
}

describe("addresses inside one another", () => {
  it("each person sees and downloads only their own records, staff's notifications about them included", async () => {
    for (const who of everyone) await leaveRecords(who);
    await outboxIdle(site.server);

    for (const who of everyone) {
      const email = overlapping[who];
      const summary = await person().summary(email);
      const shown = JSON.stringify(summary);
      expect(othersIn(who, shown), `${who} sees`).toEqual([]);
      expect(shown).toContain(marks[who].phone);
      // The notifications to staff about their own records are theirs, found by the record.
      const emails = summary.find((section) => section.table === "email_outbox");
      const templates = (emails?.items ?? []).flatMap((item) =>
        item.fields.filter((field) => field.label === "Template").map((field) => field.value),
      );
      expect(templates.sort(), `${who}'s emails`).toEqual(
        expect.arrayContaining([
          "booking-staff",
          "contact-staff",
          "upi-verify-staff",
          "grievance-officer",
        ]),
      );
      const audit = summary.find((section) => section.table === "audit_log");
      expect(audit?.items.length, `${who}'s audit entries`).toBeGreaterThan(0);

      const zip = await downloaded(email);
      expect(othersIn(who, zip), `${who} downloads`).toEqual([]);
      expect(zip).toContain(marks[who].phone);
    }
  });

  it("erasing one person leaves every row of the others as it was", async () => {
    const { erasure } = site.server.services.privacy;
    // A payment being verified holds an erasure back: staff confirm each one first.
    const staff = { id: null, email: "office@kodeveda.test" };
    for (const reference of references.values()) {
      await site.server.services.registrations.confirmUpiPayment(reference, staff);
    }
    // Messages being sent change their rows: compare the rows once the outbox is idle.
    await outboxIdle(site.server);
    // Erased first: the two whose addresses lie inside the victim's, then the victim, whose
    // address lies inside the last two.
    for (const who of ["localPartInside", "domainInside", "victim"] as const) {
      const others = everyone.filter((other) => other !== who);
      const before = await Promise.all(others.map((other) => heldFor(overlapping[other])));
      await erasure.erase(overlapping[who], { by: "self", channel: "web" });
      await outboxIdle(site.server);
      const after = await Promise.all(others.map((other) => heldFor(overlapping[other])));
      expect(after, `erasing ${who}`).toEqual(before);
      expect(othersIn(who, await heldFor(overlapping[who])), `${who} after erasure`).toEqual([]);
    }
    for (const who of ["localPartAround", "domainAround"] as const) {
      const shown = JSON.stringify(await person().summary(overlapping[who]));
      expect(shown).toContain(marks[who].phone);
      expect(shown).toContain("upi-verify-staff");
    }
  });
});

describe("messages to staff queued before they named their record", () => {
  it("are given their record by the migration, and only their own", async () => {
    const { db } = site.server.database;
    const named = () =>
      db
        .selectFrom("email_outbox")
        .select(["id", "template", "about"])
        .where("about", "is not", null)
        .orderBy("id")
        .execute();
    const before = await named();
    expect(new Set(before.map((row) => row.template))).toEqual(
      new Set([
        "booking-staff",
        "contact-staff",
        "upi-verify-staff",
        "registration-paid-staff",
        "grievance-officer",
      ]),
    );
    await outboxAbout.down(db as unknown as Kysely<unknown>);
    await outboxAbout.up(db as unknown as Kysely<unknown>);
    expect(await named()).toEqual(before);
  });
});

describe("a guardian's erasure", () => {
  it("leaves the student's registration and staff's messages about it to the student", async () => {
    const guardianEmail = `guardian.${word(8)}@${domain}.example`;
    const body = studentRegistration(pipelineProjects[0]!.id, {
      under18: true,
      guardianName: "Lakshmi Reddy",
      guardianEmail,
    });
    const response = await postFromSite(site.server, "/api/register", body);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const { db } = site.server.database;
    const { id } = await db
      .selectFrom("registrations")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    // As the UPI step queues it once the student pays.
    const about = { table: "registrations", id } as const;
    await queueEmails(db, [
      {
        template: "upi-verify-staff",
        to: "office@kodeveda.test",
        subject: reference,
        props: {},
        about,
      },
    ]);

    const seen = await person().rowsFor(guardianEmail);
    expect(seen.email_outbox?.map((message) => message.about)).toContain(`registrations:${id}`);
    await site.server.services.privacy.erasure.erase(guardianEmail, { by: "self", channel: "web" });

    const left = await person().rowsFor(body.email);
    expect(left.registrations).toEqual([
      expect.objectContaining({ id, guardian_email: null, guardian_name: null }),
    ]);
    expect(left.email_outbox?.map((message) => message.about)).toContain(`registrations:${id}`);
  });
});
