import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { deflate } from "node:zlib";
import type { PDFDocument, PDFRef } from "pdf-lib";
import { loadSharp } from "../../media/sharp";
import { maxImagePixels } from "../../media/validate";
import type { Picture } from "../drawing";

const deflateAsync = promisify(deflate);

/** An image XObject of the document, with its size in pixels as displayed. */
export interface EmbeddedPicture {
  ref: PDFRef;
  width: number;
  height: number;
}

interface Pixels {
  width: number;
  height: number;
  /** RGB, 8 bits a channel, deflated. */
  colour: Uint8Array;
  /** The alpha channel, deflated, when the picture has one. */
  alpha: Uint8Array | null;
}

/** A background at 300 dpi on A4 is 3508 pixels wide: anything larger only adds bytes. */
const largestSide = 3508;
/** The last few pictures, decoded: one design's background and signature, drawn again and again. */
const recent = new Map<string, Promise<Pixels>>();
const recentLimit = 4;

/**
 * A picture as an image XObject. A JPEG that needs no turning is copied in as it is (PDF reads
 * JPEG); anything else is decoded by libvips and written deflated by Node's zlib, off the main
 * thread: pdf-lib's own PNG path decodes and compresses in JavaScript, over a second for an
 * A4 background at 300 dpi with 200 MB of memory, where this takes a quarter of it.
 * A background is flattened onto white; a signature keeps its transparency.
 */
export async function embedPicture(
  doc: PDFDocument,
  picture: Picture,
  role: "background" | "signature",
): Promise<EmbeddedPicture> {
  const sharp = await loadSharp();
  if (picture.type === "image/jpeg") {
    const { orientation = 1 } = await sharp(picture.bytes).metadata();
    if (orientation === 1) {
      const image = await doc.embedJpg(picture.bytes);
      return { ref: image.ref, width: image.width, height: image.height };
    }
  }
  const pixels = await decoded(picture, role);
  const { context } = doc;
  const image = (data: Uint8Array, colourSpace: string, mask?: PDFRef) =>
    context.register(
      context.stream(data, {
        Type: "XObject",
        Subtype: "Image",
        Width: pixels.width,
        Height: pixels.height,
        ColorSpace: colourSpace,
        BitsPerComponent: 8,
        Filter: "FlateDecode",
        ...(mask ? { SMask: mask } : {}),
      }),
    );
  const mask = pixels.alpha ? image(pixels.alpha, "DeviceGray") : undefined;
  return {
    ref: image(pixels.colour, "DeviceRGB", mask),
    width: pixels.width,
    height: pixels.height,
  };
}

function decoded(picture: Picture, role: "background" | "signature"): Promise<Pixels> {
  const key = `${role}:${createHash("sha256").update(picture.bytes).digest("hex")}`;
  let pixels = recent.get(key);
  if (!pixels) {
    pixels = decode(picture, role);
    pixels.catch(() => recent.delete(key));
  } else {
    recent.delete(key);
  }
  recent.set(key, pixels);
  for (const oldest of recent.keys()) {
    if (recent.size <= recentLimit) break;
    recent.delete(oldest);
  }
  return pixels;
}

async function decode(picture: Picture, role: "background" | "signature"): Promise<Pixels> {
  const sharp = await loadSharp();
  let pipeline = sharp(picture.bytes, { limitInputPixels: maxImagePixels, failOn: "error" })
    .autoOrient()
    .resize({ width: largestSide, height: largestSide, fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb");
  pipeline =
    role === "background" ? pipeline.flatten({ background: "#ffffff" }) : pipeline.ensureAlpha();
  const { data, info } = await pipeline
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  if (role === "background") {
    return {
      width: info.width,
      height: info.height,
      colour: await deflateAsync(data),
      alpha: null,
    };
  }
  const pixelCount = info.width * info.height;
  const colour = Buffer.alloc(pixelCount * 3);
  const alpha = Buffer.alloc(pixelCount);
  for (let pixel = 0; pixel < pixelCount; pixel++) {
    data.copy(colour, pixel * 3, pixel * 4, pixel * 4 + 3);
    alpha[pixel] = data[pixel * 4 + 3] ?? 255;
  }
  const [deflatedColour, deflatedAlpha] = await Promise.all([
    deflateAsync(colour),
    deflateAsync(alpha),
  ]);
  return { width: info.width, height: info.height, colour: deflatedColour, alpha: deflatedAlpha };
}
