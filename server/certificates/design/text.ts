import type { FieldPlacement } from "#shared/domain/certificates";
import type { TextStyle } from "../fonts/catalogue";
import { pointsPerMm, type Colour, type TextItem } from "../drawing";
import { shapeLine, type ShapedLine } from "../text/shape";

/** A long line is set smaller to fit its box, down to this share of its size. */
const smallestShare = 0.6;

interface TextOptions {
  style: TextStyle;
  colour: Colour;
  /** Extra space after each character, in ems (for capitals set as a heading). */
  tracking?: number;
}

/**
 * A line of text set in its placement: shaped, shrunk to `maxWidthMm` when it is wider (never
 * below 60 % of its size; past that it is narrowed instead, so it still stays in its box), and
 * anchored at `x` by `align`.
 */
export async function placeText(
  text: string,
  placement: Omit<FieldPlacement, "maxWidthMm"> & { maxWidthMm?: number },
  { style, colour, tracking = 0 }: TextOptions,
): Promise<TextItem> {
  const line = tracked(await shapeLine(text, style), tracking);
  const widthAt = (size: number) => (line.width * size) / pointsPerMm;
  // The share of its size at which the line fits exactly.
  const fit = (placement.maxWidthMm ?? Infinity) / widthAt(placement.size);
  const size = placement.size * Math.max(Math.min(1, fit), smallestShare);
  const scaleX = fit < smallestShare ? fit / smallestShare : 1;
  const width = widthAt(size) * scaleX;
  return {
    kind: "text",
    line,
    x: anchoredLeft(placement, width),
    y: placement.y,
    size,
    scaleX,
    colour,
  };
}

/** The left edge of something `width` wide, anchored at the placement's `x` by its `align`. */
export function anchoredLeft(
  placement: Pick<FieldPlacement, "x" | "align">,
  width: number,
): number {
  if (placement.align === "left") return placement.x;
  return placement.align === "right" ? placement.x - width : placement.x - width / 2;
}

/** Letter-spacing: each cluster after the first moves right by `tracking` ems more. */
function tracked(line: ShapedLine, tracking: number): ShapedLine {
  if (tracking === 0) return line;
  let shift = 0;
  const glyphs = line.glyphs.map((glyph, index) => {
    if (index > 0 && glyph.text !== "") shift += tracking;
    return { ...glyph, x: glyph.x + shift };
  });
  return { ...line, glyphs, width: line.width + shift };
}
