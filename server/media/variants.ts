/**
 * The sizes and formats every uploaded picture is kept in, and the addresses they are served
 * at. Encoding (encode.ts), storing (store.ts) and the pages' srcset (responsive.ts) all read
 * them here, so a picture is never offered at a width that was not made.
 */

/** The widths articles ask for (srcset); none is made wider than the image itself. */
export const variantWidths: readonly number[] = [480, 960, 1440];
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
