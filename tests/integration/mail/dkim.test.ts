import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { authenticate } from "mailauth";
import { describe, expect, it } from "vitest";
import { mailDnsRecords, type DnsRecord } from "#server/mail/dns-records";
import { postJsonTo } from "../../support/http";
import { serverWithMail } from "../../support/server-with-mail";
import { sentTo } from "../../support/smtp-sink";

const newPrivateKey = () =>
  generateKeyPairSync("rsa", { modulusLength: 2048 })
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString();

/** The key `npm run mail:dns -- --create-key` would make, in a folder of this file's own. */
const keyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-dkim-")), "dkim.pem");
fs.writeFileSync(keyFile, newPrivateKey(), { mode: 0o600 });

const site = serverWithMail({
  MAIL_FROM: "Kodeveda <no-reply@kodeveda.test>",
  DKIM_PRIVATE_KEY_FILE: keyFile,
  DKIM_SELECTOR: "mail2026",
  FORM_RATE_LIMIT: "1000",
});

/** A receiver's DNS holding only `records`: every other name does not exist. */
function dnsWith(records: DnsRecord[]) {
  return (name: string, type: string) => {
    const found = records.filter((record) => record.name === name && record.type === type);
    if (found.length === 0) {
      return Promise.reject(Object.assign(new Error(`${name} ${type}`), { code: "ENOTFOUND" }));
    }
    // As node:dns answers TXT: each record a list of its strings.
    return Promise.resolve(found.map((record) => [record.value]));
  };
}

/** The acknowledgement of a contact message from `visitor`, exactly as it was received. */
async function acknowledgementTo(visitor: string): Promise<Buffer> {
  const response = await postJsonTo(site.server, "/api/contact", {
    name: "Ravi Teja",
    email: visitor,
    phone: "98480 22338",
    message: "Do you run weekend workshops for colleges?",
  });
  expect(response.status).toBe(201);
  const [mail] = await site.sink.waitFor(sentTo(visitor));
  return mail!.raw;
}

/** What a receiving mail server concludes of `message` with `records` in DNS. */
const receiverCheck = (message: Buffer, records: DnsRecord[]) =>
  authenticate(message, {
    resolver: dnsWith(records),
    ip: "127.0.0.1",
    helo: "localhost",
    sender: "no-reply@kodeveda.test",
    mta: "mx.example.com",
  });

describe("the site's mail, as a receiver checks it", () => {
  it("is signed for the sender's domain, verifies against the records mail:dns prints and passes DMARC", async () => {
    const message = await acknowledgementTo("dkim-check@example.com");
    const result = await receiverCheck(message, mailDnsRecords(site.server.config.mail));
    expect(result.dkim.results).toMatchObject([
      { signingDomain: "kodeveda.test", selector: "mail2026", status: { result: "pass" } },
    ]);
    expect(result.dmarc).toMatchObject({ status: { result: "pass" }, domain: "kodeveda.test" });
  });

  it("fails the check when the key in DNS is not the one the site signs with", async () => {
    const message = await acknowledgementTo("dkim-other-key@example.com");
    const { mail } = site.server.config;
    const otherKey = mailDnsRecords({
      ...mail,
      dkim: { ...mail.dkim!, privateKey: newPrivateKey() },
    });
    const result = await receiverCheck(message, otherKey);
    expect(result.dkim.results).toMatchObject([{ status: { result: "fail" } }]);
    expect(result.dmarc).toMatchObject({ status: { result: "fail" } });
  });
});
