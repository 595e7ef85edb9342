import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createMailComposer } from "#server/mail/messages";
import { createOutboxWorker, queueEmails } from "#server/mail/outbox";
import { folderTransport } from "#server/mail/transport";
import { postFromSite } from "../support/http";
import { sentTo, type ReceivedEmail } from "../support/smtp-sink";
import { migratedTestDatabase } from "../support/test-database";
import { serverWithMail } from "../support/server-with-mail";

const adminEmail = "keeper@kodeveda.test";
const adminPassword = "first admin password";
const site = serverWithMail({
  ADMIN_EMAIL: adminEmail,
  ADMIN_PASSWORD: adminPassword,
  SIGN_IN_RATE_LIMIT: "1000",
});
const { sink } = site;

const post = (route: string, body: unknown) => postFromSite(site.server, route, body);

const codeIn = (mail: ReceivedEmail) => /\b(\d{6})\b/.exec(mail.text)?.[1];

describe("a reset code in the outbox", () => {
  it("is in the mail's body only: not its subject, and nowhere in the outbox row once sent", async () => {
    expect((await post("/api/auth/forgot-password", { email: adminEmail })).status).toBe(200);
    const [mail] = await sink.waitFor(sentTo(adminEmail));
    const code = codeIn(mail!);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.subject).toBe("Your Kodeveda admin reset code");
    expect(mail!.rawHeaders).not.toContain(code);

    // The row is marked sent just after the SMTP server took the mail.
    await expect
      .poll(async () => {
        const row = await site.server.database.db
          .selectFrom("email_outbox")
          .select("sent_at")
          .where("template", "=", "admin-reset-code")
          .executeTakeFirstOrThrow();
        return row.sent_at;
      })
      .not.toBeNull();
    const rows = await site.server.database.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("to_address", "=", adminEmail)
      .execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    for (const [column, value] of Object.entries(row!)) {
      expect(String(value), column).not.toContain(code);
    }
    expect(row).toMatchObject({ text_body: "", html_body: "" });
    expect(JSON.parse(row!.props ?? "null")).toEqual({ redacted: true });

    const reset = await post("/api/auth/reset-password", {
      email: adminEmail,
      otp: code,
      newPassword: "a brand new passphrase",
    });
    expect(reset.status).toBe(200);
  });

  it("keeps the props of a message that holds no secret", async () => {
    const response = await post("/api/contact", {
      name: "Priya Sharma",
      email: "priya@student.example",
      phone: "98765 43210",
      message: "Is there a weekend batch for the web development course?",
    });
    expect(response.status).toBe(201);
    await sink.waitFor(sentTo(site.server.config.mail.staffEmail));
    await expect
      .poll(async () => {
        const row = await site.server.database.db
          .selectFrom("email_outbox")
          .select(["sent_at", "props"])
          .where("template", "=", "contact-staff")
          .executeTakeFirstOrThrow();
        return row.sent_at ? row.props : null;
      })
      .toContain("weekend batch");
  });
});

describe("a sensitive message's calendar invitation", () => {
  it("is blanked with its props and bodies once sent; another message's stays", async () => {
    const { testDatabase, database } = await migratedTestDatabase();
    const logger = pino({ level: "silent" });
    const mail = createMailComposer({
      siteUrl: "https://kodeveda.example",
      staffEmail: "staff@kodeveda.example",
    });
    // Stored as the column holds it: what the transport makes of it is not this test's.
    const calendar = JSON.stringify([
      {
        method: "REQUEST",
        content: "BEGIN:VCALENDAR\r\nATTENDEE;CN=Ops:mailto:ops@kodeveda.example\r\nEND:VCALENDAR",
      },
    ]);
    const sent: string[] = [];
    const worker = createOutboxWorker({
      database,
      transport: {
        description: "a transport that takes every message",
        send: (email) => Promise.resolve(void sent.push(email.subject)),
        close: () => undefined,
      },
      logger,
      from: "Kodeveda <noreply@kodeveda.example>",
    });
    try {
      await queueEmails(database.db, [
        ...mail.adminResetCode("ops@kodeveda.example", "493817", 10),
        ...mail.adminPasswordChanged("ops@kodeveda.example"),
      ]);
      await database.db
        .updateTable("email_outbox")
        .set({ calendar })
        .where("to_address", "=", "ops@kodeveda.example")
        .execute();
      expect(await worker.runOnce()).toBe(2);
      expect(sent).toHaveLength(2);
      const rows = await database.db
        .selectFrom("email_outbox")
        .select(["template", "sent_at", "props", "text_body", "html_body", "calendar"])
        .where("to_address", "=", "ops@kodeveda.example")
        .execute();
      const byTemplate = new Map(rows.map((row) => [row.template, row]));
      expect(byTemplate.get("admin-reset-code")).toMatchObject({
        props: JSON.stringify({ redacted: true }),
        text_body: "",
        html_body: "",
        calendar: null,
      });
      expect(byTemplate.get("admin-reset-code")?.sent_at).not.toBeNull();
      expect(byTemplate.get("admin-password-changed")?.calendar).toBe(calendar);
    } finally {
      await worker.stop();
      await database.close();
      await testDatabase.drop();
    }
  });
});

describe("the folder transport", () => {
  it("writes the reset code to the .eml file a developer opens, and not to the log", async () => {
    const { testDatabase, database } = await migratedTestDatabase();
    const lines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const folder = path.join(testDatabase.directory, "outbox");
    const code = "493817";
    const mail = createMailComposer({
      siteUrl: "https://kodeveda.example",
      staffEmail: "staff@kodeveda.example",
    });
    const worker = createOutboxWorker({
      database,
      transport: folderTransport(folder, logger),
      logger,
      from: "Kodeveda <noreply@kodeveda.example>",
    });
    try {
      await queueEmails(database.db, mail.adminResetCode("ops@kodeveda.example", code, 10));
      expect(await worker.runOnce()).toBe(1);
      const written = lines.join("");
      expect(written).toContain("email written to the outbox folder");
      expect(written).not.toContain(code);
      const [file] = fs.readdirSync(folder);
      expect(fs.readFileSync(path.join(folder, file!), "utf8")).toContain(code);
    } finally {
      await worker.stop();
      await database.close();
      await testDatabase.drop();
    }
  });
});
