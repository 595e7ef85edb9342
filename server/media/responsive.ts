import type { Image } from "#shared/content/types";
import { mediaPath, widthsFor } from "./variants";

// What the editor writes for an uploaded picture: one WebP variant (store.ts, describeMedia).
const UPLOADED_SRC = /^\/media\/([a-f0-9]{20})-(\d+)\.webp$/;

export interface ResponsiveSources {
  /** Every WebP width, for the <img>. */
  srcset: string;
  /** The same widths in AVIF, for a <source type="image/avif">. */
  avifSrcset: string;
}

/**
 * The widths an uploaded picture was stored at, from its address and its own width (which
 * is what the editor records), so a page can offer them without asking the database. Any
 * other picture (the seeded /images/ files) has one size and gets nothing.
 */
export function responsiveSources(src: string, width: number): ResponsiveSources | undefined {
  const id = UPLOADED_SRC.exec(src)?.[1];
  if (!id || !Number.isInteger(width) || width < 1) return undefined;
  const srcsetOf = (format: "webp" | "avif") =>
    widthsFor(width)
      .map((each) => `${mediaPath(id, each, format)} ${each}w`)
      .join(", ");
  return { srcset: srcsetOf("webp"), avifSrcset: srcsetOf("avif") };
}

/**
 * A cover with its other widths, when it was uploaded; its width and height become those of
 * the file `src` names (same proportions), which is what a share card's og:image:width must say.
 */
export function withResponsiveSources(image: Image): Image {
  const sources = responsiveSources(image.src, image.width);
  const shown = Number(UPLOADED_SRC.exec(image.src)?.[2]);
  if (!sources || !(shown > 0)) return image;
  return {
    ...image,
    ...sources,
    width: shown,
    height: Math.max(1, Math.round((image.height * shown) / image.width)),
  };
}
