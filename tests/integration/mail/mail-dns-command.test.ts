import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { dkimPublicKey } from "#server/config/mail-signing";
import { projectRoot } from "../../support/test-server";
import { testDialect } from "../../support/test-database";

const run = promisify(execFile);

/** It reads no database: once is enough. */
describe.skipIf(testDialect() !== "sqlite")("npm run mail:dns", () => {
  it("makes the DKIM key once, readable by its owner only, and prints the records for it", async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-mail-dns-"));
    const keyFile = path.join(directory, "keys", "dkim.pem");
    const env = {
      ...process.env,
      DATA_DIR: directory,
      DKIM_PRIVATE_KEY_FILE: keyFile,
      MAIL_FROM: "Kodeveda <no-reply@kodeveda.in>",
      SMTP_URL: "smtp://user:secret@email-smtp.ap-south-1.amazonaws.com:587",
    };
    const command = [path.join(projectRoot, "scripts/mail-dns.ts"), "--create-key"];
    const tsx = path.join(projectRoot, "node_modules/.bin/tsx");

    const first = await run(tsx, command, { cwd: projectRoot, env });
    expect(first.stdout).toContain(`Created the DKIM key ${keyFile}`);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const key = fs.readFileSync(keyFile, "utf8");
    // The key's public half, split into the 255-character strings a TXT record is made of.
    const published = `v=DKIM1; k=rsa; p=${dkimPublicKey(key)}`;
    const strings = published
      .match(/.{1,255}/g)!
      .map((chunk) => `"${chunk}"`)
      .join(" ");
    expect(first.stdout).toContain(`kodeveda._domainkey.kodeveda.in  TXT  ${strings}`);
    expect(first.stdout).toContain('kodeveda.in  TXT  "v=spf1 include:amazonses.com ~all"');
    expect(first.stdout).toContain('_dmarc.kodeveda.in  TXT  "v=DMARC1; p=none;');

    const again = await run(tsx, command, { cwd: projectRoot, env });
    expect(again.stdout).not.toContain("Created");
    expect(fs.readFileSync(keyFile, "utf8")).toBe(key);
    fs.rmSync(directory, { recursive: true, force: true });
  }, 60_000);
});
