import { fileTypeFromBuffer } from "file-type";
import type { Metadata } from "sharp";
import { loadSharp } from "./sharp";

/** The largest upload read; the editor's cover and inline images are far below it. */
export const maxImageBytes = 5 * 1024 * 1024;
/**
 * Decoding costs about 3 bytes a pixel: 40 megapixels is a phone or camera photo, while a
 * small file that claims 30 000 × 30 000 pixels (a decompression bomb) is refused unread.
 */
export const maxImagePixels = 40_000_000;

export type ImageFormat = "jpeg" | "png" | "webp";

/** The magic-byte type each accepted format has, with libvips' name for it. */
const acceptedTypes: ReadonlyMap<string, ImageFormat> = new Map([
  ["image/jpeg", "jpeg"],
  ["image/png", "png"],
  ["image/webp", "webp"],
]);

/** What the person who chose the file is told, under the file field. */
export const imageMessages = {
  missing: "Choose an image to upload.",
  type: "Choose a JPEG, PNG or WebP image.",
  size: "The image must be 5 MB or smaller.",
  animated: "Choose a still image: animated images are not accepted.",
  pixels: "The image must be 40 megapixels or smaller (for example 8000 × 5000 pixels).",
  damaged:
    "This image could not be read: the file may be damaged or incomplete. Save it again and upload the new file.",
} as const;

/** An upload the site will not keep; `status` is 413 for a file over the size limit. */
export class ImageRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

export interface ImageFacts {
  format: ImageFormat;
  /** As it is displayed: after the EXIF orientation is applied. */
  width: number;
  height: number;
  /**
   * How much colour detail the file holds: "4:2:0" for a JPEG that keeps colour at half
   * resolution (nearly every photo), "4:4:4" for everything else.
   */
  chroma: Chroma;
}

export type Chroma = "4:2:0" | "4:4:4";

/**
 * Accepts a JPEG, PNG or WebP by what the bytes are, never by the file's name or the type the
 * browser claimed: the magic bytes and libvips' own reading of the header must name the same
 * format, so an SVG, HTML page or GIF renamed .png is refused, and a PNG named .jpg is fine.
 * Only the header is read here; a file truncated after it is found when it is decoded
 * (encode.ts), which refuses it with `imageMessages.damaged`.
 */
export async function validateImage(bytes: Uint8Array): Promise<ImageFacts> {
  if (bytes.length === 0) throw new ImageRefused(imageMessages.missing);
  if (bytes.length > maxImageBytes) throw new ImageRefused(imageMessages.size, 413);
  const sniffed = await fileTypeFromBuffer(bytes);
  const format = sniffed ? acceptedTypes.get(sniffed.mime) : undefined;
  if (!format) throw new ImageRefused(imageMessages.type);

  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: the check below names the problem.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused(imageMessages.damaged);
  }
  if (metadata.format !== format) throw new ImageRefused(imageMessages.type);
  if ((metadata.pages ?? 1) > 1) throw new ImageRefused(imageMessages.animated);
  const { width, height } = metadata.autoOrient;
  if (!(width > 0 && height > 0)) throw new ImageRefused(imageMessages.damaged);
  if (width * height > maxImagePixels) throw new ImageRefused(imageMessages.pixels);
  const chroma = metadata.chromaSubsampling?.startsWith("4:2:0") ? "4:2:0" : "4:4:4";
  return { format, width, height, chroma };
}
