import type { Sharp } from "sharp";
import { loadSharp } from "./sharp";
import {
  ImageRefused,
  imageMessages,
  maxImagePixels,
  validateImage,
  type Chroma,
} from "./validate";
import { variantFormats, widthsFor, type VariantFormat } from "./variants";

export interface EncodedVariant {
  format: VariantFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface EncodedImage {
  /** As displayed, after the EXIF orientation. */
  width: number;
  height: number;
  variants: EncodedVariant[];
}

/**
 * Re-encodes an accepted image to WebP and AVIF at widthsFor(its width). AVIF keeps the
 * colour detail the file had: full for a PNG (a diagram's coloured edges), half for a JPEG
 * photo that only ever held half, which also takes libaom about a third less memory. Nothing of the
 * original file is kept: no keepMetadata()/withMetadata() is called, so sharp drops EXIF
 * (camera, GPS), XMP, IPTC and the ICC profile (converting to sRGB); the EXIF orientation
 * is applied to the pixels first, so the picture stays upright without it.
 */
export async function encodeImage(
  bytes: Uint8Array,
  { width, height, chroma }: { width: number; height: number; chroma: Chroma },
): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const widths = widthsFor(width);
  const variants: EncodedVariant[] = [];
  try {
    // Decoded once (not once per variant), straight to the widest variant's size as 8-bit
    // sRGB pixels: the large decode is over before the first AVIF encode (libaom's +50-70 MB,
    // the peak) begins, instead of running inside each variant's pipeline. failOn "error":
    // a truncated or corrupt file fails here; libvips' warnings (which many real camera files
    // raise) do not.
    const pixels = await sharp(bytes, { limitInputPixels: maxImagePixels, failOn: "error" })
      .autoOrient()
      .resize({ width: widths.at(-1), withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const raw = {
      width: pixels.info.width,
      height: pixels.info.height,
      channels: pixels.info.channels,
    };
    // Smallest first, as before: largest first measured no lower (bench, 276/253 MB against
    // 268/257). Each narrower variant is scaled from the widest's pixels, not the original.
    for (const target of widths) {
      const resized = () =>
        sharp(pixels.data, { raw }).resize({ width: target, withoutEnlargement: true });
      for (const format of variantFormats) variants.push(await encodeAs(resized(), format, chroma));
    }
  } catch {
    throw new ImageRefused(imageMessages.damaged);
  }
  return { width, height, variants };
}

/**
 * AVIF effort 2: the default (4) takes 4–10× as long for 10–45 % smaller files. WebP is
 * always 4:2:0.
 */
async function encodeAs(
  pipeline: Sharp,
  format: VariantFormat,
  chroma: Chroma,
): Promise<EncodedVariant> {
  const encoded =
    format === "webp"
      ? pipeline.webp({ quality: 78, effort: 4 })
      : pipeline.avif({ quality: 50, effort: 2, chromaSubsampling: chroma });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { format, width: info.width, height: info.height, bytes: data };
}

/**
 * One upload is decoded at a time: a 12-megapixel photo takes about 200 MB while it is
 * encoded, so two at once would double the peak; the rest wait their turn here.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
}

const queue = oneAtATime();

/**
 * A narrower variant made from a stored one of the same format, for a width added after the
 * picture was uploaded. The stored variant is already clean (no metadata, upright), and
 * scaling a larger copy down loses nothing the eye sees at the new width. libvips does not
 * tell an AVIF's chroma, so full colour detail is kept: nothing is lost either way. In the
 * upload queue, so it never decodes beside an upload.
 */
export function narrowerVariant(
  stored: Uint8Array,
  format: VariantFormat,
  width: number,
): Promise<EncodedVariant> {
  return queue(async () => {
    const sharp = await loadSharp();
    return encodeAs(
      sharp(stored, { failOn: "error" }).resize({ width, withoutEnlargement: true }),
      format,
      "4:4:4",
    );
  });
}

/** Validates an upload, then encodes its variants, one upload at a time. */
export function prepareImage(bytes: Uint8Array): Promise<EncodedImage> {
  return queue(async () => {
    const facts = await validateImage(bytes);
    return encodeImage(bytes, facts);
  });
}
