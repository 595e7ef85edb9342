import { certificatePage, type FieldPlacement } from "#shared/domain/certificates";

/**
 * Where the placement preview draws each field, in millimetres, following the renderer's
 * rules (server/certificates/design/): a line of text anchored at `x` by its alignment with
 * `y` its baseline, the QR code hung from its top-left corner, the signatory's line above
 * the name and the title below it. Text widths are estimated, not measured: the preview
 * shows where things land, the PDF preview how they look.
 */

export const mmPerPoint = 25.4 / 72;
/** An average character of the Noto faces, in ems: close enough to see when a line will shrink. */
const averageCharacterEm = 0.52;
/** The renderer shrinks a long line to fit, down to this share of its size. */
const smallestShare = 0.6;
const signatureHeightMm = 16;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The left edge of something `width` wide, anchored at the placement's `x`. */
export function anchoredLeft(placement: Pick<FieldPlacement, "x" | "align">, width: number) {
  if (placement.align === "left") return placement.x;
  return placement.align === "right" ? placement.x - width : placement.x - width / 2;
}

export const textAnchor = { left: "start", center: "middle", right: "end" } as const;

/** A line's type size in mm once the renderer has shrunk it into its box. */
export function fittedSizeMm(text: string, placement: FieldPlacement): number {
  const sizeMm = placement.size * mmPerPoint;
  const width = text.length * averageCharacterEm * sizeMm;
  if (width <= placement.maxWidthMm) return sizeMm;
  return Math.max((sizeMm * placement.maxWidthMm) / width, sizeMm * smallestShare);
}

/** The box a line of text may fill: its width across, from its ascenders to its descenders. */
export function lineBox(placement: FieldPlacement): Box {
  const sizeMm = placement.size * mmPerPoint;
  return {
    x: anchoredLeft(placement, placement.maxWidthMm),
    y: placement.y - sizeMm * 0.8,
    width: placement.maxWidthMm,
    height: sizeMm * 1.05,
  };
}

export function qrBox(placement: FieldPlacement): Box {
  return { x: placement.x, y: placement.y, width: placement.size, height: placement.size };
}

/** The signatory block: the signature's room above the line, the name, the title. */
export function signatoryGeometry(placement: FieldPlacement) {
  const sizeMm = placement.size * mmPerPoint;
  const width = Math.min(placement.maxWidthMm, 70);
  const left = anchoredLeft(placement, width);
  const lineY = placement.y - sizeMm * 1.5;
  const titleY = placement.y + sizeMm * 1.45;
  return {
    lineY,
    left,
    width,
    titleY,
    sizeMm,
    signature: { x: left, y: lineY - 0.8 - signatureHeightMm, width, height: signatureHeightMm },
    box: {
      x: left,
      y: lineY - 0.8 - signatureHeightMm,
      width,
      height: titleY + sizeMm * 0.4 - (lineY - 0.8 - signatureHeightMm),
    },
  };
}

/** A point kept on the page, rounded to half a millimetre as staff would type it. */
export function onPage(x: number, y: number) {
  const half = (value: number, max: number) =>
    Math.round(Math.min(Math.max(value, 0), max) * 2) / 2;
  return { x: half(x, certificatePage.widthMm), y: half(y, certificatePage.heightMm) };
}
