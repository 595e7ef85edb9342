import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "./config-error";
import { dkimPublicKey, resolveDkim, senderDomain } from "./mail-signing";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "mail-signing-"));
const pem = (type: "rsa" | "ec", bits = 2048) =>
  (type === "rsa"
    ? generateKeyPairSync("rsa", { modulusLength: bits })
    : generateKeyPairSync("ec", { namedCurve: "P-256" })
  ).privateKey.export({ type: "pkcs8", format: "pem" });
const keyAt = (name: string, contents: string | Buffer) => {
  fs.writeFileSync(path.join(folder, name), contents);
  return name;
};
const from = "Kodeveda <no-reply@Kodeveda.in>";

describe("resolveDkim", () => {
  it("signs nothing without a key, and refuses a selector or domain given without one", () => {
    expect(resolveDkim({}, from, folder)).toBeUndefined();
    expect(() => resolveDkim({ selector: "mail" }, from, folder)).toThrow(
      new ConfigError("DKIM_PRIVATE_KEY_FILE must be set because DKIM_SELECTOR is set"),
    );
    expect(() => resolveDkim({ domain: "kodeveda.in" }, from, folder)).toThrow(
      /^DKIM_PRIVATE_KEY_FILE must be set because DKIM_DOMAIN is set$/,
    );
  });

  it("signs for the sender's domain with the default selector, the key read relative to the folder", () => {
    const key = pem("rsa");
    const signing = resolveDkim({ keyFile: keyAt("rsa.pem", key) }, from, folder);
    expect(signing).toEqual({
      domainName: "kodeveda.in",
      keySelector: "kodeveda",
      privateKey: key,
    });
    expect(
      resolveDkim(
        { keyFile: "rsa.pem", selector: "s2026", domain: "Mail.Kodeveda.in" },
        from,
        folder,
      ),
    ).toMatchObject({ domainName: "mail.kodeveda.in", keySelector: "s2026" });
  });

  it("names the variable when the file is missing or holds no usable RSA key", () => {
    expect(() => resolveDkim({ keyFile: "absent.pem" }, from, folder)).toThrow(
      /^DKIM_PRIVATE_KEY_FILE must name a readable file \(got ".*absent\.pem"\)$/,
    );
    for (const [name, contents] of [
      ["text.pem", "not a key"],
      ["ec.pem", pem("ec")],
      ["short.pem", pem("rsa", 512)],
    ] as const) {
      expect(() => resolveDkim({ keyFile: keyAt(name, contents) }, from, folder), name).toThrow(
        /^DKIM_PRIVATE_KEY_FILE must hold an RSA private key of 2048 bits in PEM/,
      );
    }
  });
});

describe("senderDomain and dkimPublicKey", () => {
  it("takes the domain of a sender with or without a display name", () => {
    expect(senderDomain("Kodeveda <no-reply@kodeveda.in>")).toBe("kodeveda.in");
    expect(senderDomain("office@Example.COM")).toBe("example.com");
  });

  it("gives the public key as DKIM's p= carries it: base64 of its DER form", () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    expect(dkimPublicKey(privateKey)).toBe(
      publicKey.export({ type: "spki", format: "der" }).toString("base64"),
    );
  });
});
