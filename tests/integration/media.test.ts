import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { imageMessages, maxImageBytes } from "#server/media/validate";
import { otherSiteRefused } from "#server/http/same-origin";
import { staffGuardMessages } from "#server/api/staff-guard";
import { signUpVisitor, uniqueStudentEmail } from "../support/accounts";
import { serverWithAdmin } from "../support/server-with-admin";

const portal = serverWithAdmin({ email: "editor@kodeveda.test" });
const server = () => portal.server;

interface MediaBody {
  media: {
    id: string;
    width: number;
    height: number;
    src: string;
    srcset: string;
    avifSrcset: string;
  };
}
interface RefusalBody {
  error: string;
  fields?: { file?: string };
}

/**
 * The editor's upload: a multipart form with the field "file", from the site's own pages, as
 * the admin unless `cookie` says otherwise ("" for none).
 */
function upload(
  bytes: Buffer,
  name: string,
  { cookie, headers }: { cookie?: string; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return portal.request("/api/admin/media", { method: "POST", cookie, headers, body: form });
}

const photo = () =>
  sharp({
    create: {
      width: 2000,
      height: 1000,
      channels: 3,
      background: "#888",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "Canon", Model: "EOS 5D", Copyright: "Ananya Reddy" } })
    .toBuffer();

const smallPng = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: "#2a9d8f" } })
    .png()
    .toBuffer();

describe("POST /api/admin/media: who may upload", () => {
  it("refuses without a session or with a visitor's (401, as the whole admin API) and another site (403)", async () => {
    const png = await smallPng();
    const visitor = await signUpVisitor(server(), uniqueStudentEmail("media"));
    for (const cookie of ["", visitor.cookie]) {
      const refused = await upload(png, "a.png", { cookie });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ error: staffGuardMessages.signIn });
    }

    const fromElsewhere = await upload(png, "a.png", {
      headers: { origin: "https://evil.example" },
    });
    expect(fromElsewhere.status).toBe(403);
    expect(await fromElsewhere.json()).toEqual({ error: otherSiteRefused });

    const { db } = server().database;
    expect(await db.selectFrom("media").select("id").execute()).toEqual([]);
  });
});

describe("POST /api/admin/media: an admin's upload", () => {
  let media: MediaBody["media"];

  beforeAll(async () => {
    const response = await upload(await photo(), "holiday photo.jpg");
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    ({ media } = (await response.json()) as MediaBody);
  });

  it("answers with the image's size and the addresses of its variants", () => {
    const base = `/media/${media.id}`;
    expect(media).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{20}$/) as string,
      width: 2000,
      height: 1000,
      src: `${base}-960.webp`,
      srcset: `${base}-480.webp 480w, ${base}-720.webp 720w, ${base}-960.webp 960w, ${base}-1440.webp 1440w`,
      avifSrcset: `${base}-480.avif 480w, ${base}-720.avif 720w, ${base}-960.avif 960w, ${base}-1440.avif 1440w`,
    });
  });

  it("stores the image, its eight variants and an audit row naming the admin", async () => {
    const { db } = server().database;
    const row = await db
      .selectFrom("media")
      .selectAll()
      .where("id", "=", media.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      original_name: "holiday photo.jpg",
      width: 2000,
      height: 1000,
      uploaded_by: portal.email,
    });
    const variants = await db
      .selectFrom("media_variants")
      .select(["format", "width", "height"])
      .where("media_id", "=", media.id)
      .orderBy("width")
      .orderBy("format")
      .execute();
    expect(variants).toEqual([
      { format: "avif", width: 480, height: 240 },
      { format: "webp", width: 480, height: 240 },
      { format: "avif", width: 720, height: 360 },
      { format: "webp", width: 720, height: 360 },
      { format: "avif", width: 960, height: 480 },
      { format: "webp", width: 960, height: 480 },
      { format: "avif", width: 1440, height: 720 },
      { format: "webp", width: 1440, height: 720 },
    ]);
    const audit = await db
      .selectFrom("audit_log")
      .select(["actor_email", "subject"])
      .where("action", "=", "media.uploaded")
      .execute();
    expect(audit).toEqual([{ actor_email: portal.email, subject: media.id }]);
  });

  it("serves the variant with its type, length and a year of immutable caching, without EXIF", async () => {
    const response = await fetch(`${server().url}${media.src}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 960, height: 480 });
    expect(metadata.exif).toBeUndefined();

    // A second read comes from memory, the same bytes; a revalidation is a 304.
    const again = await fetch(`${server().url}${media.src}`);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    for (const name of ["content-type", "cache-control", "etag", "x-content-type-options"]) {
      expect(again.headers.get(name), name).toBe(response.headers.get(name));
    }
    expect(again.headers.get("content-security-policy")).toBe(
      response.headers.get("content-security-policy"),
    );
    const revalidated = await fetch(`${server().url}${media.src}`, {
      headers: { "if-none-match": etag ?? "" },
    });
    expect(revalidated.status).toBe(304);
  });

  it("serves the AVIF variants as image/avif", async () => {
    const response = await fetch(`${server().url}/media/${media.id}-1440.avif`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "heif", width: 1440, height: 720 });
  });

  it("makes a width added after the upload from a wider stored variant, once, and keeps it", async () => {
    // A picture uploaded when there was no 720: only its other widths are stored.
    const { db } = server().database;
    await db
      .deleteFrom("media_variants")
      .where("media_id", "=", media.id)
      .where("width", "=", 720)
      .execute();

    // Asked for several times at once, as a page's first visitors would: one file for all.
    const [webp, avif, ...again] = await Promise.all(
      ["webp", "avif", "webp", "webp"].map((format) =>
        fetch(`${server().url}/media/${media.id}-720.${format}`),
      ),
    );
    expect(webp?.status).toBe(200);
    expect(webp?.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await webp!.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: "webp",
      width: 720,
      height: 360,
    });
    for (const response of again) {
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect(avif?.status).toBe(200);
    expect(await sharp(Buffer.from(await avif!.arrayBuffer())).metadata()).toMatchObject({
      format: "heif",
      width: 720,
      height: 360,
    });
    const stored = await db
      .selectFrom("media_variants")
      .select(["format", "height"])
      .where("media_id", "=", media.id)
      .where("width", "=", 720)
      .orderBy("format")
      .execute();
    expect(stored).toEqual([
      { format: "avif", height: 360 },
      { format: "webp", height: 360 },
    ]);
  });

  it("answers 404 for a width, a format or an id there is not", async () => {
    for (const path of [
      `/media/${media.id}-1000.webp`,
      `/media/${media.id}-960.jpg`,
      `/media/${"0".repeat(20)}-960.webp`,
      "/media/..%2F..%2Fetc%2Fpasswd",
      "/media/nothing",
    ]) {
      const response = await fetch(`${server().url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).not.toMatch(/immutable/);
    }
  });
});

