import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, preferredEncoding } from "./static-files";

const both = { br: Buffer.from("b"), gzip: Buffer.from("g") };

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, among what the client accepts", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(preferredEncoding("gzip, deflate", both)).toBe("gzip");
    expect(preferredEncoding("*", both)).toBe("br");
  });

  it("sends the file as is when nothing acceptable exists", () => {
    expect(preferredEncoding(undefined, both)).toBeUndefined();
    expect(preferredEncoding("identity", both)).toBeUndefined();
    expect(preferredEncoding("br", { gzip: Buffer.from("g") })).toBeUndefined();
  });

  it("honours q=0 as a refusal", () => {
    expect(preferredEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip", both)).toBe("br");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script once and ignores external ones", () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script>a()</script>';
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
});
