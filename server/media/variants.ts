/**
 * The sizes and formats every uploaded picture is kept in, and the addresses they are served
 * at. Encoding (encode.ts), storing (store.ts) and the pages' srcset (responsive.ts) all read
 * them here, so a picture is never offered at a width that was not made.
 */

/**
 * The widths articles ask for (srcset); none is made wider than the image itself. 720 is for
 * phones: a full-width cover on a 360–375 px phone at 2×, or a 412 px one at 1.75×, needs
 * 575–690 device pixels, and Chromium takes the first width at least that wide: the 720,
 * about half the bytes of the 960 it took before. Pictures uploaded before a width was added
 * get it made on first request (store.ts, `variant`).
 */
export const variantWidths: readonly number[] = [480, 720, 960, 1440];
export type VariantFormat = "webp" | "avif";
export const variantFormats: readonly VariantFormat[] = ["webp", "avif"];

/**
 * The widths to make for an image this wide: each standard width narrower than it, and the
 * image at its own width when that is below the widest one, so a small image still gets
 * one variant and nothing is ever enlarged.
 */
export function widthsFor(width: number): number[] {
  const widest = Math.max(...variantWidths);
  const widths = variantWidths.filter((candidate) => candidate < Math.min(width, widest));
  widths.push(Math.min(width, widest));
  return widths;
}

export const mediaPath = (id: string, width: number, format: VariantFormat) =>
  `/media/${id}-${width}.${format}`;
