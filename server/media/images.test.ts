import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodeImage, oneAtATime, prepareImage } from "./encode";
import { widthsFor } from "./variants";
import { describeMedia } from "./store";
import { imageMessages, validateImage } from "./validate";

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a7bd5" } });

/** Noise, so the encoders have real work and a truncated file loses real data. */
const noisy = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#888",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  });

/**
 * Whether an AVIF keeps colour at half resolution, from its AV1 configuration box (av1C):
 * the third byte after the box's type holds chroma_subsampling_x in bit 3.
 */
function chromaHalved(avif: Uint8Array): boolean {
  const at = Buffer.from(avif).indexOf("av1C");
  if (at === -1) throw new Error("no av1C box");
  return ((avif[at + 4 + 2] ?? 0) & 0b1000) !== 0;
}

async function refusal(
  bytes: Uint8Array | Promise<Uint8Array>,
  check: (bytes: Uint8Array) => Promise<unknown> = validateImage,
) {
  try {
    await check(await bytes);
  } catch (error) {
    return { message: (error as Error).message, status: (error as { status?: number }).status };
  }
  throw new Error("the image was accepted");
}

describe("validateImage", () => {
  it("accepts JPEG, PNG and WebP by their content, with their size", async () => {
    const jpeg = await picture(640, 480).jpeg().toBuffer();
    const png = await picture(300, 200).png().toBuffer();
    const webp = await picture(120, 90).webp().toBuffer();
    const full = await picture(64, 48).jpeg({ chromaSubsampling: "4:4:4" }).toBuffer();
    expect(await validateImage(jpeg)).toEqual({
      format: "jpeg",
      width: 640,
      height: 480,
      chroma: "4:2:0",
    });
    expect(await validateImage(full)).toMatchObject({ format: "jpeg", chroma: "4:4:4" });
    expect(await validateImage(png)).toEqual({
      format: "png",
      width: 300,
      height: 200,
      chroma: "4:4:4",
    });
    expect(await validateImage(webp)).toEqual({
      format: "webp",
      width: 120,
      height: 90,
      chroma: "4:4:4",
    });
  });

  it("gives the displayed size of a photo the camera stored on its side", async () => {
    const sideways = await picture(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await validateImage(sideways)).toMatchObject({ width: 300, height: 400 });
  });

  it("refuses an SVG, with or without an XML prolog, and HTML or text whatever its name", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    for (const text of [
      svg,
      `<?xml version="1.0" encoding="UTF-8"?>\n${svg}`,
      "<!doctype html><html><body><img src=x onerror=alert(1)></body></html>",
      "just some text, saved as photo.png",
    ]) {
      expect(await refusal(Buffer.from(text))).toEqual({
        message: imageMessages.type,
        status: 400,
      });
    }
  });

  it("refuses a GIF, animated or not", async () => {
    const gif = await picture(20, 20).gif().toBuffer();
    expect((await refusal(gif)).message).toBe(imageMessages.type);
  });

  it("refuses an animated WebP", async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 10, height: 10, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame("#f00"), await frame("#0f0")], {
      join: { animated: true },
    })
      .webp({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    expect((await refusal(animated)).message).toBe(imageMessages.animated);
  });

  it("refuses a file over 5 MB with 413, before reading it", async () => {
    const png = await picture(10, 10).png().toBuffer();
    const large = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024 - png.length)]);
    expect(await refusal(large)).toEqual({ message: imageMessages.size, status: 413 });
  });

  it("refuses an image of more than 40 megapixels from its header", async () => {
    const huge = await picture(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    expect((await refusal(huge)).message).toBe(imageMessages.pixels);
  });

  it("refuses a file that starts like a JPEG and is not one", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const { message } = await refusal(fake, prepareImage);
    expect([imageMessages.type, imageMessages.damaged]).toContain(message);
  });

  it("refuses an empty file", async () => {
    expect((await refusal(Buffer.alloc(0))).message).toBe(imageMessages.missing);
  });
});

describe("prepareImage", () => {
  it("refuses truncated JPEG, PNG and WebP files as damaged", async () => {
    for (const encoded of [
      noisy(800, 600).jpeg().toBuffer(),
      noisy(800, 600).png().toBuffer(),
      noisy(800, 600).webp().toBuffer(),
    ]) {
      const whole = await encoded;
      const truncated = whole.subarray(0, Math.floor(whole.length * 0.6));
      expect((await refusal(truncated, prepareImage)).message).toBe(imageMessages.damaged);
    }
  });

  it("accepts a PNG whatever it was called: the bytes decide", async () => {
    const png = await picture(500, 250).png().toBuffer();
    const image = await prepareImage(png);
    expect(image).toMatchObject({ width: 500, height: 250 });
  });
});

