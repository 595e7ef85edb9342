import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ConfigError } from "./config-error";

/**
 * DKIM: every message carries a signature that receivers check against a public key the
 * company publishes in DNS, so Gmail and Outlook can tell our OTPs and receipts from forgeries
 * (docs/operations.md, "Mail that reaches the inbox").
 */
export interface DkimSigning {
  /** d=: the domain that vouches for the message; DMARC wants it to be the From address's. */
  domainName: string;
  /** s=: the public key is published at `<selector>._domainkey.<domain>`. */
  keySelector: string;
  /** PEM, as nodemailer's `dkim` option takes it. */
  privateKey: string;
}

export const defaultDkimSelector = "kodeveda";

/** The domain of a sender such as `Kodeveda <no-reply@kodeveda.in>`. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address
    .slice(address.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
}

/** The public half of a PEM private key, as the DKIM record's `p=` carries it. */
export function dkimPublicKey(privateKey: string | KeyObject): string {
  return createPublicKey(privateKey).export({ type: "spki", format: "der" }).toString("base64");
}

function readPrivateKey(file: string): string {
  let pem: string;
  try {
    pem = fs.readFileSync(file, "utf8");
  } catch {
    throw new ConfigError(`DKIM_PRIVATE_KEY_FILE must name a readable file (got "${file}")`);
  }
  try {
    const key = createPrivateKey(pem);
    // Receivers treat keys under 1024 bits as no signature at all (RFC 8301).
    if (key.asymmetricKeyType !== "rsa" || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 1024) {
      throw new Error("not RSA of 1024 bits or more");
    }
  } catch {
    throw new ConfigError(
      `DKIM_PRIVATE_KEY_FILE must hold an RSA private key of 2048 bits in PEM (got "${file}")`,
    );
  }
  return pem;
}

/** The signing settings, or undefined when no key is configured (mail then goes unsigned). */
export function resolveDkim(
  settings: {
    keyFile?: string | undefined;
    selector?: string | undefined;
    domain?: string | undefined;
  },
  from: string,
  cwd: string,
): DkimSigning | undefined {
  if (!settings.keyFile) {
    const stray = settings.selector ? "DKIM_SELECTOR" : settings.domain ? "DKIM_DOMAIN" : undefined;
    if (stray) throw new ConfigError(`DKIM_PRIVATE_KEY_FILE must be set because ${stray} is set`);
    return undefined;
  }
  return {
    domainName: (settings.domain ?? senderDomain(from)).toLowerCase(),
    keySelector: settings.selector ?? defaultDkimSelector,
    privateKey: readPrivateKey(path.resolve(cwd, settings.keyFile)),
  };
}
