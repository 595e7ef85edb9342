/**
 * npm run mail:dns [-- --create-key]
 *
 * Prints the SPF, DKIM and DMARC records to add at the DNS host of the sender's domain
 * (MAIL_FROM), for the configured SMTP service (SMTP_URL) and DKIM key (DKIM_PRIVATE_KEY_FILE).
 * With --create-key it first makes that key (RSA, 2048 bits, readable by its owner only) when
 * the file does not exist yet; an existing key is never replaced.
 */
import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "#server/config";
import { mailDnsRecords } from "#server/mail/dns-records";

const { values } = parseArgs({ options: { "create-key": { type: "boolean", default: false } } });

const keyFile = process.env.DKIM_PRIVATE_KEY_FILE;
if (values["create-key"]) {
  if (!keyFile) {
    console.error("--create-key needs DKIM_PRIVATE_KEY_FILE: the path to keep the key at.");
    process.exit(2);
  }
  if (!fs.existsSync(keyFile)) {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    fs.mkdirSync(path.dirname(path.resolve(keyFile)), { recursive: true });
    fs.writeFileSync(keyFile, privateKey.export({ type: "pkcs8", format: "pem" }), {
      mode: 0o600,
      flag: "wx",
    });
    console.log(`Created the DKIM key ${keyFile}`);
  }
}

function configuration() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}

const config = configuration();
if (!config.mail.dkim) {
  console.log(
    "No DKIM key is configured (DKIM_PRIVATE_KEY_FILE): mail goes out unsigned, and Gmail sends much of it to spam.\n",
  );
}

/** TXT strings are at most 255 characters; DNS hosts that ask for them split show it so. */
const quoted = (value: string) =>
  (value.match(/.{1,255}/g) ?? [value]).map((chunk) => `"${chunk}"`).join(" ");

console.log("Add these TXT records at the DNS host of your domain:\n");
for (const record of mailDnsRecords(config.mail)) {
  console.log(`${record.name}  ${record.type}  ${quoted(record.value)}`);
  console.log(`  ${record.why}\n`);
}