describe("encodeImage", () => {
  // Eight AVIF and WebP encodings of a large photo: seconds of CPU, more on a busy machine.
  it("makes WebP and AVIF at 480, 720, 960 and 1440 wide, with their heights and no metadata", async () => {
    const photo = await noisy(2000, 1000)
      .jpeg()
      .withExif({
        IFD0: { Make: "Canon", Model: "EOS 5D", Copyright: "Ananya Reddy" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "17/1 23/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const image = await prepareImage(photo);
    expect(image.width).toBe(2000);
    expect(image.height).toBe(1000);
    expect(image.variants.map(({ format, width, height }) => [format, width, height])).toEqual([
      ["webp", 480, 240],
      ["avif", 480, 240],
      ["webp", 720, 360],
      ["avif", 720, 360],
      ["webp", 960, 480],
      ["avif", 960, 480],
      ["webp", 1440, 720],
      ["avif", 1440, 720],
    ]);
    for (const variant of image.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.format).toBe(variant.format === "webp" ? "webp" : "heif");
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBe(variant.height);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
    }
  }, 30_000);

  it("keeps in AVIF the colour detail the file had: half for a usual JPEG, full for a PNG", async () => {
    for (const [file, halved] of [
      [await noisy(600, 400).jpeg().toBuffer(), true],
      [await noisy(600, 400).jpeg({ chromaSubsampling: "4:4:4" }).toBuffer(), false],
      [await noisy(600, 400).png().toBuffer(), false],
    ] as const) {
      const avif = (await prepareImage(file)).variants.find((v) => v.format === "avif");
      expect(avif && chromaHalved(avif.bytes)).toBe(halved);
    }
  });

  it("turns a photo the camera stored on its side upright", async () => {
    const sideways = await picture(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await encodeImage(sideways, { width: 200, height: 400, chroma: "4:2:0" });
    expect(image.variants.map(({ width, height }) => [width, height])).toEqual([
      [200, 400],
      [200, 400],
    ]);
    expect((await sharp(image.variants[0]?.bytes).metadata()).orientation).toBeUndefined();
  });

  it("never enlarges: a small image gets one size, its own", () => {
    expect(widthsFor(300)).toEqual([300]);
    expect(widthsFor(480)).toEqual([480]);
    expect(widthsFor(600)).toEqual([480, 600]);
    expect(widthsFor(800)).toEqual([480, 720, 800]);
    expect(widthsFor(960)).toEqual([480, 720, 960]);
    expect(widthsFor(1200)).toEqual([480, 720, 960, 1200]);
    expect(widthsFor(4000)).toEqual([480, 720, 960, 1440]);
  });
});

describe("oneAtATime", () => {
  it("runs the next job only after the one before settled, failed or not", async () => {
    const queue = oneAtATime();
    let running = 0;
    let most = 0;
    const job = (fail: boolean) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (fail) throw new Error("failed");
      return "done";
    };
    const results = await Promise.allSettled([
      queue(job(false)),
      queue(job(true)),
      queue(job(false)),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(most).toBe(1);
  });
});

describe("describeMedia", () => {
  it("points src at the 960 WebP, or the widest below it, and lists both srcsets", () => {
    const sizes = (widths: number[]) =>
      widths.flatMap((width) => [
        { format: "webp" as const, width },
        { format: "avif" as const, width },
      ]);
    const media = { id: "abc123", width: 2000, height: 1000 };
    expect(describeMedia(media, sizes([1440, 480, 960]))).toEqual({
      id: "abc123",
      width: 2000,
      height: 1000,
      src: "/media/abc123-960.webp",
      srcset:
        "/media/abc123-480.webp 480w, /media/abc123-960.webp 960w, /media/abc123-1440.webp 1440w",
      avifSrcset:
        "/media/abc123-480.avif 480w, /media/abc123-960.avif 960w, /media/abc123-1440.avif 1440w",
    });
    expect(describeMedia(media, sizes([480, 700])).src).toBe("/media/abc123-700.webp");
    expect(describeMedia(media, sizes([300])).src).toBe("/media/abc123-300.webp");
  });
});
