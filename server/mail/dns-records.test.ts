import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dkimPublicKey } from "../config/mail-signing";
import { mailDnsRecords, spfIncludeFor } from "./dns-records";

const from = "Kodeveda <no-reply@kodeveda.in>";

describe("mailDnsRecords", () => {
  it("gives SPF for the SMTP service, the DKIM key and a reporting DMARC policy for the sender's domain", () => {
    const privateKey = generateKeyPairSync("rsa", { modulusLength: 2048 })
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString();
    const records = mailDnsRecords({
      from,
      smtpUrl: "smtp://apikey:secret@smtp.gmail.com:587",
      dkim: { domainName: "kodeveda.in", keySelector: "kodeveda", privateKey },
    });
    expect(records.map(({ name, type, value }) => ({ name, type, value }))).toEqual([
      { name: "kodeveda.in", type: "TXT", value: "v=spf1 include:_spf.google.com ~all" },
      {
        name: "kodeveda._domainkey.kodeveda.in",
        type: "TXT",
        value: `v=DKIM1; k=rsa; p=${dkimPublicKey(privateKey)}`,
      },
      {
        name: "_dmarc.kodeveda.in",
        type: "TXT",
        value: "v=DMARC1; p=none; adkim=r; aspf=r; rua=mailto:dmarc-reports@kodeveda.in",
      },
    ]);
  });

  it("leaves DKIM out without a key, and falls back to the domain's own servers for an unknown service", () => {
    const records = mailDnsRecords({
      from,
      smtpUrl: "smtp://mail.kodeveda.in:587",
      dkim: undefined,
    });
    expect(records.map((record) => record.name)).toEqual(["kodeveda.in", "_dmarc.kodeveda.in"]);
    expect(records[0]).toMatchObject({ value: "v=spf1 a mx ~all" });
    expect(records[0]!.why).toContain("include:");
  });
});

describe("spfIncludeFor", () => {
  it.each([
    ["smtp://u:p@smtp.gmail.com:465", "_spf.google.com"],
    ["smtps://u:p@smtp-relay.gmail.com", "_spf.google.com"],
    ["smtp://u:p@smtp.zoho.in:587", "zoho.in"],
    ["smtp://u:p@smtppro.zoho.com:587", "zoho.com"],
    ["smtp://u:p@email-smtp.ap-south-1.amazonaws.com:587", "amazonses.com"],
    ["smtp://u:p@smtp-relay.brevo.com:587", "spf.brevo.com"],
    ["smtp://u:p@smtp-relay.sendinblue.com:587", "spf.brevo.com"],
  ])("knows %s", (url, include) => {
    expect(spfIncludeFor(url)?.include).toBe(include);
  });

  it("knows nothing of other hosts, nor of a look-alike", () => {
    expect(spfIncludeFor(undefined)).toBeUndefined();
    expect(spfIncludeFor("smtp://smtp.gmail.com.evil.example")).toBeUndefined();
  });
});
