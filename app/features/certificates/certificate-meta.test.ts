import { describe, expect, it } from "vitest";
import { certificateMeta } from "./certificate-meta";
import { replaced, revoked, valid, withdrawn } from "./fixtures";

const matches = [{ id: "root", loaderData: { siteOrigin: "https://kodeveda.in" } }];

const valueOf = (meta: ReturnType<typeof certificateMeta>, key: string) => {
  const tag = meta.find(
    (each) =>
      ("property" in each && each.property === key) || ("name" in each && each.name === key),
  );
  return tag && "content" in tag ? tag.content : undefined;
};

describe("a certificate page's meta", () => {
  it("gives a valid one a preview card with its own picture, at an absolute address", () => {
    const meta = certificateMeta(matches, valid, false);
    expect(meta).toContainEqual({
      title: "Certificate KV-7K3M-Q9TX · Smart attendance with face recognition | Kodeveda",
    });
    expect(valueOf(meta, "og:description")).toBe(
      "Ananya Reddy completed Smart attendance with face recognition with Kodeveda (5 Dec 2026 – 30 Jan 2027 · 24 hours). Verify this certificate.",
    );
    expect(valueOf(meta, "og:image")).toBe(
      "https://kodeveda.in/certificates/KV-7K3M-Q9TX/image.png",
    );
    expect(valueOf(meta, "og:image:width")).toBe("1200");
    expect(valueOf(meta, "og:image:height")).toBe("630");
    expect(valueOf(meta, "og:type")).toBe("website");
    expect(valueOf(meta, "twitter:card")).toBe("summary_large_image");
  });

  it("keeps robots out unless the holder let them in", () => {
    expect(valueOf(certificateMeta(matches, valid, false), "robots")).toBe("noindex");
    expect(valueOf(certificateMeta(matches, valid, true), "robots")).toBeUndefined();
  });

  it("gives no preview card, and no name, to one that is not valid or not found", () => {
    for (const certificate of [revoked, replaced, withdrawn, null]) {
      const meta = certificateMeta(matches, certificate, true);
      expect(valueOf(meta, "robots")).toBe("noindex");
      expect(valueOf(meta, "og:title")).toBeUndefined();
      expect(valueOf(meta, "og:image")).toBeUndefined();
      expect(valueOf(meta, "twitter:card")).toBeUndefined();
    }
    expect(JSON.stringify(certificateMeta(matches, withdrawn, false))).not.toContain("Ananya");
  });
});