describe("POST /api/admin/media: what is accepted", () => {
  it("takes a PNG named .jpg: the content decides, and a small image keeps its own width", async () => {
    const response = await upload(await smallPng(), "really-a-png.jpg");
    expect(response.status).toBe(201);
    const { media } = (await response.json()) as MediaBody;
    expect(media).toMatchObject({ width: 300, height: 200, src: `/media/${media.id}-300.webp` });
    expect(media.srcset).toBe(`/media/${media.id}-300.webp 300w`);
    const file = await fetch(`${server().url}${media.src}`);
    expect(file.status).toBe(200);
    // No width is ever made larger than the picture, on upload or later.
    expect((await fetch(`${server().url}/media/${media.id}-480.webp`)).status).toBe(404);
  });

  it("takes the image as the body itself, with an image Content-Type", async () => {
    const response = await portal.request("/api/admin/media?name=cover.png", {
      method: "POST",
      headers: { "content-type": "image/png" },
      body: await smallPng(),
    });
    expect(response.status).toBe(201);
  });

  it("refuses SVG, HTML, text and GIF files, whatever they are called, with a sentence for the field", async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const [bytes, name] of [
      [Buffer.from(svg), "drawing.svg"],
      [Buffer.from(`<?xml version="1.0"?>${svg}`), "drawing.png"],
      [Buffer.from("<!doctype html><script>alert(1)</script>"), "page.png"],
      [Buffer.from("plain text"), "notes.png"],
      [gif, "animation.gif"],
    ] as const) {
      const response = await upload(bytes, name);
      expect(response.status, name).toBe(400);
      expect(await response.json()).toEqual({
        error: imageMessages.type,
        fields: { file: imageMessages.type },
      });
    }
  });

  it("refuses a truncated image as damaged", async () => {
    const whole = await photo();
    const response = await upload(whole.subarray(0, whole.length / 2), "cut.jpg");
    expect(response.status).toBe(400);
    expect(((await response.json()) as RefusalBody).fields?.file).toBe(imageMessages.damaged);
  });

  it("asks for a file when the form is not well-formed multipart", async () => {
    for (const [contentType, body] of [
      ["multipart/form-data", "no boundary"],
      ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=file"],
    ] as const) {
      const response = await portal.request("/api/admin/media", {
        method: "POST",
        headers: { "content-type": contentType },
        body,
      });
      expect(response.status, contentType).toBe(400);
      expect(((await response.json()) as RefusalBody).fields?.file).toBe(imageMessages.missing);
    }
  });

  it("asks for a file when the form has none", async () => {
    const form = new FormData();
    form.append("alt", "no file here");
    const response = await portal.request("/api/admin/media", { method: "POST", body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as RefusalBody).fields?.file).toBe(imageMessages.missing);
  });

  it("refuses a file over 5 MB with 413, and a body that is neither form nor image with 415", async () => {
    const png = await smallPng();
    const large = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload(large, "huge.png");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: imageMessages.size,
      fields: { file: imageMessages.size },
    });

    // Under the body's limit as a whole, one byte over the file's own.
    const justOver = Buffer.concat([png, Buffer.alloc(maxImageBytes + 1 - png.length)]);
    const over = await upload(justOver, "just-over.png");
    expect(over.status).toBe(413);
    expect(((await over.json()) as RefusalBody).fields?.file).toBe(imageMessages.size);

    const json = await portal.request("/api/admin/media", {
      method: "POST",
      json: { file: "data:image/png;base64,AAAA" },
    });
    expect(json.status).toBe(415);
  });

  it("still refuses JSON bodies over 16 KB everywhere else in the admin API", async () => {
    const response = await portal.request("/api/admin/dashboard", {
      method: "POST",
      json: { filler: "x".repeat(20 * 1024) },
    });
    expect(response.status).toBe(413);
  });
});
